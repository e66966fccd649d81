// The signed-in person's own name and e-mail (PUT /api/auth/profile); either change needs the current password.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import { FormSection, SubmitActions, TextField } from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { roleLabel, useAdminUser } from "#app/admin/models/admin-user.ts";
import { getAdminToken, saveAdminSession } from "#app/lib/admin-session.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { STAFF_MESSAGES } from "#contract/messages";
import type { AdminUser } from "#contract/schemas/auth";
import { type ProfileUpdate, ProfileUpdateSchema } from "#contract/schemas/staff";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => adminMeta("Profile");

const FAILED = "Failed to update the profile";

export default function Profile() {
  const user = useAdminUser();
  const revalidator = useRevalidator();
  const flash = useFlash({ successMs: null, errorMs: null });
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { full_name: user?.full_name ?? "", email: user?.email ?? "", currentPassword: "" },
  });

  async function onSubmit(values: ProfileUpdate) {
    flash.clear();
    try {
      const { data, message } = await apiRequest<AdminUser>(
        "/auth/profile",
        { method: "PUT", body: values },
        FAILED,
      );
      const token = getAdminToken();
      if (token) saveAdminSession(token, data);
      resetField("currentPassword");
      flash.success(message ?? STAFF_MESSAGES.profileUpdated);
      // The top bar shows the new name at once.
      void revalidator.revalidate();
    } catch (err) {
      applyServerFieldErrors(err, setError, ["full_name", "email", "currentPassword"]);
      flash.error(errorMessage(err, FAILED));
    }
  }

  return (
    <>
      <PageHeader title="Profile" subtitle={`Signed in as ${user?.username ?? ""} (${roleLabel(user)}).`} />
      <FlashMessage flash={flash} />
      <form className="admin-form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormSection title="Your details">
          <TextField
            label="Full name"
            required
            autoComplete="name"
            field={register("full_name")}
            error={errors.full_name?.message}
          />
          <TextField
            label="E-mail"
            required
            type="email"
            autoComplete="email"
            hint="Password reset links are sent here."
            field={register("email")}
            error={errors.email?.message}
          />
          <TextField
            label="Current password"
            required
            type="password"
            autoComplete="current-password"
            hint="Needed to change your details."
            field={register("currentPassword")}
            error={errors.currentPassword?.message}
          />
        </FormSection>
        <SubmitActions saving={isSubmitting} label="Save profile" />
      </form>
    </>
  );
}
