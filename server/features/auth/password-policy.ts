// What a new password must be: PASSWORD_MIN_LENGTH characters at least, and not one of the common passwords that
// guessing tries first. The list is the "passwords-common" dictionary of @zxcvbn-ts/language-common (about 49,000
// entries from leaked-password corpora), shipped inside the package, so the check works offline.
import { dictionary } from "@zxcvbn-ts/language-common";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { PASSWORD_MIN_LENGTH } from "#contract/schemas/auth";
import { invalidField } from "#server/domain-errors";

let common: Set<string> | undefined;

/** Common passwords are compared ignoring case and surrounding blanks: "Password123" is as weak as "password123". */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/** Why a password may not be used, or undefined when it may. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (isCommonPassword(password)) return AUTH_MESSAGES.passwordTooCommon;
  return undefined;
}

/** Throws a 400 naming `field` when the password breaks the policy. */
export function assertAcceptablePassword(password: string, field = "newPassword") {
  const problem = passwordProblem(password);
  if (problem) throw invalidField(field, problem);
}
