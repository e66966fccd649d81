// A small client of Razorpay's REST API: the seven calls the fees feature makes, on RAZORPAY_API_URL, with HTTP
// Basic auth, a timeout on every call, answers checked against the fields we read, and one error type that says
// what went wrong without ever carrying the key secret (docs/decisions/0060-razorpay-client-of-our-own.md).
import type { z } from "zod";
import type { Env } from "../../env";
import {
  collectionOf,
  isRazorpayId,
  type RAZORPAY_ID,
  RazorpayErrorBodySchema,
  type RazorpayOrder,
  RazorpayOrderSchema,
  type RazorpayPayment,
  RazorpayPaymentSchema,
  type RazorpayRefund,
  RazorpayRefundSchema,
} from "./types";

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Null: no webhook is set up, and every webhook is refused. */
  webhookSecret: string | null;
  apiUrl: string;
  checkoutUrl: string;
}

/** Razorpay's settings from the environment, or null when the keys are not set (Razorpay is then not offered). */
export function razorpayConfig(env: Env): RazorpayConfig | null {
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) return null;
  return {
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
    apiUrl: env.RAZORPAY_API_URL,
    checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
  };
}

export type RazorpayErrorKind =
  /** Razorpay answered with an error: `status`, `code` and `description` say which. */
  | "api"
  /** No answer within the timeout: the call may or may not have taken effect. */
  | "timeout"
  /** No connection, or it broke: the call may or may not have taken effect. */
  | "network"
  /** An answer that is not what Razorpay sends (not JSON, or missing fields we read). */
  | "bad_response";

export class RazorpayError extends Error {
  readonly kind: RazorpayErrorKind;
  readonly status: number | null;
  /** Razorpay's error code, such as BAD_REQUEST_ERROR, GATEWAY_ERROR, SERVER_ERROR. */
  readonly code: string | null;
  readonly description: string | null;
  readonly field: string | null;
  readonly reason: string | null;

  constructor(
    operation: string,
    kind: RazorpayErrorKind,
    details: {
      status?: number;
      code?: string | null;
      description?: string | null;
      field?: string | null;
      reason?: string | null;
      cause?: unknown;
    } = {},
  ) {
    const what = [details.status, details.code, details.description].filter(Boolean).join(" ");
    super(`Razorpay ${operation}: ${kind}${what ? ` (${what})` : ""}`, { cause: details.cause });
    this.name = "RazorpayError";
    this.kind = kind;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    this.description = details.description ?? null;
    this.field = details.field ?? null;
    this.reason = details.reason ?? null;
  }

  /** Worth trying again later: no answer, or Razorpay's own failure (5xx, 429). A 4xx will fail again. */
  get retryable(): boolean {
    return this.kind !== "api" || this.status === null || this.status >= 500 || this.status === 429;
  }
}

export interface CreateOrderInput {
  /** From our own database, never from the browser. At least 100 (₹1.00), Razorpay's minimum. */
  amountPaise: number;
  currency?: "INR";
  /** Our own reference for the order (at most 40 characters), shown in the dashboard and in reports. */
  receipt: string;
  /** Up to 15 keys of up to 256 characters each. */
  notes?: Record<string, string>;
}

export interface RefundInput {
  /** Omitted: the full amount still refundable. */
  amountPaise?: number;
  /**
   * Sent as X-Refund-Idempotency: the same key answers the refund it made before instead of refunding again, so
   * a double click or a retry after a timeout refunds once. Use one key per intended refund (the enrolment's id
   * and the refund's sequence, say).
   */
  idempotencyKey: string;
  receipt?: string;
  notes?: Record<string, string>;
}

export interface RazorpayClient {
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /** Every payment attempt made on an order (failed ones too), for reconciliation. */
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  /**
   * Captures an authorised payment. Payments are auto-captured, so this is the fallback for one left authorised;
   * a payment already captured (for this amount) is answered as captured, not as an error.
   */
  capturePayment(paymentId: string, amountPaise: number, currency?: "INR"): Promise<RazorpayPayment>;
  refundPayment(paymentId: string, input: RefundInput): Promise<RazorpayRefund>;
  fetchRefund(refundId: string): Promise<RazorpayRefund>;
}

