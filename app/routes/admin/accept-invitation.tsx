// Where an invitation leads (POST /api/auth/accept-invitation): the invited person sets their first password.
import { SetPasswordCard } from "#app/admin/components/recovery-card.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import type { Route } from "./+types/accept-invitation";

export const meta: Route.MetaFunction = () => adminMeta("Set your password");

export default function AcceptInvitation() {
  return (
    <SetPasswordCard
      title="Set your password"
      intro="Welcome! Choose the password you will sign in with. The link works once."
      endpoint="/auth/accept-invitation"
    />
  );
}
