// Change the signed-in admin's password (POST /api/auth/change-password). The server signs out every other
// session of this admin; this one stays signed in.
import { z } from "zod";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { FormSection, SubmitActions, TextField } from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { ChangePasswordSchema } from "#contract/schemas/auth";
import type { Route } from "./+types/change-password";

export const meta: Route.MetaFunction = () => adminMeta("Change password");

const PASSWORDS_DIFFER = "The new passwords do not match";
const CHANGE_FAILED = "Failed to change password";

const FormSchema = ChangePasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { path: ["confirmPassword"], message: PASSWORDS_DIFFER },
);
type FormValues = z.input<typeof FormSchema>;

export default function ChangePassword() {
  const f = useApiForm<FormValues>({
    schema: FormSchema,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    failed: CHANGE_FAILED,
    serverFields: ["currentPassword", "newPassword"],
    send: async ({ currentPassword, newPassword }, form) => {
      const body = { currentPassword, newPassword };
      const { message } = await apiRequest("/auth/change-password", { method: "POST", body }, CHANGE_FAILED);
      form.reset();
      return message ?? AUTH_MESSAGES.passwordChanged;
    },
  });

  return (
    <>
      <PageHeader
        title="Change password"
        subtitle="Other signed-in sessions of your account will be signed out."
      />
      <FlashMessage flash={f.flash} />
      <form className="admin-form" onSubmit={f.onSubmit} noValidate>
        <FormSection title="Password">
          {(
            [
              ["currentPassword", "Current password", "current-password", undefined],
              ["newPassword", "New password", "new-password", "At least 10 characters."],
              ["confirmPassword", "Confirm new password", "new-password", undefined],
            ] as const
          ).map(([name, label, autoComplete, hint]) => (
            <TextField
              key={name}
              label={label}
              required
              hint={hint}
              type="password"
              autoComplete={autoComplete}
              {...f.field(name)}
            />
          ))}
        </FormSection>
        <SubmitActions saving={f.saving} label="Change password" />
      </form>
    </>
  );
}
