// Caps a multipart body at what its images may weigh, counted while the body streams in. A chunked request has
// no Content-Length to check up front, so without this a sender could push megabytes before anything said no.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import type { AppEnv } from "#server/http/app-env";
import { HttpError } from "#server/http/errors";

/** Room for the text fields (a product's full description is up to 20,000 characters) and multipart framing. */
export const FORM_FIELDS_ALLOWANCE_BYTES = 256 * 1024;

export function imageFormBodyLimit(
  options: { images?: number; message?: string } = {},
): MiddlewareHandler<AppEnv> {
  const message = options.message ?? V.fileTooLarge;
  const limit = bodyLimit({
    maxSize: (options.images ?? 1) * IMAGE_UPLOAD_MAX_BYTES + FORM_FIELDS_ALLOWANCE_BYTES,
    onError: () => {
      throw new HttpError(413, message);
    },
  });
  return async (c, next) => {
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    // JSON bodies carry no file and are already held to the API's 1 MB limit.
    if (!type.startsWith("multipart/form-data")) return next();
    return limit(c, next);
  };
}
