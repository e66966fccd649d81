// Choosing a password from a link in a mail: a reset link or an invitation. Apart from recovery-card.tsx, which the
// sign-in page loads, because this form brings its validation along.
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { TextField } from "#app/admin/components/form-helpers.tsx";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { STAFF_MESSAGES } from "#contract/admin-messages";
import { PASSWORD_MIN_LENGTH } from "#contract/schemas/auth";
import { type SetPasswordForm, SetPasswordFormSchema } from "#contract/schemas/staff";
import { CardSubmit, RecoveryCard } from "./recovery-card.tsx";

const FAILED = "Could not set the password. Please try again.";

/** The two pages where a link from a mail leads to choosing a password. */
export const SET_PASSWORD_PAGES = {
  /** A reset link (POST /api/auth/reset-password): every session ends. */
  reset: {
    title: "Choose a new password",
    intro: "The link works once. Every device signed in to your account will be signed out.",
    endpoint: "/auth/reset-password",
  },
  /** An invitation (POST /api/auth/accept-invitation): the invited person sets their first password. */
  invitation: {
    title: "Set your password",
    intro: "Welcome! Choose the password you will sign in with. The link works once.",
    endpoint: "/auth/accept-invitation",
  },
} as const;

/** Reads `token` from the address and sends it with the new password to the page's endpoint. */
export function SetPasswordCard({ page }: { page: keyof typeof SET_PASSWORD_PAGES }) {
  const { title, intro, endpoint } = SET_PASSWORD_PAGES[page];
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState<string | null>(null);
  const f = useApiForm<SetPasswordForm>({
    schema: SetPasswordFormSchema,
    defaultValues: { newPassword: "", confirmPassword: "" },
    failed: FAILED,
    serverFields: ["newPassword"],
    send: async ({ newPassword }) => {
      const { message } = await apiRequest(
        endpoint,
        { method: "POST", body: { token, newPassword } },
        FAILED,
      );
      setDone(message ?? STAFF_MESSAGES.passwordSet);
    },
  });

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
          <FlashMessage flash={f.flash} fixed />
          <form onSubmit={f.onSubmit} noValidate>
            <TextField
              label="New password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              type="password"
              autoComplete="new-password"
              {...f.field("newPassword")}
            />
            <TextField
              label="Confirm new password"
              required
              type="password"
              autoComplete="new-password"
              {...f.field("confirmPassword")}
            />
            <CardSubmit busy={f.saving} label="Set password" busyLabel="Saving..." />
          </form>
        </>
      )}
    </RecoveryCard>
  );
}
