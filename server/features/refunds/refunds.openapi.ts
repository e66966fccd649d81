// The refund operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import { RefundCreateSchema, RefundQuoteSchema, RefundSchema } from "#contract/schemas/refund";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

export const REFUND_API_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: "Enrolments", access: "admin", area: "refunds" }, [
    {
      method: "get",
      path: "/api/enrolments/:id/refund",
      summary:
        "What a refund of this enrolment would be: refundable amount, the cancellation policy's amount",
      description: "With `refund` set when the enrolment already has one.",
      response: { status: 200, data: { schema: RefundQuoteSchema, name: "RefundQuote" } },
    },
    {
      method: "post",
      path: "/api/enrolments/:id/refund",
      summary:
        "Refund an enrolment (owner): through Razorpay with X-Refund-Idempotency, or recorded as paid back",
      description:
        "One refund per enrolment. Without `amount_paise`, the cancellation policy's amount. 201 with the new " +
        "refund; 200 with the existing one on a repeat (nothing more is refunded); 202 when Razorpay did not " +
        "answer (the refund stays pending and a repeat retries it with the same idempotency key). 400 for an " +
        "amount above what was paid; 409 when nothing was paid or Razorpay refuses. The enrolment is `refunded` " +
        "once the refund is processed. A manual refund (UPI, cheque, bank transfer) needs its `reference`.",
      body: { schema: RefundCreateSchema, name: "RefundCreate" },
      extraErrors: [409],
      response: { status: 201, data: { schema: RefundSchema, name: "Refund" } },
    },
  ]),
];
