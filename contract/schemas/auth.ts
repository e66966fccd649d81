import { z } from "zod";
import { hasNoNul } from "../fields";
import { AUTH_MESSAGES } from "../messages";
import { STAFF_ROLES } from "../staff-roles";

// No name or password can hold a NUL byte, and the name is looked up in the database, which refuses one.
const credential = z
  .string({ error: AUTH_MESSAGES.bothRequired })
  .min(1, { message: AUTH_MESSAGES.bothRequired })
  .max(200, { message: AUTH_MESSAGES.invalidCredentials })
  .refine(hasNoNul, { message: AUTH_MESSAGES.invalidCredentials });

export const LoginSchema = z.object({
  // A name of blanks is no name: trimmed before the required check, so "   " asks for both fields too.
  username: z
    .string({ error: AUTH_MESSAGES.bothRequired })
    .transform((s) => s.trim())
    .pipe(credential),
  password: credential,
});
export type Login = z.infer<typeof LoginSchema>;

export const PASSWORD_MIN_LENGTH = 10;
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(200),
  newPassword: z
    .string({ error: "New password is required" })
    .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, "New password is too long"),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const AdminUserSchema = z.object({
  username: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const LoginResultSchema = z.object({
  token: z.string(),
  admin: AdminUserSchema,
  expires_at: z.string(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;
