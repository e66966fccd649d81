import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { checkTestimonial, emptyTestimonialValues, testimonialToValues } from "./testimonial-model";

const filled = () => ({
  ...emptyTestimonialValues(),
  name: "  Asha Verma ",
  testimonial_text: "The Vastu course changed how I design homes.",
});

describe("testimonial form rules", () => {
  it("requires the name and the text", () => {
    const check = checkTestimonial(emptyTestimonialValues());
    expect(check).toEqual({
      ok: false,
      errors: { name: V.requiredFields, testimonial_text: V.requiredFields },
    });
  });

  it("keeps the rating between 1 and 5, whole", () => {
    for (const rating of ["0", "6", "4.5", "", "five"])
      expect(checkTestimonial({ ...filled(), rating })).toEqual({
        ok: false,
        errors: { rating: V.ratingRange },
      });
    for (const rating of ["1", "5"]) expect(checkTestimonial({ ...filled(), rating }).ok).toBe(true);
  });

  it("sends numbers, booleans, trimmed text and nulls for blanks", () => {
    const check = checkTestimonial({ ...filled(), rating: "4", display_order: "3", is_featured: true });
    expect(check).toEqual({
      ok: true,
      payload: {
        name: "Asha Verma",
        position: null,
        company: null,
        testimonial_text: "The Vastu course changed how I design homes.",
        rating: 4,
        avatar_url: null,
        is_featured: true,
        is_active: true,
        display_order: 3,
        translations: {},
      },
    });
  });

  it("refuses an avatar that is not a link", () => {
    const check = checkTestimonial({ ...filled(), avatar_url: "avatar.png" });
    expect(check).toEqual({ ok: false, errors: { avatar_url: V.invalidUrl } });
  });

  it("round-trips a stored testimonial", () => {
    const values = testimonialToValues({
      testimonial_id: 1,
      name: "Ravi",
      position: null,
      company: "Acme",
      testimonial_text: "Good",
      rating: 3,
      avatar_url: null,
      is_featured: true,
      is_active: false,
      display_order: 2,
      translations: {},
      created_at: "",
      updated_at: "",
    });
    expect(values).toEqual({
      name: "Ravi",
      position: "",
      company: "Acme",
      testimonial_text: "Good",
      rating: "3",
      avatar_url: "",
      is_featured: true,
      is_active: false,
      display_order: "2",
      hi_name: "",
      hi_position: "",
      hi_company: "",
      hi_testimonial_text: "",
    });
  });

  it("sends the Hindi tab as translations.hi and puts its errors on the Hindi fields", () => {
    const check = checkTestimonial({ ...filled(), hi_name: " आशा वर्मा ", hi_company: "" });
    expect(check.ok && check.payload.translations).toEqual({ hi: { name: "आशा वर्मा" } });
    expect(checkTestimonial({ ...filled(), hi_name: "क".repeat(201) })).toEqual({
      ok: false,
      errors: { hi_name: V.tooLong },
    });
  });
});
