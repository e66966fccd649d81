// Reads a request body as JSON or multipart, strictly, and validates it with a contract schema.
import type { Context } from "hono";
import type { z } from "zod";
import { idParam } from "#contract/fields";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { HttpError, validationError } from "./errors";
import { hasForbiddenKey, parseStrictJson, StrictJsonError } from "./strict-json";

export interface RequestInput {
  fields: Record<string, unknown>;
  files: Record<string, File>;
}

export async function readRequestInput(c: Context): Promise<RequestInput> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new HttpError(400, V.invalidRequest);
    }
    if (hasForbiddenKey(form)) throw new HttpError(400, V.invalidRequest);
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    for (const [key, value] of Object.entries(form)) {
      const values = Array.isArray(value) ? value : [value];
      const texts = values.filter((v): v is string => typeof v === "string");
      const uploads = values.filter((v): v is File => typeof v !== "string");
      // One text value and one file may share a name: the product form sends modal_image as a URL box and a
      // file picker. Anything else sent twice is ambiguous, so refused rather than guessed.
      if (texts.length > 1 || uploads.length > 1)
        throw new HttpError(400, V.invalidRequest, [{ field: key, message: "Sent more than once" }]);
      // Browsers send every line break of a form field as CRLF; store text the same way a JSON client's arrives.
      if (texts[0] !== undefined) fields[key] = texts[0].replace(/\r\n?/g, "\n");
      // A file input left empty still sends a part, with no bytes.
      if (uploads[0] && uploads[0].size > 0) files[key] = uploads[0];
    }
    return { fields, files };
  }
  if (type.startsWith("application/json") || type === "") {
    const textBody = await c.req.text();
    if (textBody.trim() === "" && type === "") return { fields: {}, files: {} };
    let parsed: unknown;
    try {
      parsed = parseStrictJson(textBody);
    } catch (err) {
      throw new HttpError(400, err instanceof StrictJsonError ? err.message : V.malformedJson);
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
      throw new HttpError(400, V.invalidRequest, [{ field: "body", message: "Expected a JSON object" }]);
    return { fields: parsed as Record<string, unknown>, files: {} };
  }
  throw new HttpError(415, V.unsupportedMediaType);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const { fields } = await readRequestInput(c);
  return parseWith(schema, fields);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query = c.req.query();
  if (hasForbiddenKey(query))
    throw new HttpError(400, V.invalidRequest, [{ field: "query", message: V.invalidRequest }]);
  return parseWith(schema, query);
}

/** A path id parsed strictly ("12" yes; "12'", "1e3", "-1" no). An id that cannot exist is a 404, as for a missing row. */
export function readId(c: Context, name = "id"): number {
  const parsed = idParam.safeParse(c.req.param(name));
  if (!parsed.success) throw new HttpError(404, V.notFound);
  return parsed.data;
}
