// Where a reset link leads (POST /api/auth/reset-password): choose a new password; every session ends.
import { SetPasswordCard } from "#app/admin/components/recovery-card.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

export default function ResetPassword() {
  return (
    <SetPasswordCard
      title="Choose a new password"
      intro="The link works once. Every device signed in to your account will be signed out."
      endpoint="/auth/reset-password"
    />
  );
}
