// A fee's receipt as a pure function from plain data to the bytes of an A4 PDF. A GST-registered academy issues a
// tax invoice with what Rule 46 of the CGST Rules lists; an academy below the registration threshold issues a
// plain receipt with no tax line. The fees feature stores the figures when it numbers the receipt (the rate and
// the buyer's details may change later) and renders from what it stored, so a receipt downloaded again is the same.
import { formatRate, stateLabel, type TaxSplit } from "#contract/gst";
import { formatCalendarDate } from "#contract/i18n/format";
import { amountInWords, formatPaise, istDate } from "#contract/receipts";
import { drawLine, drawParagraph, drawRule, fitSize, type Pdf, startPdf } from "./pdf";

export interface ReceiptSupplier {
  name: string;
  address: string;
  /** Required for a tax invoice. */
  gstin: string | null;
  stateCode: string;
  email?: string | null;
  phone?: string | null;
}

export interface ReceiptRecipient {
  name: string;
  address?: string | null;
  gstin?: string | null;
  stateCode?: string | null;
  email?: string | null;
  phone?: string | null;
}

interface ReceiptCommon {
  /** VA/2026-27/0001 */
  number: string;
  /** When it was issued: printed as the date in India, and the PDF's creation date. */
  issuedAt: Date;
  supplier: ReceiptSupplier;
  recipient: ReceiptRecipient;
  /** "Vastu Shastra: Foundation, batch 1–15 March 2027" */
  description: string;
  /** How it was paid; null for an invoice issued before payment. */
  payment: { method: string; reference?: string | null; paidAt: Date } | null;
  /** Printed above the signature: who signs for the academy (its name when not given). */
  signatory?: string;
}

export type ReceiptData =
  | (ReceiptCommon & {
      kind: "tax_invoice";
      sac: string;
      /** From splitTax, stored when the invoice was numbered. */
      tax: TaxSplit;
      placeOfSupplyCode: string;
    })
  | (ReceiptCommon & { kind: "receipt"; amountPaise: number });

const INK = "#2b2118";
const MUTED = "#5c4a3a";
const ACCENT = "#8a2c1b";
const LINE = "#c9b89a";
const MARGIN = 48;

export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  if (data.kind === "tax_invoice" && !data.supplier.gstin) throw new Error("a tax invoice needs the GSTIN");
  const title = data.kind === "tax_invoice" ? "Tax Invoice" : "Receipt";
  const { doc, finished } = startPdf(
    {
      title: `${title} ${data.number}`,
      author: data.supplier.name,
      subject: data.description,
      createdAt: data.issuedAt,
      lang: "en-IN",
    },
    { size: "A4", layout: "portrait" },
  );
  const width = doc.page.width - 2 * MARGIN;
  let y = header(doc, data, title, width);
  y = parties(doc, data, y + 26, width);
  y = table(doc, data, y + 22, width);
  y = payment(doc, data, y + 18, width);
  signature(doc, data, y + 60, width);
  doc.end();
  return finished;
}

function header(doc: Pdf, data: ReceiptData, title: string, width: number): number {
  const left = width * 0.6;
  const { supplier } = data;
  drawLine(doc, supplier.name, MARGIN, MARGIN + 16, {
    size: fitSize(supplier.name, left, 18, 11, "bold"),
    weight: "bold",
    color: ACCENT,
  });
  let y = drawParagraph(doc, supplier.address, MARGIN, MARGIN + 34, {
    width: left,
    size: 9,
    color: MUTED,
    maxLines: 3,
  });
  const contact = [supplier.phone, supplier.email].filter(Boolean).join(" · ");
  if (contact) y = drawParagraph(doc, contact, MARGIN, y, { width: left, size: 9, color: MUTED });
  if (supplier.gstin) {
    drawLine(doc, `GSTIN: ${supplier.gstin}`, MARGIN, y + 2, { size: 10, weight: "bold", color: INK });
    y += 14;
  }

  const right = { x: MARGIN + left, width: width - left, align: "right" as const };
  drawLine(doc, title.toUpperCase(), right.x, MARGIN + 16, {
    ...right,
    size: 16,
    weight: "bold",
    color: INK,
  });
  const number = data.kind === "tax_invoice" ? "Invoice number" : "Receipt number";
  labelled(doc, number, data.number, MARGIN + 38, right);
  labelled(doc, "Date", dateInIndia(data.issuedAt), MARGIN + 64, right);
  return Math.max(y, MARGIN + 78);
}

function labelled(
  doc: Pdf,
  label: string,
  value: string,
  y: number,
  at: { x: number; width: number; align?: "left" | "right" },
): void {
  drawLine(doc, label, at.x, y, { ...at, size: 8, color: MUTED });
  drawLine(doc, value, at.x, y + 13, { ...at, size: 11, weight: "bold", color: INK });
}

