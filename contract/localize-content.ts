// Content as a page in one language shows it: each resource's translated fields (contract/translations.ts) in
// that language where staff wrote them, English elsewhere, and the fields that fell back listed on the item
// (`fallback_fields`) so the page marks their elements `lang="en"`. An English page gets every item unchanged.
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { BATCH_TRANSLATED_FIELDS, type Batch } from "./schemas/batch";
import { BLOG_LANGUAGE_FIELDS, BLOG_TRANSLATED_FIELDS, type BlogPost } from "./schemas/blog";
import {
  COURSE_TRANSLATED_FIELDS,
  type Course,
  MODULE_TRANSLATED_FIELDS,
  TOPIC_TRANSLATED_FIELDS,
} from "./schemas/course";
import { GALLERY_TRANSLATED_FIELDS, type GalleryImage } from "./schemas/gallery";
import { PAGE_TEXT_TRANSLATED_FIELDS, type PageTextContent } from "./schemas/page-texts";
import { PRODUCT_TRANSLATED_FIELDS, type Product } from "./schemas/product";
import { TESTIMONIAL_TRANSLATED_FIELDS, type Testimonial } from "./schemas/testimonial";
import { hasTranslation, type Localized, localize } from "./translations";

const keys = (fields: Record<string, unknown>) => Object.keys(fields);

export const localizePost = (post: BlogPost, locale: Locale): Localized<BlogPost> =>
  localize(post, locale, keys(BLOG_TRANSLATED_FIELDS));

/** Whether a post belongs on a language's pages: not Hindi-only in English, with its Hindi text in Hindi. */
export const postIsIn = (post: Pick<BlogPost, "hindi_only" | "translations">, locale: Locale) =>
  locale === DEFAULT_LOCALE ? !post.hindi_only : hasTranslation(post, locale, BLOG_LANGUAGE_FIELDS);

type Module = Course["modules"][number];

/** A course in one language, its modules and topics each listing their own fields that fell back. */
export type LocalizedCourse = Localized<Omit<Course, "modules">> & {
  modules: (Localized<Omit<Module, "topics">> & { topics: Localized<Module["topics"][number]>[] })[];
};

/** A course with its curriculum: each module's and topic's name in the language too. */
export function localizeCourse(course: Course, locale: Locale): LocalizedCourse {
  return {
    ...localize(course, locale, keys(COURSE_TRANSLATED_FIELDS)),
    modules: course.modules.map((m) => ({
      ...localize(m, locale, keys(MODULE_TRANSLATED_FIELDS)),
      topics: m.topics.map((t) => localize(t, locale, keys(TOPIC_TRANSLATED_FIELDS))),
    })),
  };
}

export const localizeProduct = (product: Product, locale: Locale): Localized<Product> =>
  localize(product, locale, keys(PRODUCT_TRANSLATED_FIELDS));

export const localizeGalleryImage = (image: GalleryImage, locale: Locale): Localized<GalleryImage> =>
  localize(image, locale, keys(GALLERY_TRANSLATED_FIELDS));

export const localizeTestimonial = (testimonial: Testimonial, locale: Locale): Localized<Testimonial> =>
  localize(testimonial, locale, keys(TESTIMONIAL_TRANSLATED_FIELDS));

export const localizePageText = (content: PageTextContent, locale: Locale): Localized<PageTextContent> =>
  localize(content, locale, PAGE_TEXT_TRANSLATED_FIELDS);

export const localizeBatch = <T extends Batch>(batch: T, locale: Locale): Localized<T> =>
  localize(batch, locale, keys(BATCH_TRANSLATED_FIELDS));
