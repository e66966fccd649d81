// The staff's payment operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import {
  PaymentListQuerySchema,
  PaymentRangeSchema,
  PaymentTotalsSchema,
  StaffPaymentSchema,
} from "#contract/schemas/payment-list";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

export const PAYMENTS_DESK_API_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: "Payments", access: "admin", area: "payments" }, [
    {
      method: "get",
      path: "/api/payments",
      summary: "The payment ledger, newest first, with `meta`",
      description:
        "Filters: `from` and `to` (days in India, both included, by when the money came in or the attempt was " +
        "made), `method`, `status` (without it, orders opened and never paid are left out), `batch_id`, `q` (name, " +
        "e-mail, UTR, reference, Razorpay payment id). `method=upi&status=created` is the UPI verification queue.",
      query: PaymentListQuerySchema,
      response: {
        status: 200,
        data: { schema: StaffPaymentSchema, name: "StaffPayment", list: true },
        meta: "always",
      },
    },
    {
      method: "get",
      path: "/api/payments/totals",
      summary: "Money captured, refunded and net over a range of days (today in India by default), by method",
      query: PaymentRangeSchema,
      response: { status: 200, data: { schema: PaymentTotalsSchema, name: "PaymentTotals" } },
    },
    {
      method: "get",
      path: "/api/payments/gst.csv",
      summary:
        "The GST register for the accountant as CSV, streamed: invoices, then the credit notes of refunds",
      description:
        "Columns: document, invoice number, date (India), buyer, GSTIN, place of supply, taxable value, CGST, SGST, " +
        "IGST, total (rupees, two decimals), original invoice. `from`/`to` select by the document's date.",
      query: PaymentRangeSchema,
      produces: "text/csv",
      response: { status: 200, data: null },
    },
  ]),
];
