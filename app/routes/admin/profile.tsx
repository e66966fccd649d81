// The signed-in person's own name and e-mail (PUT /api/auth/profile); either change needs the current password.
import { useRevalidator } from "react-router";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { FormSection, SubmitActions, TextField } from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { roleLabel, useAdminUser } from "#app/admin/models/admin-user.ts";
import { getAdminToken, saveAdminSession } from "#app/lib/admin-session.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { STAFF_MESSAGES } from "#contract/admin-messages";
import type { AdminUser } from "#contract/schemas/auth";
import { type ProfileUpdate, ProfileUpdateSchema } from "#contract/schemas/staff";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => adminMeta("Profile");

const FAILED = "Failed to update the profile";

export default function Profile() {
  const user = useAdminUser();
  const revalidator = useRevalidator();
  const f = useApiForm<ProfileUpdate>({
    schema: ProfileUpdateSchema,
    defaultValues: { full_name: user?.full_name ?? "", email: user?.email ?? "", currentPassword: "" },
    failed: FAILED,
    serverFields: ["full_name", "email", "currentPassword"],
    send: async (values, form) => {
      const body = values;
      const { data, message } = await apiRequest<AdminUser>("/auth/profile", { method: "PUT", body }, FAILED);
      const token = getAdminToken();
      if (token) saveAdminSession(token, data);
      form.resetField("currentPassword");
      // The top bar shows the new name at once.
      void revalidator.revalidate();
      return message ?? STAFF_MESSAGES.profileUpdated;
    },
  });

  return (
    <>
      <PageHeader title="Profile" subtitle={`Signed in as ${user?.username ?? ""} (${roleLabel(user)}).`} />
      <FlashMessage flash={f.flash} />
      <form className="admin-form" onSubmit={f.onSubmit} noValidate>
        <FormSection title="Your details">
          {(
            [
              ["full_name", "Full name", undefined, "name", undefined],
              ["email", "E-mail", "email", "email", "Password reset links are sent here."],
              [
                "currentPassword",
                "Current password",
                "password",
                "current-password",
                "Needed to change your details.",
              ],
            ] as const
          ).map(([name, label, type, autoComplete, hint]) => (
            <TextField
              key={name}
              label={label}
              required
              {...{ type, autoComplete, hint }}
              {...f.field(name)}
            />
          ))}
        </FormSection>
        <SubmitActions saving={f.saving} label="Save profile" />
      </form>
    </>
  );
}
