// The staff's view of the payment ledger: the list and its filters, the totals of a range of days, and the
// accountant's GST CSV. Read only: money moves through the ledger (fees-core) and the refunds feature.
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { stateLabel } from "#contract/gst";
import { istDate } from "#contract/receipts";
import type { PaymentListQuery, PaymentTotals, StaffPayment } from "#contract/schemas/payment-list";
import { PAYMENT_METHODS } from "#contract/schemas/refund";
import type { Db } from "#server/db/client";
import {
  adminUsers,
  batches,
  consultationRequests,
  courses,
  enrolments,
  payments,
  receipts,
  refunds,
} from "#server/db/schema";
import type { CsvExport } from "#server/exports/csv";
import type { Paging } from "#server/http/paging";

/** The instant a calendar day in India begins (IST is UTC+05:30 all year). */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** When a payment counts: the moment it was captured, or, not captured, when the attempt was made. */
const paymentTime = sql`coalesce(${payments.captured_at}, ${payments.created_at})`;

function listWhere(query: PaymentListQuery): SQL | undefined {
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  return and(
    query.from ? sql`${paymentTime} >= ${istDayStart(query.from)}` : undefined,
    query.to ? sql`${paymentTime} < ${istDayStart(nextDay(query.to))}` : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    // An order opened and never paid is an attempt, not money: shown only when asked for.
    query.status ? eq(payments.status, query.status) : ne(payments.status, "created"),
    query.batch_id !== undefined ? eq(enrolments.batch_id, query.batch_id) : undefined,
    like
      ? or(
          sql`${enrolments.name} ilike ${like}`,
          sql`${enrolments.email} ilike ${like}`,
          sql`${consultationRequests.name} ilike ${like}`,
          sql`${consultationRequests.email} ilike ${like}`,
          sql`${payments.utr} ilike ${like}`,
          sql`${payments.reference} ilike ${like}`,
          sql`${payments.razorpay_payment_id} ilike ${like}`,
        )
      : undefined,
  );
}

function selectRows(db: Db) {
  return db
    .select({
      payment: payments,
      enrolment_name: enrolments.name,
      enrolment_email: enrolments.email,
      enrolment_status: enrolments.status,
      batch_id: enrolments.batch_id,
      starts_on: batches.starts_on,
      course_title: courses.title,
      request_name: consultationRequests.name,
      request_email: consultationRequests.email,
      recorded_by: adminUsers.full_name,
      recorded_username: adminUsers.username,
    })
    .from(payments)
    .leftJoin(enrolments, eq(enrolments.enrolment_id, payments.enrolment_id))
    .leftJoin(batches, eq(batches.batch_id, enrolments.batch_id))
    .leftJoin(courses, eq(courses.course_id, batches.course_id))
    .leftJoin(consultationRequests, eq(consultationRequests.request_id, payments.request_id))
    .leftJoin(adminUsers, eq(adminUsers.admin_id, payments.recorded_by));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectRows>["where"]>>[number];

async function toStaffPayments(db: Db, rows: Joined[]): Promise<StaffPayment[]> {
  const enrolmentIds = [
    ...new Set(rows.flatMap((r) => (r.payment.enrolment_id ? [r.payment.enrolment_id] : []))),
  ];
  const paymentIds = rows.map((r) => r.payment.payment_id);
  const requestIds = [...new Set(rows.flatMap((r) => (r.payment.request_id ? [r.payment.request_id] : [])))];
  const [receiptRows, refundRows] = await Promise.all([
    enrolmentIds.length || requestIds.length
      ? db
          .select({
            enrolment_id: receipts.enrolment_id,
            request_id: receipts.request_id,
            number: receipts.number,
          })
          .from(receipts)
          .where(
            or(
              enrolmentIds.length ? inArray(receipts.enrolment_id, enrolmentIds) : undefined,
              requestIds.length ? inArray(receipts.request_id, requestIds) : undefined,
            ),
          )
      : [],
    paymentIds.length
      ? db
          .select()
          .from(refunds)
          .where(and(inArray(refunds.payment_id, paymentIds), ne(refunds.status, "failed")))
      : [],
  ]);
  const receiptOfEnrolment = new Map(receiptRows.map((r) => [r.enrolment_id, r.number]));
  const receiptOfBooking = new Map(receiptRows.map((r) => [r.request_id, r.number]));
  const refundOf = new Map(refundRows.map((r) => [r.payment_id, r]));
  return rows.map(({ payment: p, ...r }) => {
    const refund = refundOf.get(p.payment_id);
    return {
      payment_id: p.payment_id,
      enrolment_id: p.enrolment_id,
      request_id: p.request_id,
      name: r.enrolment_name ?? r.request_name ?? "",
      email: r.enrolment_email ?? r.request_email ?? null,
      course_title: r.course_title ?? null,
      batch_id: r.batch_id ?? null,
      starts_on: r.starts_on ?? null,
      enrolment_status: r.enrolment_status ?? null,
      method: p.method as StaffPayment["method"],
      status: p.status as StaffPayment["status"],
      amount_paise: p.amount_paise,
      refunded_paise: p.refunded_paise,
      currency: "INR",
      razorpay_order_id: p.razorpay_order_id,
      razorpay_payment_id: p.razorpay_payment_id,
      utr: p.utr,
      reference: p.reference,
      failure_reason: p.failure_reason,
      recorded_by: r.recorded_by || r.recorded_username || null,
      receipt_number:
        (p.enrolment_id
          ? receiptOfEnrolment.get(p.enrolment_id)
          : p.request_id
            ? receiptOfBooking.get(p.request_id)
            : undefined) ?? null,
      refund: refund
        ? {
            refund_id: refund.refund_id,
            amount_paise: refund.amount_paise,
            status: refund.status as "pending" | "processed" | "failed",
          }
        : null,
      created_at: p.created_at.toISOString(),
      captured_at: p.captured_at?.toISOString() ?? null,
    };
  });
}

/** Newest first, by when the money came in. */
export async function listPayments(db: Db, query: PaymentListQuery, paging: Paging): Promise<StaffPayment[]> {
  const rows = await selectRows(db)
    .where(listWhere(query))
    .orderBy(desc(paymentTime), desc(payments.payment_id))
    .limit(paging.limit)
    .offset(paging.offset);
  return toStaffPayments(db, rows);
}

export async function countPayments(db: Db, query: PaymentListQuery): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .leftJoin(enrolments, eq(enrolments.enrolment_id, payments.enrolment_id))
    .leftJoin(consultationRequests, eq(consultationRequests.request_id, payments.request_id))
    .where(listWhere(query));
  return Number(row?.n ?? 0);
}

