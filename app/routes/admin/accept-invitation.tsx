// Where an invitation leads: the invited person sets their first password.
import { SET_PASSWORD_PAGES, SetPasswordCard } from "#app/admin/components/set-password-card.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import type { Route } from "./+types/accept-invitation";

export const meta: Route.MetaFunction = () => adminMeta(SET_PASSWORD_PAGES.invitation.title);

export default function AcceptInvitation() {
  return <SetPasswordCard page="invitation" />;
}
