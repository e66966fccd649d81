// Course categories as staff manage them: a name, the slug of its address, its place in the lists, and how many
// courses use it (a category is deleted only when none does).
import { z } from "zod";
import { formInt, requiredText, SLUG_PATTERN, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";

/** "" means "make it from the name" (on create); anything else must be a slug. */
const slugField = text().pipe(
  z.union([z.literal(""), z.string().regex(SLUG_PATTERN, { message: V.invalidValue })], {
    error: "Use lower-case letters, numbers and hyphens only",
  }),
);

const categoryFields = {
  name: requiredText(V.requiredFields),
  slug: slugField,
  display_order: formInt(0, V.displayOrderMin),
};

export const CourseCategoryCreateSchema = z.object({
  ...categoryFields,
  slug: categoryFields.slug.default(""),
  display_order: categoryFields.display_order.default(0),
});
export type CourseCategoryCreate = z.infer<typeof CourseCategoryCreateSchema>;
export const CourseCategoryUpdateSchema = z.object(categoryFields).partial();
export type CourseCategoryUpdate = z.infer<typeof CourseCategoryUpdateSchema>;

export const CourseCategoryListQuerySchema = ListPagingSchema;

export const CourseCategoryItemSchema = z.object({
  category_id: z.number(),
  name: z.string(),
  slug: z.string(),
  display_order: z.number(),
  /** Courses (not in the trash) filed under it. */
  course_count: z.number(),
});
export type CourseCategoryItem = z.infer<typeof CourseCategoryItemSchema>;
