// Staff accounts (owners manage them), the person's own profile, and the one-time links that set a password.
import { z } from "zod";
import { STAFF_MESSAGES as M } from "../admin-messages";
import { email, hasNoNul, requiredText } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { STAFF_ROLES } from "../staff-roles";
import { ChangePasswordSchema, PASSWORD_MIN_LENGTH } from "./auth";

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

const username = z
  .string({ error: M.usernameRequired })
  .transform((s) => s.trim())
  .pipe(
    z.string().min(1, { message: M.usernameRequired }).regex(USERNAME_PATTERN, { message: M.usernameFormat }),
  );
const fullName = requiredText(M.fullNameRequired);
const role = z.enum(STAFF_ROLES, { error: M.roleRequired });

/** The new password of an invitation or a reset: the same rule as changing it. */
const newPassword = ChangePasswordSchema.shape.newPassword;

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  role,
  is_active: z.boolean(),
  /** invited: no password set yet; inactive: deactivated by an owner. */
  status: z.enum(["invited", "active", "inactive"]),
  /** Signing in is locked after repeated wrong passwords; an owner can unlock it. */
  locked: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInviteSchema = z.object({ username, full_name: fullName, email: email(), role });
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

export const StaffUpdateSchema = z
  .object({ full_name: fullName, email: email(), role, is_active: z.boolean({ error: V.invalidValue }) })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: M.nothingToChange });
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

export const ProfileUpdateSchema = z.object({
  full_name: fullName,
  email: email(),
  currentPassword: ChangePasswordSchema.shape.currentPassword,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ForgotPasswordSchema = z.object({ username });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

const linkToken = z
  .string({ error: M.linkInvalid })
  .min(1, { message: M.linkInvalid })
  .max(200, { message: M.linkInvalid })
  .refine(hasNoNul, { message: M.linkInvalid });

/** Both the reset link and the invitation link set a password with a one-time token. */
export const SetPasswordSchema = z.object({ token: linkToken, newPassword });
export type SetPassword = z.infer<typeof SetPasswordSchema>;

/** The page's form: the password twice, so a typo does not lock the person out of a fresh account. */
export const SetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: M.passwordsDiffer,
    path: ["confirmPassword"],
  });
export type SetPasswordForm = z.infer<typeof SetPasswordFormSchema>;

export { PASSWORD_MIN_LENGTH };
