// The testimonial form's values and rules: name and text required,
// rating 1 to 5 (default 5), active by default, display order from 0. The contract's schema checks the values and
// its output is the JSON body, so the form can never send what the API would refuse. The हिन्दी tab's fields
// (hi_name…) travel as `translations.hi`, checked by the same schema.
import { RATING_DEFAULT } from "#contract/constants";
import {
  type Testimonial,
  type TestimonialCreate,
  TestimonialCreateSchema,
} from "#contract/schemas/testimonial";
import { fieldErrorsSchema, firstErrorPerField } from "./field-errors";
import { type HindiValues, hindiTab } from "./hindi-fields";

/** The Hindi tab's fields, each beside the English field it translates. */
export const TESTIMONIAL_HINDI_FIELDS = ["name", "position", "company", "testimonial_text"] as const;
const hindi = hindiTab(TESTIMONIAL_HINDI_FIELDS);

export interface TestimonialFormValues extends HindiValues<(typeof TESTIMONIAL_HINDI_FIELDS)[number]> {
  name: string;
  position: string;
  company: string;
  testimonial_text: string;
  rating: string;
  avatar_url: string;
  is_featured: boolean;
  is_active: boolean;
  display_order: string;
}

export type TestimonialFieldErrors = Partial<Record<keyof TestimonialFormValues, string>>;

export function emptyTestimonialValues(): TestimonialFormValues {
  return {
    ...hindi.values(),
    name: "",
    position: "",
    company: "",
    testimonial_text: "",
    rating: String(RATING_DEFAULT),
    avatar_url: "",
    is_featured: false,
    is_active: true,
    display_order: "0",
  };
}

export function testimonialToValues(t: Testimonial): TestimonialFormValues {
  return {
    ...hindi.values(t.translations),
    name: t.name,
    position: t.position ?? "",
    company: t.company ?? "",
    testimonial_text: t.testimonial_text,
    rating: String(t.rating),
    avatar_url: t.avatar_url ?? "",
    is_featured: t.is_featured,
    is_active: t.is_active,
    display_order: String(t.display_order),
  };
}

export type TestimonialCheck =
  | { ok: true; payload: TestimonialCreate }
  | { ok: false; errors: TestimonialFieldErrors };

/** The JSON body for POST/PUT /api/testimonials, or the first message per field. */
export function checkTestimonial(values: TestimonialFormValues): TestimonialCheck {
  const parsed = TestimonialCreateSchema.safeParse({
    ...values,
    rating: values.rating.trim(),
    display_order: values.display_order.trim(),
    translations: hindi.translations(values),
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  return { ok: false, errors: firstErrorPerField(parsed.error.issues) };
}

/** The JSON body of values the form has already checked with the same schema. */
export function testimonialPayload(values: TestimonialFormValues): TestimonialCreate {
  const check = checkTestimonial(values);
  if (!check.ok) throw new Error(Object.values(check.errors)[0]);
  return check.payload;
}

/** The rules above as the form's resolver schema, each message on its own field. */
export const TestimonialFormSchema = fieldErrorsSchema((values: TestimonialFormValues) => {
  const check = checkTestimonial(values);
  return check.ok ? {} : check.errors;
});
