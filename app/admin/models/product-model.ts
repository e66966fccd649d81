// The product form's values and how they travel: the contract's schema checks them (name required), features
// are added only when non-blank after trimming, and one multipart body with the features as JSON text, the
// modal image as text, and the two optional image files. The हिन्दी tab's fields (hi_name…, the Hindi features
// list) travel as `translations.hi`, checked by the contract's schema too.
import { MAX_LIST_ITEMS } from "#contract/constants";
import { type Product, ProductCreateSchema } from "#contract/schemas/product";
import { fieldErrorsSchema, firstErrorPerField } from "./field-errors";
import { type HindiValues, hindiTab } from "./hindi-fields";

/** The product's texts, each with its twin in the हिन्दी tab; a blank one falls back to English on the Hindi pages. */
const TEXTS = ["name", "category", "short_desc", "full_desc"] as const;
const hindi = hindiTab(TEXTS);

export interface ProductFormValues extends HindiValues<(typeof TEXTS)[number]> {
  name: string;
  category: string;
  short_desc: string;
  full_desc: string;
  /** The modal picture as a link; a modal file, when chosen, replaces it. */
  modal_image: string;
  /** Shown in the public product guide. */
  is_active: boolean;
  display_order: string;
  /** The Hindi features, a list of its own like the English one. */
  hi_features: string[];
}

/** The Hindi tab's fields, each beside the English field it translates. */
export const PRODUCT_HINDI_FIELDS = [...TEXTS, "features"] as const;

export const FEATURE_MAX_LENGTH = 500;

export function emptyProductValues(): ProductFormValues {
  return {
    name: "",
    category: "",
    short_desc: "",
    full_desc: "",
    modal_image: "",
    is_active: true,
    display_order: "0",
    ...hindi.values(),
    hi_features: [],
  };
}

export function productToValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category ?? "",
    short_desc: product.short_desc ?? "",
    full_desc: product.full_desc ?? "",
    modal_image: product.modal_image ?? "",
    is_active: product.is_active,
    display_order: String(product.display_order),
    ...hindi.values(product.translations),
    hi_features: product.translations?.hi?.features ?? [],
  };
}

/** The Hindi tab's fields as the API's `translations`. */
export function productTranslations(values: ProductFormValues) {
  return { hi: { ...hindi.translations(values).hi, features: values.hi_features } };
}

/**
 * The form's resolver: the contract's create schema over the values, the Hindi tab as `translations`; a Hindi
 * field's error (translations.hi.name) goes on its field in the हिन्दी tab (hi_name).
 */
export const ProductFormSchema = fieldErrorsSchema((values: ProductFormValues) => {
  const parsed = ProductCreateSchema.safeParse({ ...values, translations: productTranslations(values) });
  return parsed.success ? {} : firstErrorPerField(parsed.error.issues);
});

/** The list with `draft` appended when it has text after trimming; the same list (same object) otherwise. */
export function addFeature(features: readonly string[], draft: string): readonly string[] {
  const feature = draft.trim();
  if (!feature || features.length >= MAX_LIST_ITEMS) return features;
  return [...features, feature];
}

/**
 * The multipart body of POST /api/products and PUT /api/products/{id}. `sendModalUrl` false leaves the stored
 * modal picture alone: an edit that did not touch the field must not pin the main picture (which the API serves
 * in place of a missing modal one) as the modal picture.
 */
export function productFormData(
  values: ProductFormValues,
  features: readonly string[],
  files: { image: File | null; modalImage: File | null },
  sendModalUrl: boolean,
): FormData {
  const body = new FormData();
  for (const field of TEXTS) body.set(field, values[field].trim());
  body.set("features", JSON.stringify(features));
  body.set("is_active", String(values.is_active));
  body.set("display_order", values.display_order.trim());
  body.set("translations", JSON.stringify(productTranslations(values)));
  if (files.modalImage) body.set("modal_image", files.modalImage);
  else if (sendModalUrl) body.set("modal_image", values.modal_image.trim());
  if (files.image) body.set("image", files.image);
  return body;
}
