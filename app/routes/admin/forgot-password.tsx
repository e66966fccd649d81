// "Forgot password?" (POST /api/auth/forgot-password): the answer is the same whether or not the account exists.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "#app/admin/components/form-helpers.tsx";
import { RecoveryCard } from "#app/admin/components/recovery-card.tsx";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { STAFF_MESSAGES } from "#contract/messages";
import { type ForgotPassword as ForgotPasswordInput, ForgotPasswordSchema } from "#contract/schemas/staff";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => adminMeta("Forgot password");

const FAILED = "Could not send the link. Please try again.";

export default function ForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { username: "" },
  });

  async function onSubmit(values: ForgotPasswordInput) {
    setFailure(null);
    try {
      const { message } = await apiRequest("/auth/forgot-password", { method: "POST", body: values }, FAILED);
      setSent(message ?? STAFF_MESSAGES.forgotPasswordSent);
    } catch (err) {
      setFailure(errorMessage(err, FAILED));
    }
  }

  return (
    <RecoveryCard title="Forgot password">
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <>
          <p className="admin-muted">
            Enter your username. We will e-mail you a link to choose a new password.
          </p>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <form onSubmit={handleSubmit(onSubmit)} noValidate>
            <TextField
              label="Username"
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              field={register("username")}
              error={errors.username?.message}
            />
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send reset link"}
            </button>
          </form>
        </>
      )}
    </RecoveryCard>
  );
}
