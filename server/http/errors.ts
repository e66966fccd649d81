import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import type { FieldError } from "#contract/schemas/common";

/** An error with an HTTP status and a message meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = V.notFound) => new HttpError(404, message);
export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);

export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    message: issue.message,
  }));
}

export function validationError(error: z.ZodError): HttpError {
  const errors = zodFieldErrors(error);
  return new HttpError(400, errors[0]?.message ?? V.invalidRequest, errors);
}

const PG_UNIQUE_VIOLATION = "23505";
/** An exclusion constraint refused the row: it overlaps one already stored (a consultation slot taken). */
const PG_EXCLUSION_VIOLATION = "23P01";
/**
 * Violations and data exceptions: the value sent cannot be stored as it is (a broken rule, a missing reference,
 * too long, out of range, not text the database can hold such as a NUL byte, not a valid date). Validation should
 * have refused it first; if it did not, it is still the caller's input that is wrong, so a 400, never a 500.
 */
const PG_INVALID_INPUT_CODES = new Set([
  "23514", // check_violation
  "23503", // foreign_key_violation
  "23502", // not_null_violation
  "22001", // string_data_right_truncation
  "22003", // numeric_value_out_of_range
  "22007", // invalid_datetime_format
  "22008", // datetime_field_overflow
  "22021", // character_not_in_repertoire (a NUL byte in text)
  "22P02", // invalid_text_representation
  "22P05", // untranslatable_character
]);

/** Socket-level failures (Node) and PostgreSQL's own codes for "the server is not there or not taking work". */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);
/** Class 08: connection exception (08000, 08001, 08003, 08004, 08006, 08P01, ...). */
const CONNECTION_CLASS = /^08[0-9A-Z]{3}$/;

/**
 * What node-postgres and pg-pool say when the server goes away; they throw these without a code. Anchored, so
 * that text a user typed (which drizzle repeats in its "Failed query" wrapper) can never match.
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^connect E[A-Z]+ /,
  /^PGlite is closed/,
];

interface ErrorLike {
  code?: unknown;
  /** PostgreSQL names the column for some violations (not-null); API fields are named after the columns. */
  column?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
}

/** The error and its causes (drizzle wraps driver errors; Node reports dual-stack connect failures as an AggregateError). */
function errorChain(err: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  const queue: unknown[] = [err];
  while (queue.length > 0 && chain.length < 10) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || chain.includes(current as ErrorLike)) continue;
    const e = current as ErrorLike;
    chain.push(e);
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return chain;
}

export function isConnectionError(err: unknown): boolean {
  return errorChain(err).some((e) => {
    if (typeof e.code === "string" && (CONNECTION_CODES.has(e.code) || CONNECTION_CLASS.test(e.code)))
      return true;
    return typeof e.message === "string" && CONNECTION_MESSAGES.some((re) => re.test(e.message as string));
  });
}

const databaseErrorOf = (err: unknown) => errorChain(err).find((e) => typeof e.code === "string");

/** Maps driver errors to the contract's statuses; returns undefined for a real bug (500). */
export function httpErrorFromDatabase(err: unknown): HttpError | undefined {
  if (isConnectionError(err)) return new HttpError(503, V.databaseUnavailable);
  const dbError = databaseErrorOf(err);
  const code = dbError?.code as string | undefined;
  if (code === PG_UNIQUE_VIOLATION) return new HttpError(409, V.slugTaken);
  if (code === PG_EXCLUSION_VIOLATION) return new HttpError(409, V.timeTaken);
  if (code !== undefined && PG_INVALID_INPUT_CODES.has(code)) {
    const field = typeof dbError?.column === "string" && dbError.column ? dbError.column : "body";
    return badRequest(V.invalidValue, [{ field, message: V.invalidValue }]);
  }
  return undefined;
}

export const isZodError = (err: unknown): err is z.ZodError => err instanceof z.ZodError;
