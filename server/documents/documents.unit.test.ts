import { describe, expect, it } from "vitest";
import { splitTax } from "#contract/gst";
import { pdfPageCount, pdfText, pdfTextAvailable } from "../../tests/setup/pdf-text";
import { type CertificateData, renderCertificate } from "./certificate";
import { documentFont, prepareDocumentFonts, shapedGlyphs, splitRuns } from "./fonts";
import { qrRuns, qrSvg } from "./qr";
import { type ReceiptData, renderReceipt } from "./receipt";

const canReadText = pdfTextAvailable("server/documents/documents.unit.test.ts");

// HarfBuzz 6.0.0's shaping of the same words in the same font (Mukta's Devanagari file, unpacked), as printed by
// `hb-shape --no-clusters --no-advances`: glyph names, and pen positions in font units. Conjuncts (ShaRa, PaRa,
// SsaNna, JaNya), the i-matra moved before its consonant and chosen by width (matraI, matraItwo, matraIthree),
// and reph moved after the consonant it sits on.
const HARFBUZZ: [string, string][] = [
  ["श्रीमती", "ShaRa.dv|matraIi.dv@650,0|Ma.dv@888,0|Ta.dv@1442,0|matraIi.dv@1999,0"],
  ["प्रियंका", "matraI.dv|PaRa.dv@228,0|Ya.dv@739,0|Bindu.dv@1303,0|Ka.dv@1303,0|matraA.dv@2055,0"],
  ["त्रिपाठी", "matraI.dv|TaRa.dv@238,0|Pa.dv@738,0|matraA.dv@1249,0|Ttha.dv@1487,0|matraIitwo.dv@2068,0"],
  [
    "कृष्णमूर्ति",
    "Ka.dv|matraRu.dv@495,0|SsaNna.dv@752,0|Ma.dv@1728,0|matraUu.dv@2282,0|matraIthree.dv@2282,0|Ta.dv@2505,0|Reph.dv@3077,0",
  ],
  ["द्विवेदी", "matraItwo.dv|DaVa.dv@228,0|Va.dv@751,0|matraE.dv@1291,0|Da.dv@1291,0|matraIi.dv@1797,0"],
  ["र्क", "Ka.dv|Reph.dv@500,0"],
  ["ज्ञान", "JaNya.dv|matraA.dv@673,0|Na.dv@911,0"],
];

function parseGlyph(entry: string): { name: string; x: number; y: number } {
  const [name = "", at = "0,0"] = entry.split("@");
  const [x = 0, y = 0] = at.split(",").map(Number);
  return { name, x, y };
}

describe("Devanagari shaping", () => {
  it.each(HARFBUZZ)("%s is shaped as HarfBuzz shapes it", (word, reference) => {
    const ours = shapedGlyphs(word).map(parseGlyph);
    const theirs = reference.split("|").map(parseGlyph);
    expect(ours.map((g) => g.name)).toEqual(theirs.map((g) => g.name));
    // fontkit attaches the reph of मूर्ति 15 units (1.5% of the em) from HarfBuzz's place; everything else is exact.
    ours.forEach((g, i) => {
      expect(Math.abs(g.x - (theirs[i]?.x ?? 0))).toBeLessThanOrEqual(16);
      expect(g.y).toBe(theirs[i]?.y);
    });
  });

  it("sets each script in the file that has its letters, keeping spaces and marks in the run", () => {
    const runs = splitRuns("Priya त्रिपाठी, ₹1,500 Zoë Łukasz 🙂", "regular");
    expect(runs.map((r) => [r.script, r.text])).toEqual([
      ["latin", "Priya "],
      ["devanagari", "त्रिपाठी"],
      ["latin", ", "],
      ["devanagari", "₹"],
      ["latin", "1,500 Zoë "],
      ["latin-ext", "Ł"],
      ["latin", "ukasz ?"],
    ]);
    expect(runs.at(-1)?.original).toBe("ukasz 🙂");
  });
});

