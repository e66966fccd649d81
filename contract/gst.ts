// GST rules for the academy's receipts and tax invoices, shared by the server (invoices, the payment API) and the
// back office (the settings form, the billing form): GSTIN checks, the states and their GST codes, and how a fee
// splits into taxable value and tax. Amounts are whole paise; rates are basis points (1800 = 18%).
// Verify the tax treatment with the academy's accountant: docs/decisions/0059-gst-receipts-and-numbering.md.

/** Commercial training and coaching services (SAC 999293), taxed at 18%. */
export const DEFAULT_SAC = "999293";
export const DEFAULT_GST_RATE_BPS = 1800;
/** The academy is in Varanasi. */
export const DEFAULT_SUPPLIER_STATE_CODE = "09";

export interface GstState {
  /** Two digits, the first two characters of every GSTIN registered there. */
  code: string;
  name: string;
  nameHi: string;
}

/**
 * The states and union territories a buyer can be in, with the codes of the GST portal's state list. Code 26 is
 * Dadra and Nagar Haveli and Daman and Diu, merged in 2020; code 38 is Ladakh; 97 is "Other Territory" (the
 * offshore areas). Old GSTINs may still carry 25 (Daman and Diu before the merger) and 28 (Andhra Pradesh before
 * 2014's division): they are accepted in a GSTIN (LEGACY_STATE_CODES), never offered as a place of supply.
 */
export const GST_STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir", nameHi: "जम्मू और कश्मीर" },
  { code: "02", name: "Himachal Pradesh", nameHi: "हिमाचल प्रदेश" },
  { code: "03", name: "Punjab", nameHi: "पंजाब" },
  { code: "04", name: "Chandigarh", nameHi: "चंडीगढ़" },
  { code: "05", name: "Uttarakhand", nameHi: "उत्तराखंड" },
  { code: "06", name: "Haryana", nameHi: "हरियाणा" },
  { code: "07", name: "Delhi", nameHi: "दिल्ली" },
  { code: "08", name: "Rajasthan", nameHi: "राजस्थान" },
  { code: "09", name: "Uttar Pradesh", nameHi: "उत्तर प्रदेश" },
  { code: "10", name: "Bihar", nameHi: "बिहार" },
  { code: "11", name: "Sikkim", nameHi: "सिक्किम" },
  { code: "12", name: "Arunachal Pradesh", nameHi: "अरुणाचल प्रदेश" },
  { code: "13", name: "Nagaland", nameHi: "नागालैंड" },
  { code: "14", name: "Manipur", nameHi: "मणिपुर" },
  { code: "15", name: "Mizoram", nameHi: "मिज़ोरम" },
  { code: "16", name: "Tripura", nameHi: "त्रिपुरा" },
  { code: "17", name: "Meghalaya", nameHi: "मेघालय" },
  { code: "18", name: "Assam", nameHi: "असम" },
  { code: "19", name: "West Bengal", nameHi: "पश्चिम बंगाल" },
  { code: "20", name: "Jharkhand", nameHi: "झारखंड" },
  { code: "21", name: "Odisha", nameHi: "ओडिशा" },
  { code: "22", name: "Chhattisgarh", nameHi: "छत्तीसगढ़" },
  { code: "23", name: "Madhya Pradesh", nameHi: "मध्य प्रदेश" },
  { code: "24", name: "Gujarat", nameHi: "गुजरात" },
  {
    code: "26",
    name: "Dadra and Nagar Haveli and Daman and Diu",
    nameHi: "दादरा और नगर हवेली और दमन और दीव",
  },
  { code: "27", name: "Maharashtra", nameHi: "महाराष्ट्र" },
  { code: "29", name: "Karnataka", nameHi: "कर्नाटक" },
  { code: "30", name: "Goa", nameHi: "गोवा" },
  { code: "31", name: "Lakshadweep", nameHi: "लक्षद्वीप" },
  { code: "32", name: "Kerala", nameHi: "केरल" },
  { code: "33", name: "Tamil Nadu", nameHi: "तमिलनाडु" },
  { code: "34", name: "Puducherry", nameHi: "पुडुचेरी" },
  { code: "35", name: "Andaman and Nicobar Islands", nameHi: "अंडमान और निकोबार द्वीपसमूह" },
  { code: "36", name: "Telangana", nameHi: "तेलंगाना" },
  { code: "37", name: "Andhra Pradesh", nameHi: "आंध्र प्रदेश" },
  { code: "38", name: "Ladakh", nameHi: "लद्दाख" },
  { code: "97", name: "Other Territory", nameHi: "अन्य क्षेत्र" },
];

export const LEGACY_STATE_CODES: Readonly<Record<string, string>> = {
  "25": "Daman and Diu",
  "28": "Andhra Pradesh (before division)",
};

const STATE_BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

export function gstState(code: string): GstState | undefined {
  return STATE_BY_CODE.get(code);
}

