// The public site's links: a site path given in English (`/courses`) leads to the same page in the language of the
// page being shown, so a Hindi reader stays in Hindi. Other targets (external, `#…`, `/api`, `/uploads`) and
// object targets pass through unchanged.
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from "react-router";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { localePath } from "#contract/locales";

export function Link({ to, ...props }: LinkProps) {
  const locale = useLocale();
  return <RouterLink to={typeof to === "string" ? localePath(locale, to) : to} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const locale = useLocale();
  return <RouterNavLink to={typeof to === "string" ? localePath(locale, to) : to} {...props} />;
}
