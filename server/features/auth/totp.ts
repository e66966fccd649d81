// TOTP (RFC 6238) with the otpauth library: SHA-1, 6 digits, 30-second steps, as every authenticator app reads
// them. Secrets are stored encrypted (AES-256-GCM) with a key derived from the server's secret, so a copy of the
// database alone does not give out working codes.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes one step early or late are accepted: phone clocks drift. */
const TOTP_WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step a code belongs to, or undefined when it matches none within the window. */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | undefined {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(secretBase32).validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUrl(secretBase32: string, account: string, issuer: string): string {
  return totpFor(secretBase32, account, issuer).toString();
}

/** The address as an SVG QR code in a data: URL, for an <img> (the page's CSP allows data: images). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

function secretKey(appSecret: string) {
  return Buffer.from(hkdfSync("sha256", appSecret, "academy-totp", "totp secret encryption", 32));
}

/** `v1.iv.tag.ciphertext`, base64url each. */
export function encryptSecret(plain: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretKey(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function decryptSecret(stored: string, appSecret: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unreadable TOTP secret");
  const decipher = createDecipheriv("aes-256-gcm", secretKey(appSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 10 letters and digits, shown as xxxxx-xxxxx; 50 bits each, so one SHA-256 is enough. */
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz023456789"; // 32 signs: no i, l, o or 1 to misread
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are compared ignoring case, blanks and dashes, as people type them. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]+/g, "");
  return createHash("sha256").update(normal).digest("hex");
}
