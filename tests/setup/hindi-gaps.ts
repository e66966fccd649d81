// Where a content item as the API serves it lacks Hindi: every visitor-visible field with English text and no Hindi,
// every translated list whose Hindi does not match the English item for item, and every module and topic without
// a Hindi name. The demo's courses, products, gallery and testimonials must have none (its blog shows both
// kinds of post on purpose: some in Hindi, some in English only).
import { COURSE_TRANSLATED_FIELDS, type Course } from "#contract/schemas/course";
import { GALLERY_TRANSLATED_FIELDS, type GalleryImage } from "#contract/schemas/gallery";
import { PRODUCT_TRANSLATED_FIELDS, type Product } from "#contract/schemas/product";
import { TESTIMONIAL_TRANSLATED_FIELDS, type Testimonial } from "#contract/schemas/testimonial";

type Item = Record<string, unknown> & { translations?: { hi?: Record<string, unknown> } | null };

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : !!String(value ?? "").trim());
const hasDevanagari = (value: string) => /[\u0900-\u097F]/.test(value);

/** Fields lacking Hindi, as paths (`outcomes[2]`); `latinOk` names fields whose Hindi may hold no Devanagari. */
function fieldGaps(item: Item, fields: Record<string, "text" | "list">, latinOk: string[] = []): string[] {
  const hi = item.translations?.hi ?? {};
  const gaps: string[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    const english = item[field];
    if (!filled(english)) continue;
    const hindi = hi[field];
    if (kind === "list") {
      const en = english as string[];
      const list = Array.isArray(hindi) ? (hindi as string[]) : [];
      for (let i = 0; i < Math.max(en.length, list.length); i++)
        if (!filled(list[i]) || i >= en.length || !hasDevanagari(list[i] as string))
          gaps.push(`${field}[${i}]`);
    } else if (!filled(hindi) || (!latinOk.includes(field) && !hasDevanagari(String(hindi))))
      gaps.push(field);
  }
  return gaps;
}

const nameGap = (hi: string | undefined, path: string) => (hi && hasDevanagari(hi) ? [] : [path]);

/** A course's gaps: its fields, each list item, and each module's and topic's name. */
export function courseHindiGaps(course: Course): string[] {
  return [
    // A price reads the same in Hindi ("₹15,000"), but it must be there, or the page marks it as English.
    ...fieldGaps(course as unknown as Item, COURSE_TRANSLATED_FIELDS, ["price"]),
    ...course.modules.flatMap((m, i) => [
      ...nameGap(m.translations?.hi?.module_name, `modules[${i}]`),
      ...m.topics.flatMap((t, j) => nameGap(t.translations?.hi?.topic_name, `modules[${i}].topics[${j}]`)),
    ]),
  ];
}

export const productHindiGaps = (p: Product) => fieldGaps(p as unknown as Item, PRODUCT_TRANSLATED_FIELDS);
export const galleryHindiGaps = (g: GalleryImage) =>
  fieldGaps(g as unknown as Item, GALLERY_TRANSLATED_FIELDS);
export const testimonialHindiGaps = (t: Testimonial) =>
  fieldGaps(t as unknown as Item, TESTIMONIAL_TRANSLATED_FIELDS);
