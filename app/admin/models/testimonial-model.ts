// The testimonial form's values and rules: name and text required,
// rating 1 to 5 (default 5), active by default, display order from 0. The contract's schema checks the values and
// its output is the JSON body, so the form can never send what the API would refuse. The हिन्दी tab's fields
// (hi_name…) travel as `translations.hi`, checked by the same schema.
import { z } from "zod";
import { RATING_DEFAULT } from "#contract/constants";
import {
  type Testimonial,
  type TestimonialCreate,
  TestimonialCreateSchema,
} from "#contract/schemas/testimonial";

export interface TestimonialFormValues {
  name: string;
  position: string;
  company: string;
  testimonial_text: string;
  rating: string;
  avatar_url: string;
  is_featured: boolean;
  is_active: boolean;
  display_order: string;
  /** The हिन्दी tab; a blank field falls back to English on the Hindi pages. */
  hi_name: string;
  hi_position: string;
  hi_company: string;
  hi_testimonial_text: string;
}

/** The Hindi tab's fields, each beside the English field it translates. */
export const TESTIMONIAL_HINDI_FIELDS = ["name", "position", "company", "testimonial_text"] as const;

export type TestimonialFieldErrors = Partial<Record<keyof TestimonialFormValues, string>>;

export function emptyTestimonialValues(): TestimonialFormValues {
  return {
    name: "",
    position: "",
    company: "",
    testimonial_text: "",
    rating: String(RATING_DEFAULT),
    avatar_url: "",
    is_featured: false,
    is_active: true,
    display_order: "0",
    hi_name: "",
    hi_position: "",
    hi_company: "",
    hi_testimonial_text: "",
  };
}

export function testimonialToValues(t: Testimonial): TestimonialFormValues {
  return {
    name: t.name,
    position: t.position ?? "",
    company: t.company ?? "",
    testimonial_text: t.testimonial_text,
    rating: String(t.rating),
    avatar_url: t.avatar_url ?? "",
    is_featured: t.is_featured,
    is_active: t.is_active,
    display_order: String(t.display_order),
    hi_name: t.translations?.hi?.name ?? "",
    hi_position: t.translations?.hi?.position ?? "",
    hi_company: t.translations?.hi?.company ?? "",
    hi_testimonial_text: t.translations?.hi?.testimonial_text ?? "",
  };
}

export type TestimonialCheck =
  | { ok: true; payload: TestimonialCreate }
  | { ok: false; errors: TestimonialFieldErrors };

/** The JSON body for POST/PUT /api/testimonials, or the first message per field. */
export function checkTestimonial(values: TestimonialFormValues): TestimonialCheck {
  const hi = Object.fromEntries(TESTIMONIAL_HINDI_FIELDS.map((f) => [f, values[`hi_${f}`].trim()]));
  const parsed = TestimonialCreateSchema.safeParse({
    ...values,
    rating: values.rating.trim(),
    display_order: values.display_order.trim(),
    translations: { hi },
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: TestimonialFieldErrors = {};
  for (const issue of parsed.error.issues) {
    // A Hindi field's error (translations.hi.name) belongs to its field in the हिन्दी tab (hi_name).
    const path = issue.path.map(String);
    const field = (
      path[0] === "translations" ? `hi_${path[2] ?? ""}` : (path[0] ?? "")
    ) as keyof TestimonialFieldErrors;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The JSON body of values the form has already checked with the same schema. */
export function testimonialPayload(values: TestimonialFormValues): TestimonialCreate {
  const check = checkTestimonial(values);
  if (!check.ok) throw new Error(Object.values(check.errors)[0]);
  return check.payload;
}

/** The rules above as the form's resolver schema, each message on its own field. */
export const TestimonialFormSchema = z.custom<TestimonialFormValues>().superRefine((values, ctx) => {
  const check = checkTestimonial(values);
  if (!check.ok)
    for (const [field, message] of Object.entries(check.errors))
      ctx.addIssue({ code: "custom", path: [field], message });
});
