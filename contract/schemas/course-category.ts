// Course categories as staff manage them: a name, the slug of its address, its place in the lists, and how many
// courses use it (a category is deleted only when none does).
import { z } from "zod";
import { formInt, requiredText, SLUG_PATTERN, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";

export const COURSE_CATEGORY_MESSAGES = {
  added: "Category added!",
  updated: "Category updated!",
  deleted: "Category deleted.",
  saveFailed: "Failed to save category",
  /** Why a category cannot go: courses still name it. */
  inUse: (name: string, courses: number) =>
    `"${name}" cannot be deleted: ${courses === 1 ? "1 course uses" : `${courses} courses use`} this category. ` +
    "Move those courses to another category (or to none) first.",
  slugHint: "Lower-case letters, numbers and hyphens; left empty, it is made from the name.",
} as const;

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
