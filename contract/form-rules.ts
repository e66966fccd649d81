// The form rules that pages on every screen need (the footer newsletter), kept free of Zod so the public site's
// frame does not download the validation library. The schemas import them from here.

/** The spec's simple {email} pattern (§5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Honeypot: a field people never see. Bots fill it; such submissions are accepted and silently dropped. */
export const HONEYPOT_FIELD = "website";
