// A Razorpay stand-in for tests: an HTTP server on a free local port that answers the REST calls the product makes
// with the shapes of Razorpay's API reference (orders, payments, refunds, errors; HTTP Basic checked), keeps their
// state, lets a test pay an order as a customer would, signs the Checkout callback and webhooks as Razorpay does,
// delivers webhooks (duplicated, reordered or forged on request), and serves a simulated Checkout script for
// browser tests. It signs with node:crypto on its own: it shares no code with the product it tests.
//
// Sources for the shapes: Razorpay's API reference (Orders, Payments, Refunds entities and their errors), its
// webhook sample payloads (payment.captured, order.paid, payment.failed, refund.processed), and its Standard
// Checkout integration (options key, amount, currency, name, description, order_id, prefill, notes, theme, handler,
// modal.ondismiss; the handler's {razorpay_payment_id, razorpay_order_id, razorpay_signature}; rzp.on("payment.failed")
// with {error: {code, description, source, step, reason, metadata: {order_id, payment_id}}}).
import { createHmac, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Notes = Record<string, string>;

export interface SimOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Notes | [];
  created_at: number;
}

export interface SimPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface SimRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: string | null;
  speed_requested: string;
}

export interface CheckoutCallback {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type WebhookEvent = "payment.captured" | "order.paid" | "payment.failed" | "refund.processed";

export interface WebhookDelivery {
  event: WebhookEvent;
  eventId: string;
  /** The raw body, exactly as sent and signed. */
  body: string;
  headers: Record<string, string>;
}

/** A URL, or an app answering in process as Hono's `app.request(path, init)` does. */
export type WebhookTarget =
  | string
  | { url: string; app: { request(path: string, init: RequestInit): Response | Promise<Response> } };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface SimulatorOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Refunds answer `processed` at once (Razorpay's usual answer for a normal refund) or stay `pending`. */
  refundStatus?: "processed" | "pending";
  /** When set, state changes send their webhooks there, as Razorpay would (see `idle()`). */
  webhookTarget?: WebhookTarget;
  now?: () => Date;
}

export interface PayOptions {
  /** Razorpay auto-captures; false leaves the payment `authorized` (capture it through the API). */
  capture?: boolean;
  /** A failed attempt: status `failed`, with Razorpay's error fields. */
  fail?: boolean;
  method?: "upi" | "card" | "netbanking" | "wallet";
  /** Another amount than the order's: what a tampered or partial payment would look like. */
  amountPaise?: number;
  currency?: string;
  email?: string;
  contact?: string;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(prefix: string): string {
  let id = "";
  for (let i = 0; i < 14; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return prefix ? `${prefix}_${id}` : id;
}

function errorBody(description: string, extra: { field?: string; code?: string; reason?: string } = {}) {
  return {
    error: {
      code: extra.code ?? "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: "payment_initiation",
      reason: extra.reason ?? "input_validation_failed",
      metadata: {},
      ...(extra.field ? { field: extra.field } : {}),
    },
  };
}

class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

const refuse = (description: string, extra: { field?: string; reason?: string } = {}) =>
  new HttpAnswer(400, errorBody(description, extra));

const CHECKOUT_SCRIPT = readFileSync(new URL("./razorpay-checkout.sim.js", import.meta.url), "utf8");

export class RazorpaySimulator {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  readonly accountId = randomId("acc");
  readonly orders = new Map<string, SimOrder>();
  readonly payments = new Map<string, SimPayment>();
  readonly refunds = new Map<string, SimRefund>();
  /** Every REST call received, in order (the Authorization header included, for the tests of it). */
  readonly requests: RecordedRequest[] = [];
  /** Every webhook sent to `webhookTarget`, with the status it got back. */
  readonly deliveries: { delivery: WebhookDelivery; status: number | null }[] = [];
  webhookTarget: WebhookTarget | undefined;
  /** What the simulated Checkout's Pay does next: pay (captured), authorise only, or fail. */
  checkoutOutcome: "captured" | "authorized" | "failed" = "captured";

  private readonly refundKeys = new Map<string, string>();
  private readonly faults: ({ status: number; body: unknown } | { delayMs: number })[] = [];
  private readonly pending = new Set<Promise<unknown>>();
  private readonly refundStatus: "processed" | "pending";
  private readonly now: () => Date;
  private server: http.Server | undefined;
  private origin = "";

  constructor(options: SimulatorOptions = {}) {
    this.keyId = options.keyId ?? `rzp_test_${randomId("")}`;
    this.keySecret = options.keySecret ?? randomId("secret");
    this.webhookSecret = options.webhookSecret ?? randomId("whsec");
    this.refundStatus = options.refundStatus ?? "processed";
    this.webhookTarget = options.webhookTarget;
    this.now = options.now ?? (() => new Date());
  }

  /** RAZORPAY_API_URL */
  get url(): string {
    return this.origin;
  }

  /** RAZORPAY_CHECKOUT_URL */
  get checkoutUrl(): string {
    return `${this.origin}/v1/checkout.js`;
  }

  /** The product's RAZORPAY_* variables pointing at this simulator. */
  get env(): Record<string, string> {
    return {
      RAZORPAY_KEY_ID: this.keyId,
      RAZORPAY_KEY_SECRET: this.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.webhookSecret,
      RAZORPAY_API_URL: this.url,
      RAZORPAY_CHECKOUT_URL: this.checkoutUrl,
    };
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify(errorBody(String(error), { code: "SERVER_ERROR" })));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    await this.idle();
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** The next REST calls answer with this error (or wait this long first), once each, in order. */
  fault(fault: { status: number; body?: unknown } | { delayMs: number }): void {
    this.faults.push(
      "delayMs" in fault ? fault : { status: fault.status, body: fault.body ?? errorBody("Fault") },
    );
  }

  /** Waits for the webhooks sent on their own to be answered. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  // --- A customer pays --------------------------------------------------------------------------------------

  /**
   * A payment on the order, as Checkout makes one: captured (Razorpay auto-captures), authorised only, or
   * failed. Returns the payment and, for a successful one, the callback the browser would send, signed.
   */
  pay(orderId: string, options: PayOptions = {}): { payment: SimPayment; callback: CheckoutCallback | null } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const method = options.method ?? "upi";
    const payment: SimPayment = {
      id: randomId("pay"),
      entity: "payment",
      amount: options.amountPaise ?? order.amount,
      currency: options.currency ?? order.currency,
      status: options.fail ? "failed" : "authorized",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: null,
      bank: method === "netbanking" ? "HDFC" : null,
      wallet: method === "wallet" ? "paytm" : null,
      vpa: method === "upi" ? "success@razorpay" : null,
      email: options.email ?? "gaurav.kumar@example.com",
      contact: options.contact ?? "+919000090000",
      notes: [],
      fee: null,
      tax: null,
      error_code: options.fail ? "BAD_REQUEST_ERROR" : null,
      error_description: options.fail ? "Payment failed" : null,
      error_source: options.fail ? "customer" : null,
      error_step: options.fail ? "payment_authentication" : null,
      error_reason: options.fail ? "payment_failed" : null,
      acquirer_data: method === "upi" ? { rrn: String(randomInt(10 ** 11, 10 ** 12)) } : {},
      created_at: this.timestamp(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === "created") order.status = "attempted";
    if (options.fail) {
      this.autoSend("payment.failed", payment.id);
      return { payment, callback: null };
    }
    if (options.capture !== false) this.capture(payment);
    return { payment, callback: this.checkoutCallback(order.id, payment.id) };
  }

  /** The Checkout handler's argument for this order and payment, signed with the key secret as Razorpay does. */
  checkoutCallback(orderId: string, paymentId: string): CheckoutCallback {
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac("sha256", this.keySecret)
        .update(`${orderId}|${paymentId}`)
        .digest("hex"),
    };
  }

  /** A pending refund is processed (with `refundStatus: "pending"`), and refund.processed is sent. */
  processRefund(refundId: string): SimRefund {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = "processed";
    refund.speed_processed = "normal";
    refund.acquirer_data.arn = String(randomInt(10 ** 11, 10 ** 12));
    this.autoSend("refund.processed", refund.id);
    return refund;
  }

  // --- Webhooks ---------------------------------------------------------------------------------------------

  /**
   * The webhook Razorpay sends for an event, from the entities as they are now: payment.captured and
   * payment.failed carry the payment (id given), order.paid the order (id given) and its captured payment,
   * refund.processed the refund (id given) and its payment. Signed with the webhook secret; a new event id.
   */
  webhook(event: WebhookEvent, id: string): WebhookDelivery {
    const payload: Record<string, { entity: unknown }> = {};
    if (event === "order.paid") {
      const order = this.mustGet(this.orders, id);
      const payment = [...this.payments.values()].find((p) => p.order_id === id && p.captured);
      if (!payment) throw new Error(`order ${id} has no captured payment`);
      payload.payment = { entity: structuredClone(payment) };
      payload.order = { entity: structuredClone(order) };
    } else if (event === "refund.processed") {
      const refund = this.mustGet(this.refunds, id);
      payload.refund = { entity: structuredClone(refund) };
      payload.payment = { entity: structuredClone(this.mustGet(this.payments, refund.payment_id)) };
    } else {
      payload.payment = { entity: structuredClone(this.mustGet(this.payments, id)) };
    }
    const body = JSON.stringify({
      entity: "event",
      account_id: this.accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: this.timestamp(),
    });
    return this.signed(event, randomId(""), body);
  }

  /**
   * A forged copy: a wrong signature, a body changed after signing (the amount raised), signed with another
   * secret, or with no signature header at all.
   */
  forge(delivery: WebhookDelivery, how: "signature" | "body" | "secret" | "unsigned"): WebhookDelivery {
    if (how === "body") {
      const body = delivery.body.replace(/"amount":(\d+)/, (_, n: string) => `"amount":${Number(n) + 100}`);
      return { ...delivery, body };
    }
    if (how === "unsigned") {
      const { "x-razorpay-signature": _, ...headers } = delivery.headers;
      return { ...delivery, headers };
    }
    const secret = how === "secret" ? `${this.webhookSecret}x` : this.webhookSecret;
    const signature = createHmac("sha256", secret).update(delivery.body).digest("hex");
    const flipped =
      how === "signature" ? `${signature[0] === "0" ? "1" : "0"}${signature.slice(1)}` : signature;
    return { ...delivery, headers: { ...delivery.headers, "x-razorpay-signature": flipped } };
  }

  /** Sends a webhook `times` times (Razorpay retries with the same event id), one after the other. */
  async deliver(target: WebhookTarget, delivery: WebhookDelivery, times = 1): Promise<Response[]> {
    const answers: Response[] = [];
    for (let i = 0; i < times; i++) {
      const init: RequestInit = { method: "POST", headers: delivery.headers, body: delivery.body };
      answers.push(
        typeof target === "string" ? await fetch(target, init) : await target.app.request(target.url, init),
      );
    }
    return answers;
  }

  // --- The REST API -----------------------------------------------------------------------------------------

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.origin);
    const text = await new Promise<string>((resolve, reject) => {
      let data = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => {
        data += chunk;
      });
      req.on("end", () => resolve(data));
      req.on("error", reject);
    });
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "content-type",
      "access-control-allow-methods": "GET, POST",
    };
    if (url.pathname === "/v1/checkout.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", ...cors });
      res.end(CHECKOUT_SCRIPT.replace("__SIMULATOR_ORIGIN__", this.origin));
      return;
    }
    if (url.pathname === "/_simulator/checkout/pay") {
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      res.writeHead(200, { "content-type": "application/json", ...cors });
      res.end(JSON.stringify(this.checkoutPay(parseJson(text))));
      return;
    }

    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      // kept as text: the route refuses it
    }
    this.requests.push({ method: req.method ?? "GET", path: url.pathname, headers: req.headers, body });
    const fault = this.faults.shift();
    if (fault && "delayMs" in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    const answer =
      fault && "status" in fault
        ? new HttpAnswer(fault.status, fault.body)
        : this.authorised(req)
          ? this.route(req.method ?? "GET", url.pathname, body, req.headers)
          : new HttpAnswer(401, errorBody("Authentication failed", { reason: "NA" }));
    if (res.destroyed) return;
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  }

  private authorised(req: http.IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString("base64")}`;
    return req.headers.authorization === expected;
  }

  private route(method: string, path: string, body: unknown, headers: http.IncomingHttpHeaders): HttpAnswer {
    const parts = path.split("/").filter(Boolean); // ["v1", "orders", id, "payments"]
    if (parts[0] !== "v1") return notFound();
    const [, resource, id, action] = parts;
    if (typeof body !== "object" || body === null) return refuse("The request body is not valid JSON");
    const input = body as Record<string, unknown>;
    if (method === "POST" && resource === "orders" && !id) return this.createOrder(input);
    if (method === "GET" && resource === "orders" && id && !action) return this.found(this.orders, id);
    if (method === "GET" && resource === "orders" && id && action === "payments") {
      if (!this.orders.has(id)) return refuse("The id provided does not exist", { field: "id" });
      const items = [...this.payments.values()].filter((p) => p.order_id === id);
      return new HttpAnswer(200, { entity: "collection", count: items.length, items });
    }
    if (method === "GET" && resource === "payments" && id && !action) return this.found(this.payments, id);
    if (method === "POST" && resource === "payments" && id && action === "capture")
      return this.captureRoute(id, input);
    if (method === "POST" && resource === "payments" && id && action === "refund")
      return this.refundRoute(id, input, headers["x-refund-idempotency"]);
    if (method === "GET" && resource === "refunds" && id && !action) return this.found(this.refunds, id);
    return notFound();
  }

  private createOrder(input: Record<string, unknown>): HttpAnswer {
    const { amount, currency = "INR", receipt = null, notes = {} } = input;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      return refuse("The amount must be atleast INR 1.00", { field: "amount" });
    if (currency !== "INR") return refuse("Currency is not supported", { field: "currency" });
    if (receipt !== null && (typeof receipt !== "string" || receipt.length > 40))
      return refuse("The receipt may not be greater than 40 characters.", { field: "receipt" });
    if (typeof notes !== "object" || notes === null || Object.keys(notes).length > 15)
      return refuse("Number of fields in notes should be less than or equal to 15", { field: "notes" });
    const order: SimOrder = {
      id: randomId("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt as string | null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: Object.keys(notes).length ? (notes as Notes) : [],
      created_at: this.timestamp(),
    };
    this.orders.set(order.id, order);
    return new HttpAnswer(200, order);
  }

  private captureRoute(id: string, input: Record<string, unknown>): HttpAnswer {
    const payment = this.payments.get(id);
    if (!payment) return refuse("The id provided does not exist", { field: "id" });
    if (payment.captured) return refuse("This payment has already been captured");
    if (payment.status !== "authorized")
      return refuse("Only payments which have been authorized and not yet captured can be captured");
    if (input.amount !== payment.amount)
      return refuse("Capture amount must be equal to the amount authorized", { field: "amount" });
    if ((input.currency ?? "INR") !== payment.currency)
      return refuse("Currency should be same as that of payment", { field: "currency" });
    this.capture(payment);
    return new HttpAnswer(200, payment);
  }

  private refundRoute(
    id: string,
    input: Record<string, unknown>,
    key: string | string[] | undefined,
  ): HttpAnswer {
    const keyed = typeof key === "string" ? this.refundKeys.get(`${id} ${key}`) : undefined;
    if (keyed) return new HttpAnswer(200, this.refunds.get(keyed));
    const payment = this.payments.get(id);
    if (!payment) return refuse("The id provided does not exist", { field: "id" });
    if (!payment.captured) return refuse("Payment is not captured, so it cannot be refunded");
    const refundable = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? refundable;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      return refuse("The amount must be atleast INR 1.00", { field: "amount" });
    if (refundable === 0) return refuse("The payment has been fully refunded already");
    if (amount > refundable)
      return refuse("The refund amount provided is greater than amount captured", { field: "amount" });
    const refund: SimRefund = {
      id: randomId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (input.notes as Notes | undefined) ?? [],
      receipt: typeof input.receipt === "string" ? input.receipt : null,
      acquirer_data: { arn: null },
      created_at: this.timestamp(),
      batch_id: null,
      status: "pending",
      speed_processed: null,
      speed_requested: typeof input.speed === "string" ? input.speed : "normal",
    };
    this.refunds.set(refund.id, refund);
    if (typeof key === "string") this.refundKeys.set(`${id} ${key}`, refund.id);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    if (payment.refund_status === "full") payment.status = "refunded";
    if (this.refundStatus === "processed") this.processRefund(refund.id);
    return new HttpAnswer(200, refund);
  }

  // --- The simulated Checkout -------------------------------------------------------------------------------

  private checkoutPay(
    input: unknown,
  ): { ok: true; response: CheckoutCallback } | { ok: false; error: unknown } {
    const { key, order_id: orderId } = (input ?? {}) as { key?: unknown; order_id?: unknown };
    const failure = (description: string, paymentId?: string) => ({
      ok: false as const,
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "customer",
        step: "payment_authentication",
        reason: "payment_failed",
        metadata: { order_id: orderId, ...(paymentId ? { payment_id: paymentId } : {}) },
      },
    });
    if (key !== this.keyId) return failure("The api key provided is invalid");
    if (typeof orderId !== "string" || !this.orders.has(orderId))
      return failure("The id provided does not exist");
    const { payment, callback } = this.pay(orderId, {
      fail: this.checkoutOutcome === "failed",
      capture: this.checkoutOutcome === "captured",
    });
    return callback ? { ok: true, response: callback } : failure("Payment failed", payment.id);
  }

  // --- State --------------------------------------------------------------------------------------------------

  private capture(payment: SimPayment): void {
    const order = this.mustGet(this.orders, payment.order_id);
    payment.status = "captured";
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(payment.fee * 0.18);
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    if (order.amount_paid >= order.amount) order.status = "paid";
    this.autoSend("payment.captured", payment.id);
    if (order.status === "paid") this.autoSend("order.paid", order.id);
  }

  private autoSend(event: WebhookEvent, id: string): void {
    const target = this.webhookTarget;
    if (!target) return;
    const delivery = this.webhook(event, id);
    const sending = this.deliver(target, delivery)
      .then(([answer]) => this.deliveries.push({ delivery, status: answer?.status ?? null }))
      .catch(() => this.deliveries.push({ delivery, status: null }))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  private signed(event: WebhookEvent, eventId: string, body: string): WebhookDelivery {
    return {
      event,
      eventId,
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-event-id": eventId,
        "x-razorpay-signature": createHmac("sha256", this.webhookSecret).update(body).digest("hex"),
      },
    };
  }

  private found<T>(map: Map<string, T>, id: string): HttpAnswer {
    const item = map.get(id);
    return item ? new HttpAnswer(200, item) : refuse("The id provided does not exist", { field: "id" });
  }

  private mustGet<T>(map: Map<string, T>, id: string): T {
    const item = map.get(id);
    if (!item) throw new Error(`no such id ${id}`);
    return item;
  }

  private timestamp(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}

function notFound(): HttpAnswer {
  return new HttpAnswer(404, errorBody("The requested URL was not found on the server.", { reason: "NA" }));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A started simulator; `close()` it after the tests. */
export function startRazorpaySimulator(options: SimulatorOptions = {}): Promise<RazorpaySimulator> {
  return new RazorpaySimulator(options).start();
}
