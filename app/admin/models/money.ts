// Rupees as staff type and read them, and paise as the API keeps them. Amounts are whole paise throughout.

/** "₹5,000" or "₹1,234.50": Indian grouping, paise only when there are some. */
export function formatRupees(paise: number): string {
  const whole = paise % 100 === 0;
  return `₹${(paise / 100).toLocaleString("en-IN", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** The value of a rupee input for `paise`: "5000" or "1234.50", no grouping, so it reads back exactly. */
export function rupeesInput(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

/**
 * What staff typed, in paise: digits with an optional ₹, Indian or western grouping commas and at most two
 * decimals. Null for anything else (a third decimal is a mistake, not something to round away).
 */
export function rupeesToPaise(text: string): number | null {
  const clean = text.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const [, rupees = "0", fraction = ""] = match;
  return Number(rupees) * 100 + Number(fraction.padEnd(2, "0"));
}
