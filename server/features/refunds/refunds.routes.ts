// Refunds, an owner's decision: what the policy offers (the dialog), and the refund itself. Mounted beside the
// enrolments routes, under /api/enrolments/{id}/refund.
import { Hono } from "hono";
import { REFUND_ADMIN_MESSAGES as R } from "#contract/admin-messages";
import { RefundCreateSchema } from "#contract/schemas/refund";
import { actorOf } from "#server/activity/activity.service";
import type { AppDeps } from "#server/deps";
import { enrolmentMailer } from "#server/features/enrolments/enrolment-mailer";
import { readSettings } from "#server/features/site/settings.service";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { readBody, readId } from "#server/http/request-input";
import { requireStaff } from "#server/http/require-admin";
import { createRazorpayClient, type RazorpayClient, razorpayConfig } from "#server/payments/razorpay/client";
import { refundEnrolment, refundQuote } from "./refunds.service";

export function refundsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const owner = requireStaff("refunds");
  const config = razorpayConfig(deps.env);
  const razorpay: RazorpayClient | null = config ? createRazorpayClient(config) : null;
  const mailer = () => enrolmentMailer(deps.env);
  const policy = async () => (await readSettings(db, deps.env)).billing.cancellation;

  return new Hono<AppEnv>()
    .get("/:id/refund", owner, async (c) =>
      ok(c, await refundQuote(db, readId(c), await policy(), new Date())),
    )
    .post("/:id/refund", owner, async (c) => {
      const enrolmentId = readId(c);
      const input = await readBody(c, RefundCreateSchema);
      const { refund, outcome } = await refundEnrolment(
        db,
        {
          enrolmentId,
          input,
          actor: actorOf(c, deps.env.TRUST_PROXY),
          policy: await policy(),
          now: new Date(),
        },
        razorpay,
        mailer(),
      );
      if (outcome === "existing") return ok(c, refund, { message: R.already });
      if (outcome === "retry_later") return ok(c, refund, { status: 202, message: R.retryLater });
      const message =
        refund.status === "processed" ? (refund.method === "razorpay" ? R.made : R.recorded) : R.pending;
      return ok(c, refund, { status: 201, message });
    });
}
