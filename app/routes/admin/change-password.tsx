// Change the signed-in admin's password (POST /api/auth/change-password). The server signs out every other
// session of this admin; this one stays signed in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AUTH_MESSAGES } from "#contract/messages";
import { ChangePasswordSchema } from "#contract/schemas/auth";
import { adminMeta } from "../../components/admin/admin-meta";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import { FormActions, FormField, FormSection } from "../../components/admin/form-helpers";
import { PageHeader } from "../../components/admin/page-header";
import { errorMessage } from "../../components/admin/use-api-data";
import { apiRequest } from "../../lib/api-client";
import { applyServerFieldErrors } from "../../lib/server-field-errors";
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
          <FormField label="Current password" required error={errors.currentPassword?.message}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                {...register("currentPassword")}
              />
            )}
          </FormField>
          <FormField
            label="New password"
            required
            error={errors.newPassword?.message}
            hint="At least 10 characters."
          >
            {(control) => (
              <input {...control} type="password" autoComplete="new-password" {...register("newPassword")} />
            )}
          </FormField>
          <FormField label="Confirm new password" required error={errors.confirmPassword?.message}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                {...register("confirmPassword")}
              />
            )}
          </FormField>
        </FormSection>
        <FormActions>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Change password"}
          </button>
        </FormActions>
      </form>
    </>
  );
}
