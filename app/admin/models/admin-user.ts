// Who is signed in, as the admin layout's loader read it. Usable by any page inside the layout.
import { useRouteLoaderData } from "react-router";
import { ADMIN_DEFAULT_ROLE, ADMIN_NAME_FALLBACK } from "#contract/constants";
import type { AdminUser } from "#contract/schemas/auth";
import { roleName } from "#contract/staff-roles";

export const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/admin-layout";

export function useAdminUser(): AdminUser | null {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID) as { user: AdminUser | null } | undefined;
  return data?.user ?? null;
}

/** The top bar's name: full_name, else username, else 'Admin'. */
export function displayName(user: AdminUser | null): string {
  return user?.full_name?.trim() || user?.username?.trim() || ADMIN_NAME_FALLBACK;
}

/** The dropdown's identity line: email, else username. */
export function contactLine(user: AdminUser | null): string {
  return user?.email?.trim() || user?.username?.trim() || ADMIN_NAME_FALLBACK;
}

/** The role as the top bar and its dropdown show it: 'Administrator' when the admin object names none. */
export function roleLabel(user: AdminUser | null): string {
  return roleName(user?.role?.trim()) || ADMIN_DEFAULT_ROLE;
}
