// The payment API's operations, for the OpenAPI document (server/openapi/operations.ts joins them). Listed after
// the enrolments' own, so the route-walking tests reach them after the fixture enrolment's own actions.
import { z } from "zod";
import { EnrolmentTokenQuerySchema, EnrolmentTokenSchema } from "#contract/schemas/enrolment";
import {
  BillingDetailsSchema,
  ManualPaymentSchema,
  PaymentRejectSchema,
  PaymentSchema,
  PaymentVerifiedSchema,
  RazorpayCheckoutSchema,
  RazorpayVerifySchema,
  UpiReferenceSchema,
} from "#contract/schemas/payments";
import { BookingTokenSchema } from "#contract/schemas/slots";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

const TAG = "Payments";
const capture = {
  schema: z.object({
    outcome: z.enum(["paid", "partial", "refund_due", "duplicate"]),
    payment: PaymentSchema,
    enrolmentStatus: z.string().optional(),
    receiptNumber: z.string().nullable().optional(),
  }),
  name: "CapturedPayment",
};
const statusOnly = {
  schema: z.object({ enrolment_id: z.number(), status: z.string() }),
  name: "EnrolmentPaymentStatus",
};

export const PAYMENT_API_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: TAG, access: "public" }, [
    {
      method: "post",
      path: "/api/payments/razorpay/verify",
      summary: "Razorpay Checkout's callback: verify the signature and the payment, and take it",
      description:
        "The signature is HMAC-SHA256 of the stored order id and the payment id with the key secret; the " +
        "payment is then fetched from Razorpay and must be of that order, amount and currency. Valid → the " +
        "enrolment's resulting status; anything else → 400 and nothing changes. 404 when Razorpay is not configured.",
      body: { schema: RazorpayVerifySchema, name: "RazorpayVerify" },
      rateLimited: true,
      extraErrors: [404],
      response: { status: 200, data: { schema: PaymentVerifiedSchema, name: "PaymentVerified" } },
    },
    {
      method: "post",
      path: "/api/payments/razorpay/webhook",
      summary: "Razorpay's webhook (payment.captured, order.paid, payment.failed, refund.processed)",
      description:
        "X-Razorpay-Signature is checked on the raw body (400 when wrong); each X-Razorpay-Event-Id is taken " +
        "once. Every well-signed event gets a 2xx, duplicates and ignored ones too. Not rate limited, not " +
        "subject to the same-site check. 404 when Razorpay is not configured.",
      extraErrors: [404],
      response: {
        status: 200,
        data: {
          schema: z.object({ outcome: z.enum(["applied", "duplicate", "ignored"]) }),
          name: "WebhookTaken",
        },
      },
    },
    {
      method: "post",
      path: "/api/enrolments/:id/pay",
      summary: "The Razorpay order to pay the enrolment with (the open one, or a new one)",
      description: "409 when Razorpay is not configured or there is nothing to pay online.",
      body: { schema: EnrolmentTokenSchema, name: "EnrolmentToken" },
      rateLimited: true,
      extraErrors: [409],
      response: { status: 200, data: { schema: RazorpayCheckoutSchema, name: "RazorpayCheckout" } },
    },
    {
      method: "post",
      path: "/api/consultations/:id/pay",
      summary:
        "The Razorpay order to pay a held consultation booking's fee with (the open one, or a new one)",
      description:
        "By the booking link's token (404 when it is not the link's). 409 when Razorpay is not configured, or the booking is " +
        "free, already paid or no longer held.",
      body: { schema: BookingTokenSchema, name: "BookingToken" },
      rateLimited: true,
      extraErrors: [409],
      response: { status: 200, data: { schema: RazorpayCheckoutSchema, name: "RazorpayCheckout" } },
    },
    {
      method: "post",
      path: "/api/enrolments/:id/upi-reference",
      summary: "Send the 12-digit UTR of a UPI payment: the enrolment waits for staff's verification",
      description: "409 when there is nothing to pay, or the UTR was already sent for a payment.",
      body: { schema: UpiReferenceSchema, name: "UpiReference" },
      rateLimited: true,
      extraErrors: [409],
      response: { status: 200, data: statusOnly },
    },
    {
      method: "post",
      path: "/api/enrolments/:id/billing",
      summary: "The buyer's billing details for the receipt (name, address, state, GSTIN)",
      description: "Kept until the receipt is numbered; after that the receipt no longer changes.",
      body: { schema: BillingDetailsSchema, name: "BillingDetails" },
      rateLimited: true,
      response: {
        status: 200,
        data: {
          schema: BillingDetailsSchema.omit({ token: true }).extend({ enrolment_id: z.number() }),
          name: "BillingSaved",
        },
      },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "public-or-admin", area: "enrolments" }, [
    {
      method: "get",
      path: "/api/enrolments/:id/receipt.pdf",
      summary:
        "The enrolment's receipt or tax invoice as a PDF (front desk, or `?token=` from the person's link)",
      description: "404 for an enrolment that is not paid, or a token that is not the link's.",
      query: EnrolmentTokenQuerySchema.partial(),
      produces: "application/pdf",
      response: { status: 200, data: null },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "public-or-admin", area: "consultations" }, [
    {
      method: "get",
      path: "/api/consultations/:id/receipt.pdf",
      summary:
        "A paid consultation's receipt or tax invoice as a PDF (staff, or `?token=` from the booking's link)",
      description: "404 for a booking that is not paid, or a token that is not the link's.",
      query: EnrolmentTokenQuerySchema.partial(),
      produces: "application/pdf",
      response: { status: 200, data: null },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "admin", area: "enrolments" }, [
    {
      method: "post",
      path: "/api/enrolments/:id/payments",
      summary: "Record cash, a cheque or a bank transfer received at the academy",
      description:
        "Through the same ledger as every payment: `paid` (with its receipt) once the fee is covered, `partial` " +
        "before, `refund_due` when no seat can be given.",
      body: { schema: ManualPaymentSchema, name: "ManualPayment" },
      response: { status: 201, data: capture },
    },
    {
      method: "post",
      path: "/api/payments/:id/verify",
      summary: "Verify a UPI reference found on the bank statement: the payment is taken",
      extraErrors: [409],
      response: { status: 200, data: capture },
    },
    {
      method: "post",
      path: "/api/payments/:id/reject",
      summary: "Reject a UPI reference: the enrolment gets a fresh hold to pay again",
      body: { schema: PaymentRejectSchema, name: "PaymentReject" },
      extraErrors: [409],
      response: {
        status: 200,
        data: {
          schema: z.object({ payment_id: z.number(), enrolment_id: z.number() }),
          name: "PaymentRejected",
        },
      },
    },
  ]),
];
