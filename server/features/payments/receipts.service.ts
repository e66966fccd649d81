// Numbered receipts and tax invoices, of enrolments and of consultation bookings. The number comes from the
// per-prefix, per-financial-year counter row, updated (and so locked) in the transaction that makes the fee paid:
// gap-free, and a rolled-back payment gives its number back. What the document prints is copied into `receipts`
// then and never recomputed, so a receipt downloaded again is the same even after the settings or the buyer's
// details change.
import { eq, sql } from "drizzle-orm";
import { placeOfSupply, splitTax } from "#contract/gst";
import { formatDateRange, formatIndiaTime } from "#contract/i18n/format";
import { consultationServiceLabel } from "#contract/i18n/service-label";
import { financialYearOf, formatReceiptNumber } from "#contract/receipts";
import type { BillingSettings } from "#contract/schemas/billing";
import { formatAddress, SAMPLE_SITE_SETTINGS, type SiteSettings } from "#contract/site-settings";
import type { Db } from "#server/db/client";
import {
  agendaRanges,
  batches,
  consultationRequests,
  courses,
  enrolments,
  receiptCounters,
  receipts,
} from "#server/db/schema";
import { type ReceiptData, renderReceipt } from "#server/documents/receipt";
import { settingsOrSeed, storedSettings } from "#server/features/site/settings.service";

export type ReceiptRow = typeof receipts.$inferSelect;

/** The settings inside a transaction, without seeding them as a side effect. */
export async function settingsIn(tx: Db): Promise<SiteSettings> {
  return settingsOrSeed(await storedSettings(tx), SAMPLE_SITE_SETTINGS);
}

/**
 * What the person is charged for a fee: the fee itself, unless the academy is registered and its fees are stated
 * without GST, when the tax is added (at the academy's own state's split; CGST+SGST and IGST at the same rate
 * differ by at most a paisa of rounding, which the receipt then carves out of the total paid).
 */
export function chargedPaise(feePaise: number, billing: BillingSettings): number {
  if (!billing.gstRegistered || billing.feesIncludeGst || feePaise === 0) return feePaise;
  return splitTax({
    amountPaise: feePaise,
    inclusive: false,
    rateBps: billing.gstRateBps,
    supplierStateCode: billing.gstStateCode,
    placeOfSupplyCode: billing.gstStateCode,
  }).totalPaise;
}

/** The next serial of the series, under the counter row's lock until the transaction ends. */
async function nextSerial(tx: Db, prefix: string, financialYear: string): Promise<number> {
  await tx
    .insert(receiptCounters)
    .values({ prefix, financial_year: financialYear, last_serial: 0 })
    .onConflictDoNothing();
  const [row] = await tx
    .update(receiptCounters)
    .set({ last_serial: sql`${receiptCounters.last_serial} + 1` })
    .where(
      sql`${receiptCounters.prefix} = ${prefix} and ${receiptCounters.financial_year} = ${financialYear}`,
    )
    .returning({ serial: receiptCounters.last_serial });
  if (!row) throw new Error("receipt counter row missing");
  return row.serial;
}

export async function receiptOfEnrolment(db: Db, enrolmentId: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.enrolment_id, enrolmentId));
  return row;
}

/** The receipt of a consultation booking's fee, if it has one. */
export async function receiptOfBooking(db: Db, requestId: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.request_id, requestId));
  return row;
}

interface PaidFor {
  /** What the receipt is for: one enrolment or one consultation booking. */
  owner: { enrolment_id: number } | { request_id: number };
  description: string;
  totalPaise: number;
  buyer: {
    name: string;
    address: string | null;
    stateCode: string | null;
    gstin: string | null;
    email: string | null;
    phone: string | null;
  };
}

/**
 * Numbers and stores a receipt (a tax invoice when the settings say GST-registered, the tax carved out of what was
 * paid), copying everything it prints. In the transaction that made the fee paid.
 */
async function issueReceipt(
  tx: Db,
  paidFor: PaidFor,
  payment: { method: string; reference: string | null; paidAt: Date },
  now: Date,
): Promise<ReceiptRow> {
  const settings = await settingsIn(tx);
  const billing = settings.billing;
  const year = financialYearOf(now);
  const number = formatReceiptNumber(
    billing.receiptPrefix,
    year,
    await nextSerial(tx, billing.receiptPrefix, year.label),
  );
  const total = Math.max(paidFor.totalPaise, 0);
  const { buyer } = paidFor;
  const registered = billing.gstRegistered && billing.gstin !== "";
  const place = registered
    ? placeOfSupply({ gstin: buyer.gstin, stateCode: buyer.stateCode }, billing.gstStateCode)
    : billing.gstStateCode;
  const tax = registered
    ? splitTax({
        amountPaise: total,
        inclusive: true,
        rateBps: billing.gstRateBps,
        supplierStateCode: billing.gstStateCode,
        placeOfSupplyCode: place,
      })
    : null;
  const [row] = await tx
    .insert(receipts)
    .values({
      number,
      kind: registered ? "tax_invoice" : "receipt",
      financial_year: year.label,
      ...paidFor.owner,
      issued_at: now,
      description: paidFor.description,
      total_paise: total,
      taxable_paise: tax ? tax.taxablePaise : total,
      cgst_paise: tax?.cgstPaise ?? 0,
      sgst_paise: tax?.sgstPaise ?? 0,
      igst_paise: tax?.igstPaise ?? 0,
      rate_bps: tax ? billing.gstRateBps : 0,
      sac: registered ? billing.sacCode : null,
      place_of_supply: place,
      supplier_name: settings.name,
      supplier_address: formatAddress(settings.address),
      supplier_gstin: registered ? billing.gstin : null,
      supplier_state_code: billing.gstStateCode,
      buyer_name: buyer.name,
      buyer_address: buyer.address,
      buyer_state_code: buyer.stateCode,
      buyer_gstin: buyer.gstin,
      buyer_email: buyer.email,
      buyer_phone: buyer.phone,
      payment_method: payment.method,
      payment_reference: payment.reference,
      paid_at: payment.paidAt,
      created_at: now,
    })
    .returning();
  if (!row) throw new Error("receipt insert returned nothing");
  return row;
}

