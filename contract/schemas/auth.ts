import { z } from "zod";
import { AUTH_MESSAGES } from "../admin-messages";
import { hasNoNul } from "../fields";
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
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH))
    .max(200, "New password is too long"),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const AdminUserSchema = z.object({
  /** The person's id, as in GET /api/staff and a lead's assignee_id: given by GET /api/auth/profile. */
  id: z.number().int().optional(),
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
  /** An owner requires two-factor sign-in and this person has not set it up: the admin sends them to do so. */
  two_factor_setup_required: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** The password was right and the account has two-factor sign-in: send the code with this challenge. */
export const LoginChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  expires_at: z.string(),
});
export type LoginChallenge = z.infer<typeof LoginChallengeSchema>;

export const LoginResponseSchema = z.union([LoginResultSchema, LoginChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A six-digit code from the authenticator app, or one of the recovery codes (spaces and dashes ignored). */
const twoFactorCode = z
  .string({ error: AUTH_MESSAGES.twoFactorCodeRequired })
  .trim()
  .min(1, AUTH_MESSAGES.twoFactorCodeRequired)
  .max(40, AUTH_MESSAGES.twoFactorCodeWrong)
  .refine(hasNoNul, AUTH_MESSAGES.twoFactorCodeWrong);

export const TwoFactorLoginSchema = z.object({
  challenge: z.string({ error: AUTH_MESSAGES.twoFactorChallengeExpired }).min(1).max(100),
  code: twoFactorCode,
});
export type TwoFactorLogin = z.infer<typeof TwoFactorLoginSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** An owner requires it for everyone. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** Whether the caller may change `required`. */
  can_require: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as an SVG QR code, in a data: URL for an <img>. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorConfirmSchema = z.object({ code: twoFactorCode });
export type TwoFactorConfirm = z.infer<typeof TwoFactorConfirmSchema>;

export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** Turning two-factor off needs the current password or a code (authenticator or recovery). */
export const TwoFactorDisableSchema = z
  .object({
    password: z.string().max(200).optional(),
    code: z.string().trim().max(40).optional(),
  })
  .refine((v) => Boolean(v.password || v.code), {
    message: AUTH_MESSAGES.twoFactorDisableProof,
    path: ["password"],
  });
export type TwoFactorDisable = z.infer<typeof TwoFactorDisableSchema>;

export const TwoFactorPolicySchema = z.object({
  required: z.boolean({ error: "required must be true or false" }),
});
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicySchema>;

export const AdminSessionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** "Chrome on Windows", from the user agent; "Unknown browser" without one. */
  browser: z.string(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const SessionListQuerySchema = z.object({
  /** `all` (owners only) lists everyone's sessions; the default is the caller's own. */
  scope: z.enum(["mine", "all"], { error: "scope must be mine or all" }).default("mine"),
});

/** POST /api/auth/preview: until when this browser's preview cookie shows drafts at their public addresses. */
export const StaffPreviewSchema = z.object({ expires_at: z.string() });
export type StaffPreview = z.infer<typeof StaffPreviewSchema>;