const certificate: CertificateData = {
  locale: "en",
  academyName: "Varanasi Academy of Vastu",
  academyAddress: "Sigra, Varanasi",
  personName: "श्रीमती प्रियंका त्रिपाठी",
  courseTitle: "Vastu Shastra: Foundation",
  startsOn: "2027-03-01",
  endsOn: "2027-03-15",
  certificateNumber: "VA-C-2027-0042",
  issuedOn: "2027-03-16",
  verifyUrl: "https://academy.example.in/certificate/7KQ2M9XD",
};

describe("certificate of completion", () => {
  it("prints a Devanagari name, the course, dates, number and verification address on one page", async () => {
    const pdf = await renderCertificate(certificate);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBe(1);
    if (!canReadText) return;
    const text = pdfText(pdf);
    for (const shown of [
      "श्रीमती प्रियंका त्रिपाठी",
      "Certificate of Completion",
      "Vastu Shastra: Foundation",
      "held from 1 March 2027 to 15 March 2027.",
      "VA-C-2027-0042",
      "16 March 2027",
      certificate.verifyUrl,
    ])
      expect(text).toContain(shown);
  });

  it("is in Hindi for a Hindi visitor, names in either script", async () => {
    const pdf = await renderCertificate({ ...certificate, locale: "hi", personName: "Krishnamurti Dwivedi" });
    if (!canReadText) return;
    const text = pdfText(pdf);
    expect(text).toContain("पूर्णता प्रमाण-पत्र");
    expect(text).toContain("Krishnamurti Dwivedi");
    expect(text).toContain("(1 मार्च 2027 से 15 मार्च 2027 तक) सफलतापूर्वक पूरा किया है।");
  });

  it("gives the same bytes for the same data (its dates come from the data, not the clock)", async () => {
    const [a, b] = await Promise.all([renderCertificate(certificate), renderCertificate(certificate)]);
    expect(a.equals(b)).toBe(true);
    const other = await renderCertificate({ ...certificate, certificateNumber: "VA-C-2027-0043" });
    expect(other.equals(a)).toBe(false);
  });
});

