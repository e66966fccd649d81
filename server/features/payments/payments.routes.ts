// The payment routes. Public: the Checkout callback (rate limited, same-site), the webhook (signed, so exempt from
// the same-site check and the rate limit: Razorpay posts it from its own servers and retries), and the person's
// own payment actions by their link's token. Staff: verify or reject a UTR, record money received at the desk.

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { PAYMENT_ADMIN_MESSAGES as PA } from "#contract/admin-messages";
import { formatPaise } from "#contract/i18n/format";
import { PAYMENT_MESSAGES as P } from "#contract/messages";
import { EnrolmentTokenQuerySchema, EnrolmentTokenSchema } from "#contract/schemas/enrolment";
import {
  BillingDetailsSchema,
  ManualPaymentSchema,
  PaymentRejectSchema,
  RazorpayVerifySchema,
  UpiReferenceSchema,
} from "#contract/schemas/payments";
import { BookingTokenSchema } from "#contract/schemas/slots";
import {
  type ActivityOf,
  actorOf,
  changeWithActivity,
  type FieldChanges,
} from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import { enrolments } from "#server/db/schema";
import type { AppDeps } from "#server/deps";
import { enrolmentMailer } from "#server/features/enrolments/enrolment-mailer";
import { ownRow } from "#server/features/enrolments/enrolments.service";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import { publicWriteLimiter } from "#server/http/public-write";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { requireStaff, staffMayWiden } from "#server/http/require-admin";
import { concurrencyGate } from "#server/lib/concurrency-gate";
import { razorpayConfig } from "#server/payments/razorpay/client";
import { slotContextOf } from "../slots/slots.routes";
import { visitorBooking } from "../slots/slots.service";
import { type CaptureResult, type PaymentContext, type PaymentRow, paymentJson } from "./ledger";
import {
  openBookingOrder,
  openEnrolmentOrder,
  razorpayFrom,
  takeWebhook,
  verifyCallback,
} from "./razorpay.service";
import { type ReceiptRow, receiptOfBooking, receiptOfEnrolment, receiptPdf } from "./receipts.service";
import { recordManualPayment, rejectUpi, submitUtr, verifyUpi } from "./upi.service";

export function paymentContext(deps: AppDeps): PaymentContext {
  return { mailer: enrolmentMailer(deps.env) };
}

const captureJson = (result: CaptureResult) => ({ ...result, payment: paymentJson(result.payment) });

const captureMessage = (result: CaptureResult) =>
  result.outcome === "duplicate"
    ? PA.alreadyRecorded
    : result.outcome === "refund_due"
      ? PA.recordedRefundDue
      : result.outcome === "partial"
        ? PA.recordedPartial
        : PA.recorded;

/**
 * Staff's word that money came in (a UPI reference found on the statement, cash at the desk) or did not, on the
 * enrolment it pays for; a payment already recorded ("duplicate") changed nothing and has no entry.
 */
async function staffPaymentEntry(
  tx: Db,
  action: "payment" | "reject",
  result: { payment: PaymentRow; outcome?: CaptureResult["outcome"] },
  changes?: FieldChanges,
): Promise<ActivityOf> {
  const { payment } = result;
  if (result.outcome === "duplicate" || payment.enrolment_id === null) return null;
  const [enrolment] = await tx
    .select({ name: enrolments.name })
    .from(enrolments)
    .where(eq(enrolments.enrolment_id, payment.enrolment_id));
  const via = payment.utr
    ? `UPI ${payment.utr}`
    : [payment.method, payment.reference].filter(Boolean).join(", ");
  return {
    action,
    resource: "enrolments",
    resourceId: payment.enrolment_id,
    label: `${enrolment?.name ?? ""}: ${formatPaise("en", payment.amount_paise)} (${via})`,
    changes,
  };
}

/** Mounted at /api/payments. */
/** Webhook events applied at once by one server (its pool has 10 connections). */
const WEBHOOKS_AT_ONCE = 3;

export function paymentsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const razorpay = razorpayFrom(razorpayConfig(deps.env));
  const limiter = publicWriteLimiter(deps.env, "payments");
  const staff = requireStaff("enrolments");
  const seatsChanged = () => deps.changes.changed();
  // Razorpay may deliver a burst of events (and its retries) at once, and those for one batch queue on its row lock.
  // Waiting here, not on a pooled connection, keeps the pool for everyone else and a burst from ending in 503s.
  const webhookGate = concurrencyGate(WEBHOOKS_AT_ONCE);
  const needRazorpay = () => {
    if (!razorpay) throw new HttpError(404, P.unavailable);
    return razorpay;
  };
  return new Hono<AppEnv>()
    .post("/razorpay/verify", limiter.middleware, async (c) => {
      const body = await readBody(c, RazorpayVerifySchema);
      const verified = await verifyCallback(db, needRazorpay(), paymentContext(deps), body, new Date());
      await seatsChanged();
      return ok(c, verified, { message: P.verified });
    })
    .post("/razorpay/webhook", async (c) => {
      const rawBody = new Uint8Array(await c.req.arrayBuffer());
      const outcome = await webhookGate(() =>
        takeWebhook(
          db,
          needRazorpay(),
          paymentContext(deps),
          {
            rawBody,
            signature: c.req.header("x-razorpay-signature"),
            eventId: c.req.header("x-razorpay-event-id"),
          },
          new Date(),
          deps.logger,
        ),
      );
      if (outcome === "applied") await seatsChanged();
      return ok(c, { outcome });
    })
    .post("/:id/verify", staff, async (c) => {
      const id = readId(c);
      const actor = actorOf(c, deps.env.TRUST_PROXY);
      const result = await changeWithActivity(db, actor, async (tx) => {
        const value = await verifyUpi(tx, id, actor?.adminId ?? null, new Date(), paymentContext(deps));
        return { value, activity: await staffPaymentEntry(tx, "payment", value) };
      });
      return ok(c, captureJson(result), {
        message: result.outcome === "paid" ? PA.verified : captureMessage(result),
      });
    })
    .post("/:id/reject", staff, async (c) => {
      const id = readId(c);
      const { reason } = await readBody(c, PaymentRejectSchema);
      const actor = actorOf(c, deps.env.TRUST_PROXY);
      const enrolmentId = await changeWithActivity(db, actor, async (tx) => {
        const rejected = await rejectUpi(
          tx,
          id,
          reason,
          actor?.adminId ?? null,
          new Date(),
          deps.env.SEAT_HOLD_SECONDS,
        );
        const changes = reason ? [{ field: "reason", after: reason }] : undefined;
        return {
          value: rejected.enrolmentId,
          activity: await staffPaymentEntry(tx, "reject", rejected, changes),
        };
      });
      return ok(c, { payment_id: id, enrolment_id: enrolmentId }, { message: PA.rejected });
    });
}

