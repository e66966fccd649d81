// Receipt and invoice numbers, financial years, and rupees in words: rules the server (numbering, PDFs) and the
// back office (the prefix setting, the accountant's CSV) share.

/** India's time zone has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The date in India at an instant, YYYY-MM-DD. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export interface FinancialYear {
  /** The calendar year it starts in: 2026 for April 2026 to March 2027. */
  startYear: number;
  /** "2026-27", as invoices and returns write it. */
  label: string;
  /** First and last day, YYYY-MM-DD in India. */
  startsOn: string;
  endsOn: string;
}

/** The Indian financial year (1 April to 31 March) that an instant falls in, by the date in India. */
export function financialYearOf(at: Date): FinancialYear {
  const [year = 0, month = 0] = istDate(at).split("-").map(Number);
  const startYear = month >= 4 ? year : year - 1;
  return {
    startYear,
    label: `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`,
    startsOn: `${startYear}-04-01`,
    endsOn: `${startYear + 1}-03-31`,
  };
}

/**
 * Rule 46(b) of the CGST Rules: an invoice's serial number is at most 16 characters, of letters, digits, "-" and
 * "/", unique within the financial year. Ours is PREFIX/2026-27/0001: the "/2026-27/" part takes 9 and the serial
 * at least 4, which leaves the prefix 3 (a 2-letter prefix allows 99,999 receipts a year).
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
export const RECEIPT_SERIAL_MIN_DIGITS = 4;
export const RECEIPT_PREFIX_MAX_LENGTH = INVOICE_NUMBER_MAX_LENGTH - 9 - RECEIPT_SERIAL_MIN_DIGITS;
export const DEFAULT_RECEIPT_PREFIX = "VA";
const PREFIX_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

export type ReceiptPrefixProblem = "empty" | "too_long" | "characters";

/** Letters (capitals), digits and inner hyphens; "/" is left out, as it separates the number's parts. */
export function receiptPrefixProblem(prefix: string): ReceiptPrefixProblem | null {
  if (prefix.length === 0) return "empty";
  if (prefix.length > RECEIPT_PREFIX_MAX_LENGTH) return "too_long";
  return PREFIX_PATTERN.test(prefix) ? null : "characters";
}

/** The largest serial a prefix leaves room for within 16 characters. */
export function maxReceiptSerial(prefix: string): number {
  return 10 ** (INVOICE_NUMBER_MAX_LENGTH - 9 - prefix.length) - 1;
}

/** VA/2026-27/0001. Throws for a bad prefix or a serial the 16 characters cannot hold. */
export function formatReceiptNumber(prefix: string, financialYear: FinancialYear, serial: number): string {
  const problem = receiptPrefixProblem(prefix);
  if (problem) throw new RangeError(`bad receipt prefix (${problem})`);
  if (!Number.isInteger(serial) || serial < 1 || serial > maxReceiptSerial(prefix))
    throw new RangeError(`receipt serial ${serial} does not fit in ${INVOICE_NUMBER_MAX_LENGTH} characters`);
  return `${prefix}/${financialYear.label}/${String(serial).padStart(RECEIPT_SERIAL_MIN_DIGITS, "0")}`;
}

/** The parts of a number made by formatReceiptNumber, or null. */
export function parseReceiptNumber(
  number: string,
): { prefix: string; financialYear: string; serial: number } | null {
  const match = /^([A-Z0-9-]+)\/(\d{4}-\d{2})\/(\d{4,})$/.exec(number);
  if (!match || number.length > INVOICE_NUMBER_MAX_LENGTH) return null;
  return { prefix: match[1] ?? "", financialYear: match[2] ?? "", serial: Number(match[3]) };
}

// --- Amounts ---------------------------------------------------------------------------------------------------

/** ₹1,18,000.00: paise as rupees in the Indian grouping, always with two decimals (an invoice's amounts). */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100).toString();
  const grouped =
    rupees.length <= 3
      ? rupees
      : `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${rupees.slice(-3)}`;
  return `${sign}₹${grouped}.${String(abs % 100).padStart(2, "0")}`;
}

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : (TENS[Math.floor(n / 10)] ?? "");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A whole number in words in the Indian system: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError("a whole number from 0");
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** "Rupees One Lakh Eighteen Thousand and Fifty Paise Only", as Indian invoices write the total. */
export function amountInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError("a whole number of paise from 0");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}
