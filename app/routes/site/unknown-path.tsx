import { redirect } from "react-router";
import { localeFromPathname } from "#contract/locales";
import type { Route } from "./+types/unknown-path";

/** An unknown path leads to the home page of its language: `/hi/…` to `/hi`, anything else to `/`. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localeFromPathname(new URL(request.url).pathname) === "hi" ? "/hi" : "/", 302);
}

export default function UnknownPath() {
  return null;
}
