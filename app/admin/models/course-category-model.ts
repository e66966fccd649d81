// The course category form's values. The contract's create schema checks them and its output is the JSON body;
// a slug left empty is made from the name on create and left as it is on a rename.
import {
  type CourseCategoryCreate,
  CourseCategoryCreateSchema,
  type CourseCategoryItem,
} from "#contract/schemas/course-category";

export interface CourseCategoryFormValues {
  name: string;
  slug: string;
  display_order: string;
}

export const emptyCourseCategoryValues = (): CourseCategoryFormValues => ({
  name: "",
  slug: "",
  display_order: "0",
});

export const courseCategoryToValues = (c: CourseCategoryItem): CourseCategoryFormValues => ({
  name: c.name,
  slug: c.slug,
  display_order: String(c.display_order),
});

export function courseCategoryPayload(values: CourseCategoryFormValues): CourseCategoryCreate {
  return CourseCategoryCreateSchema.parse({ ...values, display_order: values.display_order.trim() });
}