/**
 * The totals of a range of days (both included; today in India when not given): what was captured in it, what
 * was refunded in it (by when the refund was processed, whenever the payment was), and the difference, by method.
 */
export async function paymentTotals(db: Db, range: { from: string; to: string }): Promise<PaymentTotals> {
  const start = istDayStart(range.from);
  const end = istDayStart(nextDay(range.to));
  const captured = await db
    .select({
      method: payments.method,
      n: count(),
      paise: sql<string>`coalesce(sum(${payments.amount_paise}), 0)`,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ["captured", "refunded"]),
        gte(payments.captured_at, start),
        lt(payments.captured_at, end),
      ),
    )
    .groupBy(payments.method);
  const refunded = await db
    .select({ method: refunds.method, paise: sql<string>`coalesce(sum(${refunds.amount_paise}), 0)` })
    .from(refunds)
    .where(
      and(eq(refunds.status, "processed"), gte(refunds.processed_at, start), lt(refunds.processed_at, end)),
    )
    .groupBy(refunds.method);
  const by_method = PAYMENT_METHODS.map((method) => {
    const c = captured.find((r) => r.method === method);
    const r = refunded.find((x) => x.method === method);
    return {
      method,
      count: Number(c?.n ?? 0),
      captured_paise: Number(c?.paise ?? 0),
      refunded_paise: Number(r?.paise ?? 0),
    };
  });
  const sum = (key: "count" | "captured_paise" | "refunded_paise") =>
    by_method.reduce((s, m) => s + m[key], 0);
  return {
    from: range.from,
    to: range.to,
    count: sum("count"),
    captured_paise: sum("captured_paise"),
    refunded_paise: sum("refunded_paise"),
    net_paise: sum("captured_paise") - sum("refunded_paise"),
    by_method,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The accountant's CSV

/** One line of the GST register: an invoice (or receipt), or the credit note of its refund. */
export interface GstLine {
  kind: "invoice" | "credit_note";
  number: string;
  issued_at: Date;
  buyer: string;
  gstin: string | null;
  place_of_supply: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** The invoice a credit note reduces. */
  against: string | null;
}

/**
 * Every receipt issued in the range (by its date in India), a batch at a time, in the order they were numbered;
 * each refund processed in the range follows as a credit note that reduces its invoice, its tax split in the same
 * proportion as the invoice's (rounded to the paisa; the taxable value takes what is left, so the lines add up).
 */
export async function* gstLines(
  db: Db,
  range: { from?: string; to?: string },
  size: number,
): AsyncGenerator<GstLine[]> {
  const start = range.from ? istDayStart(range.from) : undefined;
  const end = range.to ? istDayStart(nextDay(range.to)) : undefined;
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(receipts)
      .where(
        and(
          start ? gte(receipts.issued_at, start) : undefined,
          end ? lt(receipts.issued_at, end) : undefined,
          sql`${receipts.receipt_id} > ${after}`,
        ),
      )
      .orderBy(asc(receipts.receipt_id))
      .limit(size);
    if (rows.length === 0) break;
    yield rows.map(invoiceLine);
    const last = rows[rows.length - 1];
    if (!last || rows.length < size) break;
    after = last.receipt_id;
  }
  // Credit notes: refunds processed in the range, of enrolments and bookings that have an invoice.
  let afterRefund = 0;
  for (;;) {
    const rows = await db
      .select({ refund: refunds, receipt: receipts })
      .from(refunds)
      .innerJoin(
        receipts,
        or(eq(receipts.enrolment_id, refunds.enrolment_id), eq(receipts.request_id, refunds.request_id)),
      )
      .where(
        and(
          eq(refunds.status, "processed"),
          start ? gte(refunds.processed_at, start) : undefined,
          end ? lt(refunds.processed_at, end) : undefined,
          sql`${refunds.refund_id} > ${afterRefund}`,
        ),
      )
      .orderBy(asc(refunds.refund_id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map(({ refund, receipt }) =>
      creditLine(receipt, refund.amount_paise, refund.processed_at ?? refund.updated_at, refund.refund_id),
    );
    const last = rows[rows.length - 1];
    if (!last || rows.length < size) return;
    afterRefund = last.refund.refund_id;
  }
}

type ReceiptRow = typeof receipts.$inferSelect;

function invoiceLine(r: ReceiptRow): GstLine {
  return {
    kind: "invoice",
    number: r.number,
    issued_at: r.issued_at,
    buyer: r.buyer_name,
    gstin: r.buyer_gstin,
    place_of_supply: r.place_of_supply,
    taxable_paise: r.taxable_paise,
    cgst_paise: r.cgst_paise,
    sgst_paise: r.sgst_paise,
    igst_paise: r.igst_paise,
    total_paise: r.total_paise,
    against: null,
  };
}

/**
 * A refund of `amount` against invoice `r`, as the credit note GST returns list apart from invoices: positive
 * amounts, its taxes in the invoice's proportion (rounded to the paisa; the taxable value takes what is left, so
 * the lines add up to the refund).
 */
export function creditLine(r: ReceiptRow, amount: number, at: Date, refundId: number): GstLine {
  const share = (tax: number) => (r.total_paise === 0 ? 0 : Math.round((tax * amount) / r.total_paise));
  const cgst = share(r.cgst_paise);
  // CGST and SGST are always equal halves on the invoice, so they stay equal on its credit note.
  const sgst = r.cgst_paise === r.sgst_paise ? cgst : share(r.sgst_paise);
  const igst = share(r.igst_paise);
  return {
    kind: "credit_note",
    number: `${r.number}-CN${refundId}`,
    issued_at: at,
    buyer: r.buyer_name,
    gstin: r.buyer_gstin,
    place_of_supply: r.place_of_supply,
    taxable_paise: amount - cgst - sgst - igst,
    cgst_paise: cgst,
    sgst_paise: sgst,
    igst_paise: igst,
    total_paise: amount,
    against: r.number,
  };
}

/** Paise as rupees with two decimals and no grouping, as spreadsheets and the GST offline tool read them. */
export const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

/** The accountant's CSV: one line per invoice or receipt, then the credit notes of refunds. */
export const GST_EXPORT: CsvExport<GstLine> = {
  fileStem: "gst_register",
  columns: [
    ["Document", (l) => (l.kind === "invoice" ? "Invoice" : "Credit note")],
    ["Invoice number", (l) => l.number],
    ["Date", (l) => istDate(l.issued_at)],
    ["Buyer", (l) => l.buyer],
    ["GSTIN", (l) => l.gstin],
    ["Place of supply", (l) => stateLabel(l.place_of_supply)],
    ["Taxable value", (l) => rupees(l.taxable_paise)],
    ["CGST", (l) => rupees(l.cgst_paise)],
    ["SGST", (l) => rupees(l.sgst_paise)],
    ["IGST", (l) => rupees(l.igst_paise)],
    ["Total", (l) => rupees(l.total_paise)],
    ["Original invoice", (l) => l.against],
  ],
};
