// Where a reset link leads: choose a new password.
import { SET_PASSWORD_PAGES, SetPasswordCard } from "#app/admin/components/set-password-card.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => adminMeta(SET_PASSWORD_PAGES.reset.title);

export default function ResetPassword() {
  return <SetPasswordCard page="reset" />;
}
