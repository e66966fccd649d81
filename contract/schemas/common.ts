import { z } from "zod";
import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT } from "../constants";
import { formBoolean, formInt, text } from "../fields";

/** `limit`, `offset` and `q` of admin lists: any of them makes a list answer one page with its meta. */
export const ListPagingSchema = z.object({
  limit: formInt(1, "limit must be a whole number from 1", ADMIN_LIST_MAX_LIMIT).optional(),
  offset: formInt(0, "offset must be a whole number from 0").optional(),
  q: text(200).optional(),
});
export type ListPaging = z.infer<typeof ListPagingSchema>;

export const optionalBooleanFilter = formBoolean.optional();

export const ListMetaSchema = z.object({
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  /** True when more rows match than are counted exactly (EXACT_COUNT_LIMIT) and `total` is an estimate. */
  total_is_estimate: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

export const DEFAULT_PAGING = { limit: ADMIN_LIST_DEFAULT_LIMIT, offset: 0 } as const;

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
