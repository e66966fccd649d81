// Change the signed-in admin's password (POST /api/auth/change-password). The server signs out every other
// session of this admin; this one stays signed in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import { FormSection, SubmitActions, TextField } from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { AUTH_MESSAGES } from "#contract/messages";
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
  const flash = useFlash({ successMs: null, errorMs: null });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  async function onSubmit(values: FormValues) {
    flash.clear();
    try {
      const { message } = await apiRequest(
        "/auth/change-password",
        {
          method: "POST",
          body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        },
        CHANGE_FAILED,
      );
      reset();
      flash.success(message ?? AUTH_MESSAGES.passwordChanged);
    } catch (err) {
      applyServerFieldErrors(err, setError, ["currentPassword", "newPassword"]);
      flash.error(errorMessage(err, CHANGE_FAILED));
    }
  }

  return (
    <>
      <PageHeader
        title="Change password"
        subtitle="Other signed-in sessions of your account will be signed out."
      />
      <FlashMessage flash={flash} />
      <form className="admin-form" onSubmit={handleSubmit(onSubmit)} noValidate>
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
              field={register(name)}
              error={errors[name]?.message}
            />
          ))}
        </FormSection>
        <SubmitActions saving={isSubmitting} label="Change password" />
      </form>
    </>
  );
}
