import { z } from "zod";
import { MAX_LONG_TEXT, MAX_MEDIUM_TEXT, RATING_DEFAULT, RATING_MAX, RATING_MIN } from "../constants";
import { formBoolean, formInt, imageUrl, optionalText, requiredText, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { translationsInput, translationsItem } from "../translations";
import { ListPagingSchema } from "./common";

/** The fields of a testimonial that have a Hindi version. */
export const TESTIMONIAL_TRANSLATED_FIELDS = {
  name: "text",
  position: "text",
  company: "text",
  testimonial_text: "text",
} as const;

const testimonialFields = {
  name: requiredText(V.requiredFields),
  position: optionalText(),
  company: optionalText(),
  testimonial_text: requiredText(V.requiredFields, MAX_LONG_TEXT),
  rating: formInt(RATING_MIN, V.ratingRange, RATING_MAX),
  avatar_url: imageUrl(),
  is_featured: formBoolean,
  is_active: formBoolean,
  display_order: formInt(0, V.displayOrderMin),
  translations: translationsInput({
    name: text(),
    position: text(MAX_MEDIUM_TEXT),
    company: text(MAX_MEDIUM_TEXT),
    testimonial_text: text(MAX_LONG_TEXT),
  }).optional(),
};

export const TestimonialCreateSchema = z.object({
  ...testimonialFields,
  rating: testimonialFields.rating.default(RATING_DEFAULT),
  is_featured: testimonialFields.is_featured.default(false),
  is_active: testimonialFields.is_active.default(true),
  display_order: testimonialFields.display_order.default(0),
});
export type TestimonialCreate = z.infer<typeof TestimonialCreateSchema>;
export const TestimonialUpdateSchema = z.object(testimonialFields).partial();
export type TestimonialUpdate = z.infer<typeof TestimonialUpdateSchema>;

/** The home page's filters, and the paging and search every admin list takes. */
export const TestimonialListQuerySchema = ListPagingSchema.extend({
  is_active: formBoolean.optional(),
  is_featured: formBoolean.optional(),
});

export const TestimonialSchema = z.object({
  testimonial_id: z.number(),
  name: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  testimonial_text: z.string(),
  rating: z.number(),
  avatar_url: z.string().nullable(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  display_order: z.number(),
  translations: translationsItem(TESTIMONIAL_TRANSLATED_FIELDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
