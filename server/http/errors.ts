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
const PG_CHECK_VIOLATION = "23514";
const PG_FK_VIOLATION = "23503";
const PG_CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "57P01",
  "57P03",
  "08006",
  "08001",
  "08003",
]);

function findCause(err: unknown): { code?: string; message?: string; constraint?: string } | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const c = current as { code?: unknown; cause?: unknown };
    if (typeof c.code === "string") return current as { code?: string };
    current = c.cause;
  }
  return undefined;
}

/** Maps driver errors to the contract's statuses; returns undefined for a real bug (500). */
export function httpErrorFromDatabase(err: unknown): HttpError | undefined {
  const cause = findCause(err);
  const message = err instanceof Error ? err.message : "";
  if (cause?.code === PG_UNIQUE_VIOLATION) return new HttpError(409, V.slugTaken);
  if (cause?.code === PG_CHECK_VIOLATION || cause?.code === PG_FK_VIOLATION)
    return new HttpError(400, V.invalidValue);
  if ((cause?.code && PG_CONNECTION_CODES.has(cause.code)) || /connect|terminat|Connection/i.test(message))
    return new HttpError(503, V.databaseUnavailable);
  return undefined;
}

export const isZodError = (err: unknown): err is z.ZodError => err instanceof z.ZodError;