function parties(doc: Pdf, data: ReceiptData, top: number, width: number): number {
  drawRule(doc, MARGIN, top - 14, width, { thickness: 0.75, color: LINE });
  const column = width / 2 - 10;
  const { recipient } = data;
  drawLine(doc, data.kind === "tax_invoice" ? "Billed to" : "Received from", MARGIN, top, {
    size: 8,
    color: MUTED,
  });
  drawLine(doc, recipient.name, MARGIN, top + 14, {
    size: fitSize(recipient.name, column, 11, 7, "bold"),
    weight: "bold",
    color: INK,
  });
  let y = top + 28;
  if (recipient.address)
    y = drawParagraph(doc, recipient.address, MARGIN, y, { width: column, size: 9, color: INK, maxLines: 4 });
  const details = [
    recipient.gstin ? `GSTIN: ${recipient.gstin}` : null,
    recipient.stateCode ? `State: ${stateLabel(recipient.stateCode)}` : null,
    [recipient.phone, recipient.email].filter(Boolean).join(" · ") || null,
  ].filter((line): line is string => line !== null);
  for (const line of details) {
    drawLine(doc, line, MARGIN, y, { size: 9, color: INK });
    y += 12.5;
  }
  if (data.kind === "tax_invoice") {
    const right = { x: MARGIN + width / 2 + 10, width: column };
    labelled(doc, "Place of supply", stateLabel(data.placeOfSupplyCode), top, right);
    labelled(doc, "Tax payable on reverse charge", "No", top + 30, right);
  }
  return Math.max(y, top + 58);
}

function table(doc: Pdf, data: ReceiptData, top: number, width: number): number {
  const amountWidth = 110;
  const sacWidth = data.kind === "tax_invoice" ? 70 : 0;
  const amountX = MARGIN + width - amountWidth;
  const sacX = amountX - sacWidth;
  const description = { x: MARGIN + 8, width: sacX - MARGIN - 16 };
  const amount = { x: amountX, width: amountWidth - 8, align: "right" as const };

  doc.rect(MARGIN, top, width, 22).fill("#f1e6d2");
  drawLine(doc, "Description", description.x, top + 15, { size: 9, weight: "bold", color: INK });
  if (data.kind === "tax_invoice")
    drawLine(doc, "SAC", sacX + 4, top + 15, { size: 9, weight: "bold", color: INK });
  const amountHeading = data.kind === "tax_invoice" ? "Taxable value" : "Amount";
  drawLine(doc, amountHeading, amount.x, top + 15, { ...amount, size: 9, weight: "bold", color: INK });

  const first = top + 40;
  const after = drawParagraph(doc, data.description, description.x, first, {
    width: description.width,
    size: 10,
    color: INK,
    maxLines: 3,
  });
  if (data.kind === "tax_invoice") drawLine(doc, data.sac, sacX + 4, first, { size: 10, color: INK });
  const base = data.kind === "tax_invoice" ? data.tax.taxablePaise : data.amountPaise;
  drawLine(doc, formatPaise(base), amount.x, first, { ...amount, size: 10, color: INK });

  let y = after + 6;
  drawRule(doc, MARGIN, y - 10, width, { thickness: 0.5, color: LINE });
  const rows: [string, number][] = [];
  if (data.kind === "tax_invoice") {
    const { tax } = data;
    if (tax.intraState) {
      rows.push([`CGST @ ${formatRate(tax.rateBps / 2)}`, tax.cgstPaise]);
      rows.push([`SGST @ ${formatRate(tax.rateBps / 2)}`, tax.sgstPaise]);
    } else {
      rows.push([`IGST @ ${formatRate(tax.rateBps)}`, tax.igstPaise]);
    }
  }
  const label = { x: sacX - 150, width: 150 + sacWidth - 8, align: "right" as const };
  for (const [name, paise] of rows) {
    drawLine(doc, name, label.x, y + 4, { ...label, size: 10, color: INK });
    drawLine(doc, formatPaise(paise), amount.x, y + 4, { ...amount, size: 10, color: INK });
    y += 18;
  }
  const total = data.kind === "tax_invoice" ? data.tax.totalPaise : data.amountPaise;
  drawRule(doc, label.x, y - 6, MARGIN + width - label.x, { thickness: 0.75, color: INK });
  drawLine(doc, "Total", label.x, y + 10, { ...label, size: 11, weight: "bold", color: INK });
  drawLine(doc, formatPaise(total), amount.x, y + 10, { ...amount, size: 11, weight: "bold", color: INK });
  y += 36;
  y = drawParagraph(doc, `Amount in words: ${amountInWords(total)}`, MARGIN, y, {
    width,
    size: 9,
    color: INK,
  });
  if (data.kind === "receipt")
    y = drawParagraph(doc, "No GST is charged: the academy is not registered for GST.", MARGIN, y + 2, {
      width,
      size: 8,
      color: MUTED,
    });
  return y;
}

function payment(doc: Pdf, data: ReceiptData, top: number, width: number): number {
  if (!data.payment) return top;
  const { method, reference, paidAt } = data.payment;
  const text = `Paid by ${method} on ${dateInIndia(paidAt)}${reference ? `, reference ${reference}` : ""}.`;
  return drawParagraph(doc, text, MARGIN, top, { width, size: 9, color: INK });
}

function signature(doc: Pdf, data: ReceiptData, y: number, width: number): void {
  const box = { x: MARGIN + width - 200, width: 200, align: "right" as const };
  const forWhom = `For ${data.signatory ?? data.supplier.name}`;
  drawLine(doc, forWhom, box.x, y, {
    ...box,
    size: fitSize(forWhom, box.width, 10, 7, "bold"),
    weight: "bold",
  });
  drawRule(doc, box.x + 40, y + 40, box.width - 40, { thickness: 0.75, color: INK });
  drawLine(doc, "Authorised signatory", box.x, y + 54, { ...box, size: 9, color: MUTED });
}

function dateInIndia(at: Date): string {
  const day = istDate(at);
  return formatCalendarDate("en", day) ?? day;
}
