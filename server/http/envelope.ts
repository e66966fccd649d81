import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ListMeta } from "#contract/schemas/common";

export function ok<T>(
  c: Context,
  data: T,
  options: { status?: ContentfulStatusCode; message?: string; meta?: ListMeta } = {},
) {
  const body: Record<string, unknown> = { success: true, data };
  if (options.message) body.message = options.message;
  if (options.meta) body.meta = options.meta;
  return c.json(body, options.status ?? 200);
}

export const created = <T>(c: Context, data: T, message?: string) => ok(c, data, { status: 201, message });
