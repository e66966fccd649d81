import { describe, expect, it } from "vitest";
import {
  GST_STATES,
  gstinCheckCharacter,
  gstinProblem,
  normalizeGstin,
  placeOfSupply,
  splitTax,
  stateLabel,
} from "./gst";
import { GstinSchema, GstStateCodeSchema, ReceiptPrefixSchema } from "./schemas/billing";

describe("GSTIN", () => {
  // The GST portal's own example GSTIN (Maharashtra), and real-format ones of other states with their check
  // characters: Uttar Pradesh (the academy's state), Delhi, Tamil Nadu, Karnataka.
  const VALID = [
    "27AAPFU0939F1ZV",
    "09AAACR5055K1Z5",
    "07AAGFF2194N1Z1",
    "33AACCM9093R1ZP",
    "29AABCT1332L1ZA",
  ];

  it.each(VALID)("accepts %s", (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it("catches every single mistyped character, and a swap of neighbours", () => {
    const gstin = "27AAPFU0939F1ZV";
    for (let i = 0; i < 14; i++) {
      for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
        if (c === gstin[i]) continue;
        const typo = gstin.slice(0, i) + c + gstin.slice(i + 1);
        // A typo either breaks the format (a letter where a digit belongs) or the check character.
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
    }
    expect(gstinProblem("27APAFU0939F1ZV")).toBe("checksum");
  });

  it("names what is wrong", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("format");
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe("format"); // registration number 0 does not exist
    expect(gstinProblem("27AAPFU0939F1YV")).toBe("format"); // the 14th character is always Z
    expect(gstinProblem(`99AAPFU0939F1Z${gstinCheckCharacter("99AAPFU0939F1Z")}`)).toBe("state");
    expect(gstinProblem(`25AAPFU0939F1Z${gstinCheckCharacter("25AAPFU0939F1Z")}`)).toBeNull(); // old Daman and Diu
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("checksum");
  });

  it("forgives spaces, hyphens and lower case as typed from a letterhead, and says why it refuses", () => {
    expect(normalizeGstin(" 27 aapfu-0939f 1zv ")).toBe("27AAPFU0939F1ZV");
    expect(GstinSchema.parse("27aapfu0939f1zv")).toBe("27AAPFU0939F1ZV");
    expect(GstinSchema.safeParse("27AAPFU0939F1ZW").error?.issues[0]?.message).toBe(
      "This GSTIN is not valid: please check it for a typing mistake",
    );
    expect(GstinSchema.safeParse("hello").error?.issues[0]?.message).toMatch(/15 characters/);
  });
});

describe("states", () => {
  it("lists each state once with its GST code, Uttar Pradesh as 09", () => {
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
    expect(GST_STATES.every((s) => /^\d{2}$/.test(s.code) && s.name && s.nameHi)).toBe(true);
    expect(stateLabel("09")).toBe("Uttar Pradesh (09)");
    expect(stateLabel("36")).toBe("Telangana (36)");
    expect(GstStateCodeSchema.safeParse("09").success).toBe(true);
    expect(GstStateCodeSchema.safeParse("28").success).toBe(false); // not a place of supply since 2014
  });

  it("takes the place of supply from the buyer's GSTIN, else their state, else the academy's", () => {
    expect(placeOfSupply({ gstin: "27AAPFU0939F1ZV", stateCode: "09" }, "09")).toBe("27");
    expect(placeOfSupply({ stateCode: "07" }, "09")).toBe("07");
    expect(placeOfSupply({ stateCode: null }, "09")).toBe("09");
  });
});

describe("splitting a fee", () => {
  const up = { rateBps: 1800, supplierStateCode: "09", placeOfSupplyCode: "09" };
  const toMaharashtra = { ...up, placeOfSupplyCode: "27" };

  it("charges CGST and SGST in the academy's state, IGST in another", () => {
    expect(splitTax({ ...up, amountPaise: 1_000_000, inclusive: false })).toEqual({
      taxablePaise: 1_000_000,
      cgstPaise: 90_000,
      sgstPaise: 90_000,
      igstPaise: 0,
      totalPaise: 1_180_000,
      rateBps: 1800,
      intraState: true,
    });
    expect(splitTax({ ...toMaharashtra, amountPaise: 1_180_000, inclusive: true })).toMatchObject({
      taxablePaise: 1_000_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 180_000,
      totalPaise: 1_180_000,
      intraState: false,
    });
  });

  it("rounds each tax half up to the paisa, and a fee that includes GST always adds up to itself", () => {
    // ₹999 including 18%: 84,661.016… paise taxable; 9% of that is 7,619.49… paise.
    expect(splitTax({ ...up, amountPaise: 99_900, inclusive: true })).toMatchObject({
      taxablePaise: 84_662,
      cgstPaise: 7_619,
      sgstPaise: 7_619,
    });
    const wrong: unknown[] = [];
    for (let amountPaise = 0; amountPaise <= 300_000; amountPaise += 7) {
      for (const where of [up, toMaharashtra]) {
        const s = splitTax({ ...where, amountPaise, inclusive: true });
        const half = where === up ? 900 : 0;
        const lines = [
          [s.cgstPaise, half],
          [s.sgstPaise, half],
          [s.igstPaise, 1800 - 2 * half],
        ];
        const addsUp = s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise === amountPaise;
        const eachTaxWithinAPaisa = lines.every(
          ([tax = 0, rate = 0]) => Math.abs(tax - (s.taxablePaise * rate) / 10_000) < 1,
        );
        if (!addsUp || !eachTaxWithinAPaisa || s.cgstPaise !== s.sgstPaise) wrong.push(s);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses amounts that are not whole paise and rates that do not halve", () => {
    expect(() => splitTax({ ...up, amountPaise: 10.5, inclusive: true })).toThrow(RangeError);
    expect(() => splitTax({ ...up, amountPaise: -1, inclusive: true })).toThrow(RangeError);
    expect(() => splitTax({ ...up, rateBps: 1801, amountPaise: 100, inclusive: true })).toThrow(RangeError);
    expect(splitTax({ ...up, rateBps: 0, amountPaise: 5_000, inclusive: true }).taxablePaise).toBe(5_000);
  });
});

describe("receipt prefix setting", () => {
  it("takes up to 3 capitals or digits so that a number stays within 16 characters", () => {
    expect(ReceiptPrefixSchema.parse(" va ")).toBe("VA");
    expect(ReceiptPrefixSchema.safeParse("VARA").success).toBe(false);
    expect(ReceiptPrefixSchema.safeParse("V/A").success).toBe(false);
    expect(ReceiptPrefixSchema.safeParse("").success).toBe(false);
  });
});