export interface ClientOptions {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  /** Per call; a Razorpay call normally answers in well under a second. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export function createRazorpayClient(options: ClientOptions): RazorpayClient {
  // The secret lives only in this closure, inside the header value: the client object has no property holding
  // it, so logging or serialising the client, or an error, cannot reveal it.
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const base = options.apiUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T extends z.ZodType>(
    operation: string,
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new RazorpayError(operation, timedOut ? "timeout" : "network", { cause: errorSummary(error) });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      const kind = error instanceof Error && error.name === "TimeoutError" ? "timeout" : "bad_response";
      throw new RazorpayError(operation, kind, { status: response.status, cause: errorSummary(error) });
    }
    if (!response.ok) {
      const parsed = RazorpayErrorBodySchema.safeParse(json);
      const error = parsed.success ? parsed.data.error : null;
      throw new RazorpayError(operation, "api", {
        status: response.status,
        code: error?.code ?? null,
        description: error?.description ?? null,
        field: error?.field ?? null,
        reason: error?.reason ?? null,
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new RazorpayError(operation, "bad_response", {
        status: response.status,
        description: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
      });
    return parsed.data;
  }

  function id(kind: keyof typeof RAZORPAY_ID, value: string): string {
    if (!isRazorpayId(kind, value)) throw new RangeError(`not a Razorpay ${kind} id`);
    return value;
  }

  const client: RazorpayClient = {
    keyId: options.keyId,

    createOrder(input) {
      if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100)
        throw new RangeError("an order's amount is a whole number of paise from 100");
      return call("create order", "POST", "/v1/orders", RazorpayOrderSchema, {
        amount: input.amountPaise,
        currency: input.currency ?? "INR",
        receipt: input.receipt,
        notes: input.notes ?? {},
      });
    },

    fetchOrder(orderId) {
      return call("fetch order", "GET", `/v1/orders/${id("order", orderId)}`, RazorpayOrderSchema);
    },

    fetchPayment(paymentId) {
      return call("fetch payment", "GET", `/v1/payments/${id("payment", paymentId)}`, RazorpayPaymentSchema);
    },

    async fetchOrderPayments(orderId) {
      const path = `/v1/orders/${id("order", orderId)}/payments`;
      const page = await call("fetch order payments", "GET", path, collectionOf(RazorpayPaymentSchema));
      return page.items;
    },

    async capturePayment(paymentId, amountPaise, currency = "INR") {
      const path = `/v1/payments/${id("payment", paymentId)}/capture`;
      try {
        return await call("capture payment", "POST", path, RazorpayPaymentSchema, {
          amount: amountPaise,
          currency,
        });
      } catch (error) {
        // Razorpay refuses a second capture with 400 BAD_REQUEST_ERROR "This payment has already been captured".
        // Rather than trust the wording, ask for the payment: captured for this amount is what we wanted.
        if (!(error instanceof RazorpayError) || error.kind !== "api" || error.status !== 400) throw error;
        const payment = await client.fetchPayment(paymentId);
        if (payment.status === "captured" && payment.amount === amountPaise && payment.currency === currency)
          return payment;
        throw error;
      }
    },

    refundPayment(paymentId, input) {
      if (!input.idempotencyKey) throw new RangeError("a refund needs an idempotency key");
      const path = `/v1/payments/${id("payment", paymentId)}/refund`;
      const body = {
        ...(input.amountPaise === undefined ? {} : { amount: input.amountPaise }),
        speed: "normal",
        ...(input.receipt ? { receipt: input.receipt } : {}),
        notes: input.notes ?? {},
      };
      return call("refund payment", "POST", path, RazorpayRefundSchema, body, {
        "x-refund-idempotency": input.idempotencyKey,
      });
    },

    fetchRefund(refundId) {
      return call("fetch refund", "GET", `/v1/refunds/${id("refund", refundId)}`, RazorpayRefundSchema);
    },
  };
  return client;
}

/** A cause without the request: fetch's errors can carry the request's options, headers included. */
function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.name}: ${error.message}${cause}`;
}
