// UPI without a payment provider: the link that opens the payer's bank app with our VPA, the amount and our
// reference filled in (NPCI's UPI Linking Specifications 1.6, "upi://pay?..."), and the check of a UPI ID. The
// page shows the link, and its QR code for a computer; the person then sends us the UTR, which staff verify.

/**
 * A UPI ID (VPA): a handle of letters, digits, ".", "-" and "_", an "@", and the bank's or app's name (letters
 * and digits, starting with a letter), as NPCI's apps accept them: name@okaxis, 9876543210@ybl, shop.name@upi.
 */
const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function isVpa(value: string): boolean {
  return VPA_PATTERN.test(value);
}

/** Our reference (`tr`): the spec's limit is 35 characters; letters, digits and "-" read in every bank app. */
export const UPI_REFERENCE_MAX_LENGTH = 35;
/** The note (`tn`) the payer sees; apps show about 50 characters. */
export const UPI_NOTE_MAX_LENGTH = 50;
const REFERENCE_PATTERN = /^[A-Za-z0-9-]{1,35}$/;

export interface UpiPayment {
  vpa: string;
  /** The payee's name as the app shows it for confirmation: the academy's name. */
  payeeName: string;
  amountPaise: number;
  /** Our reference for this payment, so that staff can match the bank statement. */
  reference: string;
  /** A short note the payer's app shows ("Fee VA-E-42"); cut to 50 characters. */
  note?: string;
}

/** 150000 paise is "1500.00": UPI amounts are rupees with two decimals, made here from whole paise. */
export function upiAmount(paise: number): string {
  if (!Number.isInteger(paise) || paise <= 0)
    throw new RangeError("a UPI amount is a whole number of paise above 0");
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/**
 * Percent-encodes a value for the link: UTF-8, and every character but letters, digits and "-._~" (RFC 3986's
 * unreserved characters) escaped, so a space is %20 and never "+", which some bank apps show as a plus. The "@" of
 * a VPA stays as it is, as in the specification's own examples.
 */
function encode(value: string, keep = ""): string {
  return Array.from(value)
    .map((c) => (/^[A-Za-z0-9\-._~]$/.test(c) || keep.includes(c) ? c : encodeURIComponent(c)))
    .join("")
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** upi://pay?pa=…&pn=…&am=1500.00&cu=INR&tr=…&tn=… */
export function upiPayLink(payment: UpiPayment): string {
  if (!isVpa(payment.vpa)) throw new RangeError("not a UPI ID");
  if (!REFERENCE_PATTERN.test(payment.reference))
    throw new RangeError(`a UPI reference is 1 to ${UPI_REFERENCE_MAX_LENGTH} letters, digits or hyphens`);
  const params = [
    `pa=${encode(payment.vpa, "@")}`,
    `pn=${encode(payment.payeeName.trim())}`,
    `am=${upiAmount(payment.amountPaise)}`,
    "cu=INR",
    `tr=${payment.reference}`,
  ];
  const note = Array.from(payment.note?.trim() ?? "")
    .slice(0, UPI_NOTE_MAX_LENGTH)
    .join("");
  if (note) params.push(`tn=${encode(note)}`);
  return `upi://pay?${params.join("&")}`;
}

/** A UTR, the bank's 12-digit reference of a UPI transfer, as the payer's app shows it. */
export function isUtr(value: string): boolean {
  return /^\d{12}$/.test(value);
}
