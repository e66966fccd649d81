// The parts of Razorpay's entities that the product reads, as Razorpay's REST API and webhooks send them (API
// reference: Orders, Payments and Refunds entities; webhook sample payloads). Every other field is kept as sent.
import { z } from "zod";

const notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);

export const RazorpayOrderSchema = z.looseObject({
  id: z.string(),
  entity: z.literal("order"),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(["created", "attempted", "paid"]),
  attempts: z.number().int(),
  notes,
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof RazorpayOrderSchema>;

export const PAYMENT_STATUSES = ["created", "authorized", "captured", "refunded", "failed"] as const;

export const RazorpayPaymentSchema = z.looseObject({
  id: z.string(),
  entity: z.literal("payment"),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  order_id: z.string().nullable(),
  method: z.string().nullable(),
  captured: z.boolean(),
  amount_refunded: z.number().int(),
  refund_status: z.enum(["partial", "full"]).nullable(),
  email: z.string().nullable().optional(),
  contact: z.string().nullable().optional(),
  vpa: z.string().nullable().optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof RazorpayPaymentSchema>;

export const RazorpayRefundSchema = z.looseObject({
  id: z.string(),
  entity: z.literal("refund"),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(["pending", "processed", "failed"]),
  speed_requested: z.string().nullable().optional(),
  speed_processed: z.string().nullable().optional(),
  notes,
  created_at: z.number().int(),
});
export type RazorpayRefund = z.infer<typeof RazorpayRefundSchema>;

export const collectionOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({ entity: z.literal("collection"), count: z.number().int(), items: z.array(item) });

/** Razorpay's error body: `{"error": {"code": "BAD_REQUEST_ERROR", "description": "…", …}}`. */
export const RazorpayErrorBodySchema = z.object({
  error: z.looseObject({
    code: z.string(),
    description: z.string().nullable().optional(),
    field: z.string().nullable().optional(),
    source: z.string().nullable().optional(),
    step: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
    metadata: z.unknown().optional(),
  }),
});

export const WEBHOOK_EVENTS = [
  "payment.captured",
  "order.paid",
  "payment.failed",
  "refund.processed",
] as const;

/**
 * A webhook's body: `{entity: "event", account_id, event, contains: ["payment", …], payload: {payment: {entity:
 * {…}}, order: {entity: {…}}, refund: {entity: {…}}}, created_at}`; which entities are in `payload` depends on the
 * event (`contains` lists them). Parse it only after its signature has been checked on the raw body.
 */
export const RazorpayWebhookSchema = z.looseObject({
  entity: z.literal("event"),
  account_id: z.string(),
  event: z.string(),
  contains: z.array(z.string()),
  payload: z.looseObject({
    payment: z.object({ entity: RazorpayPaymentSchema }).optional(),
    order: z.object({ entity: RazorpayOrderSchema }).optional(),
    refund: z.object({ entity: RazorpayRefundSchema }).optional(),
  }),
  created_at: z.number().int(),
});
export type RazorpayWebhook = z.infer<typeof RazorpayWebhookSchema>;

/** Razorpay's ids: a prefix and 14 letters or digits. Checked before one goes into a request's path. */
export const RAZORPAY_ID = {
  order: /^order_[A-Za-z0-9]{1,40}$/,
  payment: /^pay_[A-Za-z0-9]{1,40}$/,
  refund: /^rfnd_[A-Za-z0-9]{1,40}$/,
} as const;

export function isRazorpayId(kind: keyof typeof RAZORPAY_ID, value: unknown): value is string {
  return typeof value === "string" && RAZORPAY_ID[kind].test(value);
}