/**
 * Numbers the enrolment's receipt if it has none yet, and answers it. Runs in the transaction that made the
 * enrolment paid; the total is what was charged for it.
 */
export async function issueEnrolmentReceipt(
  tx: Db,
  enrolmentId: number,
  payment: { method: string; reference: string | null; paidAt: Date },
  now: Date,
): Promise<ReceiptRow> {
  const existing = await receiptOfEnrolment(tx, enrolmentId);
  if (existing) return existing;
  const [found] = await tx
    .select({ enrolment: enrolments, batch: batches, course_title: courses.title })
    .from(enrolments)
    .innerJoin(batches, eq(batches.batch_id, enrolments.batch_id))
    .innerJoin(courses, eq(courses.course_id, batches.course_id))
    .where(eq(enrolments.enrolment_id, enrolmentId));
  if (!found) throw new Error(`no enrolment ${enrolmentId} to receipt`);
  const { enrolment, batch } = found;
  return issueReceipt(
    tx,
    {
      owner: { enrolment_id: enrolmentId },
      description: `Course fee: ${found.course_title}, batch of ${formatDateRange("en", batch.starts_on, batch.ends_on)}`,
      totalPaise: enrolment.amount_paise,
      buyer: {
        name: enrolment.billing_name || enrolment.name,
        address: enrolment.billing_address,
        stateCode: enrolment.billing_state_code,
        gstin: enrolment.billing_gstin,
        email: enrolment.email,
        phone: enrolment.phone,
      },
    },
    payment,
    now,
  );
}

/**
 * Numbers a consultation booking's receipt if it has none yet, and answers it. Its fee is charged as set on the
 * consultation hours, so a registered academy's tax is carved out of what was paid.
 */
export async function issueBookingReceipt(
  tx: Db,
  requestId: number,
  payment: { method: string; reference: string | null; paidAt: Date; amountPaise: number },
  now: Date,
): Promise<ReceiptRow> {
  const existing = await receiptOfBooking(tx, requestId);
  if (existing) return existing;
  const [found] = await tx
    .select({ request: consultationRequests, starts_at: agendaRanges.starts_at })
    .from(consultationRequests)
    .innerJoin(agendaRanges, eq(agendaRanges.request_id, consultationRequests.request_id))
    .where(eq(consultationRequests.request_id, requestId));
  if (!found) throw new Error(`no booking ${requestId} to receipt`);
  const { request } = found;
  const service = consultationServiceLabel(request.service_type, "en");
  return issueReceipt(
    tx,
    {
      owner: { request_id: requestId },
      description: `Consultation fee: ${service}, ${formatIndiaTime("en", found.starts_at)}`,
      totalPaise: payment.amountPaise,
      buyer: {
        name: request.name,
        address: null,
        stateCode: null,
        gstin: null,
        email: request.email,
        phone: request.phone,
      },
    },
    payment,
    now,
  );
}

const METHOD_LABEL: Record<string, string> = {
  razorpay: "Online (Razorpay)",
  upi: "UPI",
  cash: "Cash",
  cheque: "Cheque",
  bank_transfer: "Bank transfer",
};

/** What renderReceipt draws, from the stored row. */
export function receiptData(row: ReceiptRow): ReceiptData {
  const common = {
    number: row.number,
    issuedAt: row.issued_at,
    supplier: {
      name: row.supplier_name,
      address: row.supplier_address,
      gstin: row.supplier_gstin,
      stateCode: row.supplier_state_code,
    },
    recipient: {
      name: row.buyer_name,
      address: row.buyer_address,
      gstin: row.buyer_gstin,
      stateCode: row.buyer_state_code,
      email: row.buyer_email,
      phone: row.buyer_phone,
    },
    description: row.description,
    payment: {
      method: METHOD_LABEL[row.payment_method] ?? row.payment_method,
      reference: row.payment_reference,
      paidAt: row.paid_at,
    },
  };
  if (row.kind === "tax_invoice")
    return {
      ...common,
      kind: "tax_invoice",
      sac: row.sac ?? "",
      placeOfSupplyCode: row.place_of_supply,
      tax: {
        taxablePaise: row.taxable_paise,
        cgstPaise: row.cgst_paise,
        sgstPaise: row.sgst_paise,
        igstPaise: row.igst_paise,
        totalPaise: row.total_paise,
        rateBps: row.rate_bps,
        intraState: row.place_of_supply === row.supplier_state_code,
      },
    };
  return { ...common, kind: "receipt", amountPaise: row.total_paise };
}

export const receiptFileName = (row: ReceiptRow) => `${row.number.replaceAll("/", "-")}.pdf`;

/** The PDF of a stored receipt and its file name (VA-2026-27-0001.pdf). */
export async function receiptPdf(row: ReceiptRow): Promise<{ pdf: Buffer; fileName: string }> {
  return { pdf: await renderReceipt(receiptData(row)), fileName: receiptFileName(row) };
}