/** "Uttar Pradesh (09)": how Rule 46 wants a place of supply, by name and code. */
export function stateLabel(code: string): string {
  const name = STATE_BY_CODE.get(code)?.name ?? LEGACY_STATE_CODES[code] ?? "Unknown state";
  return `${name} (${code})`;
}

// --- GSTIN -----------------------------------------------------------------------------------------------------

/**
 * A regular GSTIN: state code, the holder's PAN (five letters, four digits, a letter), the number of the
 * registration under that PAN in the state (1-9, then A-Z), "Z", and a check character.
 */
const GSTIN_PATTERN = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of the first 14 characters: GSTN's Luhn mod 36. Each character's value (0-9, A-Z = 10-35)
 * is multiplied by 1 or 2, alternately from the first; a product's base-36 digits are added (its quotient and
 * remainder by 36); the check value brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = BASE36.indexOf(first14[i] ?? "");
    if (value < 0) throw new Error("not a GSTIN character");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] ?? "0";
}

/** Upper case without spaces: people copy GSTINs from letterheads as "09 AAACR 5055 K1Z5". */
export function normalizeGstin(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

export type GstinProblem = "format" | "state" | "checksum";

/** Why a (normalised) GSTIN cannot be right, or null when it can: the GST portal alone knows it is registered. */
export function gstinProblem(gstin: string): GstinProblem | null {
  const match = GSTIN_PATTERN.exec(gstin);
  if (!match) return "format";
  const state = match[1] ?? "";
  if (!STATE_BY_CODE.has(state) && !(state in LEGACY_STATE_CODES)) return "state";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : "checksum";
}

/** The state a GSTIN is registered in (its first two digits). */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

// --- The split of a fee ------------------------------------------------------------------------------------------

/** a × b / c rounded half up, on whole numbers (no floating-point money). */
function mulDivRound(a: number, b: number, c: number): number {
  return Math.floor((2 * a * b + c) / (2 * c));
}

/** Fees up to ₹1 crore: far above any course, and a × rate stays an exact JavaScript integer. */
export const MAX_FEE_PAISE = 1_000_000_000;

export interface TaxSplitInput {
  /** The fee as the academy states it: including GST when `inclusive`, else the taxable value. */
  amountPaise: number;
  inclusive: boolean;
  rateBps: number;
  supplierStateCode: string;
  placeOfSupplyCode: string;
}

export interface TaxSplit {
  taxablePaise: number;
  /** CGST and SGST each at half the rate, for a supply within the academy's state; else 0. */
  cgstPaise: number;
  sgstPaise: number;
  /** IGST at the full rate, for a supply to another state; else 0. */
  igstPaise: number;
  totalPaise: number;
  rateBps: number;
  intraState: boolean;
}

/**
 * Splits a fee into taxable value and tax. Each tax is its rate times the taxable value, rounded half up to the
 * paisa; CGST and SGST are each computed at half the rate, so they are always equal. For a fee that excludes GST,
 * the fee is the taxable value and the total is the sum. For a fee that includes GST, the total is the fee, the
 * taxes are computed on the taxable value the rate implies (fee × 100 / (100 + rate), rounded half up), and the
 * taxable value is what remains of the fee: the lines always add up to the fee, and a tax differs from rate ×
 * taxable value by at most one paisa.
 */
export function splitTax(input: TaxSplitInput): TaxSplit {
  const { amountPaise, rateBps } = input;
  if (!Number.isInteger(amountPaise) || amountPaise < 0 || amountPaise > MAX_FEE_PAISE)
    throw new RangeError("amountPaise must be a whole number of paise from 0 to 1,000,000,000");
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000 || rateBps % 2 !== 0)
    throw new RangeError("rateBps must be an even whole number of basis points from 0 to 10,000");
  const intraState = input.supplierStateCode === input.placeOfSupplyCode;
  const base = input.inclusive ? mulDivRound(amountPaise, 10_000, 10_000 + rateBps) : amountPaise;
  const half = intraState ? mulDivRound(base, rateBps / 2, 10_000) : 0;
  const igstPaise = intraState ? 0 : mulDivRound(base, rateBps, 10_000);
  const taxPaise = 2 * half + igstPaise;
  const taxablePaise = input.inclusive ? amountPaise - taxPaise : amountPaise;
  return {
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise,
    totalPaise: taxablePaise + taxPaise,
    rateBps,
    intraState,
  };
}

/**
 * The place of supply of training to this buyer (section 12(2) of the IGST Act, for a service not tied to an
 * event): the state of the buyer's GSTIN when they give one, else the state of the address they give, else the
 * academy's own state.
 */
export function placeOfSupply(
  buyer: { gstin?: string | null; stateCode?: string | null },
  supplierStateCode: string,
): string {
  if (buyer.gstin) return gstinStateCode(buyer.gstin);
  if (buyer.stateCode && STATE_BY_CODE.has(buyer.stateCode)) return buyer.stateCode;
  return supplierStateCode;
}

/** "18%", "9%", "2.5%": a rate in basis points as an invoice prints it. */
export function formatRate(rateBps: number): string {
  return `${(rateBps / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}