describe("QR codes", () => {
  it("draws every dark module once, as an accessible SVG", () => {
    const { size, runs } = qrRuns("upi://pay?pa=academy@okaxis&am=1.00");
    const dark = runs.reduce((n, [, , length = 0]) => n + length, 0);
    const svg = qrSvg("upi://pay?pa=academy@okaxis&am=1.00", 'Pay "₹1.00" <to> the academy');
    const drawn = [...svg.matchAll(/h(\d+)v1/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(drawn).toBe(dark);
    expect(svg).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
    expect(svg).toContain('role="img" aria-label="Pay &#34;₹1.00&#34; &#60;to&#62; the academy"');
    expect(svg).toContain("<title>Pay &#34;₹1.00&#34; &#60;to&#62; the academy</title>");
  });
});

const supplier = {
  name: "Varanasi Academy of Vastu",
  address: "B 21/115, Kamachha, Varanasi, Uttar Pradesh 221010",
  gstin: "09AAACR5055K1Z5",
  stateCode: "09",
  email: "accounts@academy.example.in",
};
const invoice: ReceiptData = {
  kind: "tax_invoice",
  number: "VA/2026-27/0001",
  issuedAt: new Date("2027-03-01T20:00:00Z"), // 2 March in India
  supplier,
  recipient: { name: "श्रीमती प्रियंका त्रिपाठी", address: "12, लंका, वाराणसी", stateCode: "09" },
  description: "Vastu Shastra: Foundation, batch 1 March 2027 to 15 March 2027",
  sac: "999293",
  placeOfSupplyCode: "09",
  tax: splitTax({
    amountPaise: 1_180_000,
    inclusive: true,
    rateBps: 1800,
    supplierStateCode: "09",
    placeOfSupplyCode: "09",
  }),
  payment: {
    method: "Razorpay (UPI)",
    reference: "pay_29QQoUBi66xm2f",
    paidAt: new Date("2027-03-01T19:59:00Z"),
  },
};

/** A label and its amount are drawn on one baseline; pdftotext gives them as neighbouring lines. */
function expectRow(text: string, label: string, value: string): void {
  const lines = text.split(/\n+/);
  const at = lines.indexOf(label);
  expect(at, label).toBeGreaterThanOrEqual(0);
  expect([lines[at - 1], lines[at + 1]], label).toContain(value);
}

describe("receipt and tax invoice", () => {
  it("prints what Rule 46 asks of a tax invoice within the academy's state: CGST and SGST", async () => {
    const pdf = await renderReceipt(invoice);
    expect(pdfPageCount(pdf)).toBe(1);
    if (!canReadText) return;
    const text = pdfText(pdf);
    for (const shown of [
      "Varanasi Academy of Vastu",
      "B 21/115, Kamachha, Varanasi, Uttar Pradesh 221010",
      "GSTIN: 09AAACR5055K1Z5",
      "TAX INVOICE",
      "VA/2026-27/0001",
      "2 March 2027",
      "श्रीमती प्रियंका त्रिपाठी",
      "12, लंका, वाराणसी",
      "Uttar Pradesh (09)",
      "999293",
      "₹10,000.00",
      "Tax payable on reverse charge",
      "Amount in words: Rupees Eleven Thousand Eight Hundred Only",
      "Paid by Razorpay (UPI) on 2 March 2027, reference pay_29QQoUBi66xm2f.",
      "Authorised signatory",
    ])
      expect(text).toContain(shown);
    expectRow(text, "CGST @ 9%", "₹900.00");
    expectRow(text, "SGST @ 9%", "₹900.00");
    expectRow(text, "Total", "₹11,800.00");
    expect(text).not.toContain("IGST");
  });

  it("charges IGST to a buyer in another state, with their GSTIN", async () => {
    const pdf = await renderReceipt({
      ...invoice,
      recipient: {
        name: "Acme Vastu LLP",
        address: "Nariman Point, Mumbai",
        gstin: "27AAPFU0939F1ZV",
        stateCode: "27",
      },
      placeOfSupplyCode: "27",
      tax: splitTax({
        amountPaise: 99_900,
        inclusive: true,
        rateBps: 1800,
        supplierStateCode: "09",
        placeOfSupplyCode: "27",
      }),
    });
    if (!canReadText) return;
    const text = pdfText(pdf);
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("Maharashtra (27)");
    expectRow(text, "IGST @ 18%", "₹152.39");
    expectRow(text, "Total", "₹999.00");
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("is a plain receipt with no tax line when the academy is not registered", async () => {
    const pdf = await renderReceipt({
      kind: "receipt",
      number: "VA/2026-27/0002",
      issuedAt: invoice.issuedAt,
      supplier: { ...supplier, gstin: null },
      recipient: { name: "Rahul Verma" },
      description: invoice.description,
      amountPaise: 1_500_000,
      payment: null,
    });
    if (!canReadText) return;
    const text = pdfText(pdf);
    expect(text).toContain("RECEIPT");
    expectRow(text, "Total", "₹15,000.00");
    expect(text).toContain("Rupees Fifteen Thousand Only");
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|SAC|TAX INVOICE|Place of supply/);
  });

  it("refuses a tax invoice without the academy's GSTIN, and gives the same bytes for the same data", async () => {
    await expect(renderReceipt({ ...invoice, supplier: { ...supplier, gstin: null } })).rejects.toThrow(
      /GSTIN/,
    );
    const [a, b] = await Promise.all([renderReceipt(invoice), renderReceipt(invoice)]);
    expect(a.equals(b)).toBe(true);
  });
});

describe("font preparation", () => {
  it("loads every font file once, so documents after it find them ready", () => {
    prepareDocumentFonts();
    for (const script of ["latin", "devanagari", "latin-ext"] as const)
      for (const weight of ["regular", "bold"] as const)
        expect(documentFont(script, weight)).toBe(documentFont(script, weight));
    expect(documentFont("devanagari", "bold").hasGlyphForCodePoint("श".codePointAt(0) ?? 0)).toBe(true);
  });
});
