// The product form's values and how they travel: the contract's schema checks them (name required), features
// are added only when non-blank after trimming, and one multipart body with the features as JSON text, the
// modal image as text, and the two optional image files.
import { MAX_LIST_ITEMS } from "#contract/constants";
import type { Product } from "#contract/schemas/product";

export interface ProductFormValues {
  name: string;
  category: string;
  short_desc: string;
  full_desc: string;
  /** The modal picture as a link; a modal file, when chosen, replaces it. */
  modal_image: string;
  /** Shown in the public product guide. */
  is_active: boolean;
  display_order: string;
}

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
  };
}

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
  body.set("name", values.name.trim());
  body.set("category", values.category.trim());
  body.set("short_desc", values.short_desc.trim());
  body.set("full_desc", values.full_desc.trim());
  body.set("features", JSON.stringify(features));
  body.set("is_active", String(values.is_active));
  body.set("display_order", values.display_order.trim());
  if (files.modalImage) body.set("modal_image", files.modalImage);
  else if (sendModalUrl) body.set("modal_image", values.modal_image.trim());
  if (files.image) body.set("image", files.image);
  return body;
}