/** Mounted at /api/enrolments, beside the enrolment routes. */
export function enrolmentPaymentRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const razorpay = razorpayFrom(razorpayConfig(deps.env));
  const limiter = publicWriteLimiter(deps.env, "payments");
  const seatsChanged = () => deps.changes.changed();
  return new Hono<AppEnv>()
    .post("/:id/pay", limiter.middleware, async (c) => {
      const id = readId(c);
      const { token } = await readBody(c, EnrolmentTokenSchema);
      await ownRow(db, id, token);
      if (!razorpay) throw new HttpError(409, P.unavailable);
      return ok(c, await openEnrolmentOrder(db, razorpay, id, new Date()));
    })
    .post("/:id/upi-reference", limiter.middleware, async (c) => {
      const id = readId(c);
      const { token, utr } = await readBody(c, UpiReferenceSchema);
      await ownRow(db, id, token);
      await submitUtr(db, id, utr, new Date());
      await seatsChanged();
      const [row] = await db.select().from(enrolments).where(eq(enrolments.enrolment_id, id));
      return ok(c, { enrolment_id: id, status: row?.status ?? "" }, { message: P.upiSent });
    })
    .post("/:id/billing", limiter.middleware, async (c) => {
      const id = readId(c);
      const { token, ...billing } = await readBody(c, BillingDetailsSchema);
      const row = await ownRow(db, id, token);
      // The receipt copies them when it is numbered; after that they no longer change it.
      if (row.status !== "paid")
        await db
          .update(enrolments)
          .set({ ...billing, updated_at: new Date() })
          .where(eq(enrolments.enrolment_id, id));
      return ok(c, { enrolment_id: id, ...billing });
    })
    .post("/:id/payments", requireStaff("enrolments"), async (c) => {
      const id = readId(c);
      const input = await readBody(c, ManualPaymentSchema);
      const actor = actorOf(c, deps.env.TRUST_PROXY);
      const result = await changeWithActivity(db, actor, async (tx) => {
        const value = await recordManualPayment(
          tx,
          id,
          input,
          actor?.adminId ?? null,
          new Date(),
          paymentContext(deps),
        );
        return { value, activity: await staffPaymentEntry(tx, "payment", value) };
      });
      await seatsChanged();
      return created(c, captureJson(result), captureMessage(result));
    })
    .get("/:id/receipt.pdf", staffMayWiden("enrolments"), async (c) => {
      const id = readId(c);
      if (!c.get("admin")) {
        const { token } = readQuery(c, EnrolmentTokenQuerySchema);
        const row = await ownRow(db, id, token);
        if (row.status !== "paid") throw new HttpError(404, P.receiptNotFound);
      }
      return receiptDownload(c, await receiptOfEnrolment(db, id));
    });
}

/** A stored receipt as its PDF download, never cached outside the browser; 404 when there is none. */
async function receiptDownload(c: Context<AppEnv>, receipt: ReceiptRow | undefined) {
  if (!receipt) throw new HttpError(404, P.receiptNotFound);
  const { pdf, fileName } = await receiptPdf(receipt);
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
  });
}

/**
 * Mounted at /api/consultations: the Razorpay order for a held paid booking, and a paid one's receipt, by its link's
 * token (or, for the receipt, to staff).
 */
export function bookingPaymentRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const razorpay = razorpayFrom(razorpayConfig(deps.env));
  const limiter = publicWriteLimiter(deps.env, "payments");
  // Checks the link's token, as the booking's own page does (404 when it is not the link's).
  const checkLink = (id: number, token: string) =>
    visitorBooking(db, id, token, slotContextOf(deps), new Date());
  return new Hono<AppEnv>()
    .post("/:id/pay", limiter.middleware, async (c) => {
      const id = readId(c);
      const { token } = await readBody(c, BookingTokenSchema);
      await checkLink(id, token);
      if (!razorpay) throw new HttpError(409, P.unavailable);
      return ok(c, await openBookingOrder(db, razorpay, id, new Date()));
    })
    .get("/:id/receipt.pdf", staffMayWiden("consultations"), async (c) => {
      const id = readId(c);
      if (!c.get("admin")) await checkLink(id, readQuery(c, EnrolmentTokenQuerySchema).token);
      return receiptDownload(c, await receiptOfBooking(db, id));
    });
}
