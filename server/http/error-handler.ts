import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { HttpError, httpErrorFromDatabase, isZodError, validationError } from "./errors";
import type { Logger } from "./logger";

/** Turns anything thrown by a handler into the contract's error envelope. Never leaks a stack trace. */
export function errorResponse(err: unknown, c: Context, logger: Logger): Response {
  let httpError: HttpError | undefined;
  if (err instanceof HttpError) httpError = err;
  else if (isZodError(err)) httpError = validationError(err);
  else if (err instanceof HTTPException && err.status < 500)
    httpError = new HttpError(err.status, err.message || V.invalidRequest);
  else httpError = httpErrorFromDatabase(err);

  if (!httpError) {
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      path: c.req.path,
      error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
    });
    httpError = new HttpError(500, V.serverError);
  } else if (httpError.status === 503) {
    logger.warn("database unavailable", { requestId: c.get("requestId"), path: c.req.path });
  }

  const body: Record<string, unknown> = { success: false, message: httpError.message };
  if (httpError.errors?.length) body.errors = httpError.errors;
  // CONTRACT §3: a 400 always lists what was wrong. An error raised without a field (malformed JSON, a broken
  // multipart body) is about the body as a whole.
  else if (httpError.status === 400) body.errors = [{ field: "body", message: httpError.message }];
  const res = c.json(body, httpError.status);
  for (const [k, v] of Object.entries(httpError.headers ?? {})) res.headers.set(k, v);
  return res;
}
