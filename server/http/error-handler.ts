import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import {
  Conflict,
  DomainError,
  Invalid,
  NotFound,
  TooManyAttempts,
  Unauthenticated,
} from "#server/domain-errors";
import { HttpError, httpErrorFromDatabase, isZodError, validationError } from "./errors";
import type { Logger } from "./logger";

const DOMAIN_STATUSES = [
  [NotFound, 404],
  [Invalid, 400],
  [Conflict, 409],
  [Unauthenticated, 401],
  [TooManyAttempts, 429],
] as const;

function httpErrorFromDomain(err: DomainError): HttpError | undefined {
  const status = DOMAIN_STATUSES.find(([type]) => err instanceof type)?.[1];
  if (status === undefined) return undefined;
  const headers =
    err instanceof TooManyAttempts
      ? { "Retry-After": String(Math.max(1, err.retryAfterSeconds)) }
      : undefined;
  return new HttpError(status, err.message, err.errors, headers);
}

/** Text a caller may have typed: a quoted literal ('…' or "…" after a colon, as PostgreSQL quotes values). */
const QUOTED_VALUE = /'(?:[^']|'')*'|: "[^"]*"/g;
const redact = (text: string) => text.replace(QUOTED_VALUE, (m) => (m.startsWith(":") ? ': "…"' : "'…'"));

/**
 * What the log may say about an unexpected error: its class, its code, a message cut before any query parameters
 * and with quoted values blanked, and the stack frames. Drizzle's "Failed query: … params: …" carries what the
 * visitor sent (e-mail, phone), and PostgreSQL's `detail` repeats key values; neither may reach the log.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { name: typeof err };
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = (err as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  const message = (error: Error) => redact(error.message.split(/\n\s*params:/)[0] ?? "");
  // Some libraries (Drizzle among them) leave `name` as "Error"; the class says more.
  const nameOf = (error: Error) => (error.name === "Error" ? error.constructor.name : error.name);
  return {
    name: nameOf(err),
    ...(typeof code === "string" ? { code } : {}),
    message: message(err),
    ...(cause ? { cause: { name: nameOf(cause), message: message(cause) } } : {}),
    // The frames only: the stack's first line repeats the message unredacted.
    stack: err.stack
      ?.split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
  };
}

/** Turns anything thrown by a handler into the contract's error envelope. Never leaks a stack trace. */
export function errorResponse(err: unknown, c: Context, logger: Logger): Response {
  let httpError: HttpError | undefined;
  if (err instanceof HttpError) httpError = err;
  else if (err instanceof DomainError) httpError = httpErrorFromDomain(err);
  else if (isZodError(err)) httpError = validationError(err);
  else if (err instanceof HTTPException && err.status < 500)
    httpError = new HttpError(err.status, err.message || V.invalidRequest);
  else httpError = httpErrorFromDatabase(err);

  if (!httpError) {
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      path: c.req.path,
      error: loggableError(err),
    });
    httpError = new HttpError(500, V.serverError);
  } else if (httpError.status === 503) {
    logger.warn("database unavailable", { requestId: c.get("requestId"), path: c.req.path });
  }

  const body: Record<string, unknown> = { success: false, message: httpError.message };
  if (httpError.errors?.length) body.errors = httpError.errors;
  // A 400 always lists what was wrong, field by field. An error raised without a field (malformed JSON, a broken
  // multipart body) is about the body as a whole.
  else if (httpError.status === 400) body.errors = [{ field: "body", message: httpError.message }];
  const res = c.json(body, httpError.status);
  for (const [k, v] of Object.entries(httpError.headers ?? {})) res.headers.set(k, v);
  return res;
}
