import { z } from "zod";
import { MAX_LIST_ITEMS, MAX_LONG_TEXT, MAX_MEDIUM_TEXT } from "../constants";
import { formBoolean, formInt, imageUrl, jsonText, optionalText, requiredText, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { translationsInput, translationsItem } from "../translations";
import { ListPagingSchema } from "./common";

/** The fields of a product that have a Hindi version, and whether each is a text or a list. */
export const PRODUCT_TRANSLATED_FIELDS = {
  name: "text",
  category: "text",
  short_desc: "text",
  full_desc: "text",
  features: "list",
} as const;

/**
 * Features are a list, or JSON text of one; text that is not JSON at all becomes an empty list, as the original site's
 * product form sent it. JSON of
 * the wrong shape (an object, too many or too long items) is refused rather than silently emptied.
 */
const featuresField = jsonText(
  z.array(text(500), { error: V.invalidValue }).max(MAX_LIST_ITEMS, { message: V.tooLong }),
  "empty",
)
  .nullable()
  .transform((items) => (items ?? []).filter((item) => item.length > 0));

const productFields = {
  name: requiredText(V.productNameRequired),
  category: optionalText(),
  image: imageUrl(),
  modal_image: imageUrl(),
  short_desc: optionalText(MAX_MEDIUM_TEXT),
  full_desc: optionalText(MAX_LONG_TEXT),
  features: featuresField,
  /** Staff hide a product from the guide without deleting it. */
  is_active: formBoolean,
  /** The guide's order: lower first, then newest. */
  display_order: formInt(0, V.displayOrderMin),
  translations: translationsInput({
    name: text(),
    category: text(MAX_MEDIUM_TEXT),
    short_desc: text(MAX_MEDIUM_TEXT),
    full_desc: text(MAX_LONG_TEXT),
    features: z
      .array(text(500), { error: V.invalidValue })
      .max(MAX_LIST_ITEMS, { message: V.tooLong })
      .transform((items) => items.filter((item) => item.length > 0)),
  }).optional(),
};

/** shortDesc and fullDesc are accepted as spellings of short_desc and full_desc, as the
 * original admin form sent them. */
function acceptCamelCaseSpellings(input: unknown) {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const body = { ...(input as Record<string, unknown>) };
  if (body.short_desc === undefined && body.shortDesc !== undefined) body.short_desc = body.shortDesc;
  if (body.full_desc === undefined && body.fullDesc !== undefined) body.full_desc = body.fullDesc;
  delete body.shortDesc;
  delete body.fullDesc;
  return body;
}

export const ProductCreateSchema = z.preprocess(
  acceptCamelCaseSpellings,
  z.object({
    ...productFields,
    features: productFields.features.default([]),
    is_active: productFields.is_active.default(true),
    display_order: productFields.display_order.default(0),
  }),
);
export type ProductCreate = z.infer<typeof ProductCreateSchema>;
export const ProductUpdateSchema = z.preprocess(acceptCamelCaseSpellings, z.object(productFields).partial());
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** Anonymous callers get active products only, whatever they ask for; `limit`, `offset` and `q` page and search. */
export const ProductListQuerySchema = ListPagingSchema.extend({ is_active: formBoolean.optional() });

/** As served: `image` and `modal_image` fall back to each other, so a product given one image
 * shows it in the card and in the modal alike; `features` is always a list. */
export const ProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  image: z.string().nullable(),
  modal_image: z.string().nullable(),
  short_desc: z.string().nullable(),
  full_desc: z.string().nullable(),
  features: z.array(z.string()),
  is_active: z.boolean(),
  display_order: z.number(),
  translations: translationsItem(PRODUCT_TRANSLATED_FIELDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;
