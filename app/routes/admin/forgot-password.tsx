// "Forgot password?" (POST /api/auth/forgot-password): the answer is the same whether or not the account exists.
import { useState } from "react";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { TextField } from "#app/admin/components/form-helpers.tsx";
import { CardSubmit, RecoveryCard } from "#app/admin/components/recovery-card.tsx";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { STAFF_MESSAGES } from "#contract/admin-messages";
import { type ForgotPassword as ForgotPasswordInput, ForgotPasswordSchema } from "#contract/schemas/staff";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => adminMeta("Forgot password");

const FAILED = "Could not send the link. Please try again.";

export default function ForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  const f = useApiForm<ForgotPasswordInput>({
    schema: ForgotPasswordSchema,
    defaultValues: { username: "" },
    failed: FAILED,
    send: async (body) => {
      const { message } = await apiRequest("/auth/forgot-password", { method: "POST", body }, FAILED);
      setSent(message ?? STAFF_MESSAGES.forgotPasswordSent);
    },
  });

  return (
    <RecoveryCard title="Forgot password">
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <>
          <p className="admin-muted">
            Enter your username. We will e-mail you a link to choose a new password.
          </p>
          <FlashMessage flash={f.flash} fixed />
          <form onSubmit={f.onSubmit} noValidate>
            <TextField
              label="Username"
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...f.field("username")}
            />
            <CardSubmit busy={f.saving} label="Send reset link" busyLabel="Sending..." />
          </form>
        </>
      )}
    </RecoveryCard>
  );
}
