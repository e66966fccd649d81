import { z } from "zod";
import { GALLERY_DEFAULT_CATEGORY, MAX_MEDIUM_TEXT } from "../constants";
import { GALLERY_CATEGORIES } from "../enums";
import { formBoolean, formInt, imageUrl, optionalText, requiredText, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { translationsInput, translationsItem } from "../translations";
import { ListPagingSchema } from "./common";

/** The caption of an image has a Hindi version. */
export const GALLERY_TRANSLATED_FIELDS = { title: "text", description: "text" } as const;

const galleryFields = {
  title: requiredText(V.requiredFields),
  description: optionalText(),
  image_url: imageUrl(),
  category: z.enum(GALLERY_CATEGORIES, { error: V.requiredFields }),
  display_order: formInt(0, V.displayOrderMin),
  is_active: formBoolean,
  translations: translationsInput({ title: text(), description: text(MAX_MEDIUM_TEXT) }).optional(),
};

export const GalleryCreateSchema = z.object({
  ...galleryFields,
  category: galleryFields.category.default(GALLERY_DEFAULT_CATEGORY),
  display_order: galleryFields.display_order.default(0),
  is_active: galleryFields.is_active.default(true),
});
export type GalleryCreate = z.infer<typeof GalleryCreateSchema>;
export const GalleryUpdateSchema = z.object(galleryFields).partial();
export type GalleryUpdate = z.infer<typeof GalleryUpdateSchema>;

export const GalleryListQuerySchema = z.object({
  ...ListPagingSchema.shape,
  is_active: formBoolean.optional(),
  category: z.enum(GALLERY_CATEGORIES, { error: V.invalidValue }).optional(),
});

export const GalleryImageSchema = z.object({
  image_id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  image_url: z.string(),
  category: z.enum(GALLERY_CATEGORIES),
  display_order: z.number(),
  is_active: z.boolean(),
  translations: translationsItem(GALLERY_TRANSLATED_FIELDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;
