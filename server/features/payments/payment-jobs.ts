// The payment jobs each app server runs: the reconcile pass, which asks Razorpay about orders still open after
// their hold (so a payment whose callback and webhook were both lost, say to a crash between Razorpay's capture
// and our record, is still found) and sends the refunds of booking fees, and the reminder before a hold ends. One
// server does a tick at a time (runOnce); the ledger's unique payment id, the refund's idempotency key and the
// reminder's claiming UPDATE keep them once-only regardless.
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { batches, courses, enrolments } from "#server/db/schema";
import type { AppDeps } from "#server/deps";
import { linkToken, localeOf, ownPagePath } from "#server/features/enrolments/enrolments.service";
import { sendBookingRefunds } from "#server/features/refunds/booking-refunds";
import { runOnce } from "#server/jobs/run-once";
import { scheduleJob } from "#server/jobs/schedule";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import { razorpayConfig } from "#server/payments/razorpay/client";
import { holdReminderMail } from "../../mail/templates/payment-mails";
import type { PaymentContext } from "./ledger";
import { paymentContext } from "./payments.routes";
import { razorpayFrom, reconcileOpenOrders } from "./razorpay.service";

export const RECONCILE_EVERY_SECONDS = 15;
/** The reminder goes this long before a hold ends (or at once for a hold shorter than twice that). */
export const HOLD_REMINDER_BEFORE_SECONDS = 5 * 60;

/**
 * Mails each person whose hold ends within HOLD_REMINDER_BEFORE_SECONDS, once: the UPDATE that sets
 * `hold_reminded_at` claims the row, so a second server or tick finds nothing. Only holds long enough for a
 * reminder to help (more than twice the lead time) are reminded.
 */
export async function remindHolds(db: Db, context: PaymentContext, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + HOLD_REMINDER_BEFORE_SECONDS * 1000);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(enrolments)
      .set({ hold_reminded_at: now })
      .where(
        and(
          eq(enrolments.status, "held"),
          isNull(enrolments.hold_reminded_at),
          lte(enrolments.hold_expires_at, soon),
          sql`${enrolments.hold_expires_at} > ${now}`,
          sql`${enrolments.amount_paise} > ${enrolments.amount_paid_paise}`,
          sql`${enrolments.hold_expires_at} - ${enrolments.created_at} > make_interval(secs => ${2 * HOLD_REMINDER_BEFORE_SECONDS})`,
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;
    const brand = await mailBrand(tx, context.mailer.config);
    for (const enrolment of claimed) {
      const [found] = await tx
        .select({ title: courses.title, translations: courses.translations })
        .from(batches)
        .innerJoin(courses, eq(courses.course_id, batches.course_id))
        .where(eq(batches.batch_id, enrolment.batch_id));
      const locale = localeOf(enrolment);
      const title =
        (locale === "hi" ? (found?.translations.hi?.title as string | undefined) : undefined) ||
        found?.title ||
        "";
      const token = linkToken(context.mailer.secret, enrolment.enrolment_id);
      const pageUrl = `${context.mailer.config.publicUrl}${ownPagePath(locale, enrolment.enrolment_id, token)}`;
      await enqueueMail(tx, {
        kind: "payment-hold-reminder",
        to: enrolment.email,
        ...(await holdReminderMail(
          brand,
          {
            name: enrolment.name,
            courseTitle: title,
            amountPaise: enrolment.amount_paise - enrolment.amount_paid_paise,
            receiptNumber: null,
            pageUrl,
            holdExpiresAt: enrolment.hold_expires_at,
          },
          locale,
        )),
      });
    }
    return claimed.length;
  });
}

/** One reconcile tick at `now`; answers how many payments it recorded. */
export async function reconcileOnce(deps: AppDeps, now: Date): Promise<number> {
  const razorpay = razorpayFrom(razorpayConfig(deps.env));
  if (!razorpay) return 0;
  const context = paymentContext(deps);
  const outcome = await runOnce(deps.database, "razorpay-reconcile", async () => {
    const found = await reconcileOpenOrders(deps.database.db, razorpay, context, {
      now,
      holdSeconds: deps.env.SEAT_HOLD_SECONDS,
      logger: deps.logger,
    });
    // Booking fees to give back (paid too late, or for a cancelled session), found since the last tick, go here.
    await sendBookingRefunds(deps.database.db, razorpay.client, context.mailer, now, deps.logger);
    return found;
  });
  const recorded = outcome.ran ? outcome.value : 0;
  if (recorded > 0) await deps.changes.changed();
  return recorded;
}

export function startPaymentJobs(deps: AppDeps): { stop(): Promise<void> } {
  const reconcile = scheduleJob({
    name: "razorpay reconcile",
    firstAfterMs: 3000,
    everyMs: RECONCILE_EVERY_SECONDS * 1000,
    run: async () => {
      const recorded = await reconcileOnce(deps, new Date());
      if (recorded > 0) deps.logger.info("razorpay payments found by reconcile", { recorded });
    },
    logger: deps.logger,
  });
  const reminders = scheduleJob({
    name: "hold reminders",
    firstAfterMs: 4000,
    everyMs: 30_000,
    run: async () => {
      const sent = await remindHolds(deps.database.db, paymentContext(deps), new Date());
      if (sent > 0) deps.logger.info("hold reminders queued", { sent });
    },
    logger: deps.logger,
  });
  return {
    async stop() {
      await Promise.all([reconcile.stop(), reminders.stop()]);
    },
  };
}
