// The pages a signed-out person uses to get a password: ask for a reset link, and set a password with a reset or
// invitation link. They sit beside the sign-in page, in its card, outside the admin shell.
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { TextField } from "#app/admin/components/form-helpers.tsx";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { STAFF_MESSAGES } from "#contract/messages";
import { PASSWORD_MIN_LENGTH } from "#contract/schemas/auth";
import { type SetPasswordForm, SetPasswordFormSchema } from "#contract/schemas/staff";
import "#app/styles/admin.css";

export function RecoveryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <h1>{title}</h1>
        {children}
        <p className="admin-login__aside">
          <Link to="/admin/login">Back to sign in</Link>
        </p>
      </div>
    </main>
  );
}

const FAILED = "Could not set the password. Please try again.";

/** Reads `token` from the address and sends it with the new password to `endpoint`. */
export function SetPasswordCard({
  title,
  intro,
  endpoint,
}: {
  title: string;
  intro: string;
  endpoint: string;
}) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordForm>({
    resolver: zodResolver(SetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  async function onSubmit(values: SetPasswordForm) {
    setFailure(null);
    try {
      const { message } = await apiRequest(
        endpoint,
        { method: "POST", body: { token, newPassword: values.newPassword } },
        FAILED,
      );
      setDone(message ?? STAFF_MESSAGES.passwordSet);
    } catch (err) {
      applyServerFieldErrors(err, setError, ["newPassword"]);
      setFailure(errorMessage(err, FAILED));
    }
  }

  return (
    <RecoveryCard title={title}>
      {done ? (
        <Alert tone="success">
          {done} <Link to="/admin/login">Sign in</Link>
        </Alert>
      ) : !token ? (
        <Alert tone="error">{STAFF_MESSAGES.linkInvalid}</Alert>
      ) : (
        <>
          <p className="admin-muted">{intro}</p>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <form onSubmit={handleSubmit(onSubmit)} noValidate>
            <TextField
              label="New password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              type="password"
              autoComplete="new-password"
              field={register("newPassword")}
              error={errors.newPassword?.message}
            />
            <TextField
              label="Confirm new password"
              required
              type="password"
              autoComplete="new-password"
              field={register("confirmPassword")}
              error={errors.confirmPassword?.message}
            />
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Set password"}
            </button>
          </form>
        </>
      )}
    </RecoveryCard>
  );
}
