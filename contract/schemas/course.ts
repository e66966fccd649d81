import { z } from "zod";
import {
  COURSE_DEFAULTS,
  MAX_HTML_TEXT,
  MAX_LIST_ITEMS,
  MAX_LONG_TEXT,
  MAX_MEDIUM_TEXT,
  MAX_URL,
} from "../constants";
import { COURSE_LEVELS, COURSE_MODES } from "../enums";
import {
  formBoolean,
  formInt,
  imageUrl,
  jsonText,
  optionalText,
  optionalUrl,
  requiredText,
  slug,
  text,
  textList,
} from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { translationsInput, translationsItem } from "../translations";
import { ListPagingSchema, optionalBooleanFilter } from "./common";

const required = V.requiredFields;
const MAX_VIDEO_URLS = 20;

/** The fields of a course that have a Hindi version, and whether each is a text or a list. */
export const COURSE_TRANSLATED_FIELDS = {
  title: "text",
  subtitle: "text",
  description: "text",
  overview: "text",
  course_type: "text",
  price: "text",
  duration: "text",
  language: "text",
  instructor_name: "text",
  instructor_bio: "text",
  highlights: "list",
  requirements: "list",
  outcomes: "list",
} as const;
export const MODULE_TRANSLATED_FIELDS = { module_name: "text" } as const;
export const TOPIC_TRANSLATED_FIELDS = { topic_name: "text" } as const;

/** A translated list replaces the English list as a whole; blank items are dropped as in English. */
const translatedList = () =>
  z
    .array(text(MAX_MEDIUM_TEXT), { error: V.invalidValue })
    .max(MAX_LIST_ITEMS, { message: V.tooLong })
    .transform((items) => items.filter((item) => item.length > 0));

const courseTranslations = translationsInput({
  title: text(),
  subtitle: text(),
  description: text(MAX_LONG_TEXT),
  overview: text(MAX_HTML_TEXT),
  course_type: text(),
  price: text(),
  duration: text(),
  language: text(),
  instructor_name: text(),
  instructor_bio: text(MAX_LONG_TEXT),
  highlights: translatedList(),
  requirements: translatedList(),
  outcomes: translatedList(),
});

export const TopicInputSchema = z.object({
  topic_name: text(),
  display_order: formInt(0, V.displayOrderMin).optional(),
  translations: translationsInput({ topic_name: text() }).optional().default({}),
});

export const ModuleInputSchema = z.object({
  module_name: text(),
  display_order: formInt(0, V.displayOrderMin).optional(),
  topics: z.array(TopicInputSchema).max(200).optional().default([]),
  translations: translationsInput({ module_name: text() }).optional().default({}),
});

/**
 * Blank modules and topics are dropped and display orders renumbered from 1, on the server too,
 * so an API client gets the same result as the admin form.
 */
const modulesField = jsonText(z.array(ModuleInputSchema).max(100)).transform((modules) =>
  modules
    .filter((m) => m.module_name.length > 0)
    .map((m, i) => ({
      module_name: m.module_name,
      display_order: i + 1,
      translations: m.translations,
      topics: m.topics
        .filter((t) => t.topic_name.length > 0)
        .map((t, j) => ({ topic_name: t.topic_name, display_order: j + 1, translations: t.translations })),
    })),
);

const categoryIdField = z
  .union([z.null(), z.literal(""), formInt(1, V.invalidValue)], { error: V.invalidValue })
  .optional()
  .transform((v) => (v === "" || v === undefined ? null : v));

/** Video links are shown as links and embeds, so only http(s) is accepted; blank rows of the form are dropped. */
const videoUrlsField = jsonText(
  z
    .array(text(MAX_URL), { error: V.invalidValue })
    .max(MAX_VIDEO_URLS, { message: V.tooLong })
    .transform((urls) => urls.filter((url) => url.length > 0))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: V.invalidUrl }))),
);

const courseFields = {
  title: requiredText(required),
  course_slug: slug(required),
  subtitle: optionalText(),
  description: requiredText(required, MAX_LONG_TEXT),
  overview: optionalText(MAX_HTML_TEXT),
  level: z.enum(COURSE_LEVELS, { error: required }),
  course_type: text().transform((s) => s || COURSE_DEFAULTS.course_type),
  price: requiredText(required),
  duration: optionalText(),
  mode: z.enum(COURSE_MODES, { error: required }),
  language: text().transform((s) => s || COURSE_DEFAULTS.language),
  image_url: imageUrl(),
  poster_image_url: imageUrl(),
  video_url: optionalUrl,
  video_urls: videoUrlsField,
  instructor_name: optionalText(),
  /** Rich text (HTML) from the editor; older plain text is still accepted and shown as paragraphs. */
  instructor_bio: optionalText(MAX_HTML_TEXT),
  instructor_image: imageUrl(),
  category_id: categoryIdField,
  is_active: formBoolean,
  is_featured: formBoolean,
  display_order: formInt(0, V.displayOrderMin),
  highlights: textList(MAX_MEDIUM_TEXT),
  requirements: textList(MAX_MEDIUM_TEXT),
  outcomes: textList(MAX_MEDIUM_TEXT),
  modules: modulesField,
  translations: courseTranslations.optional(),
};

export const CourseCreateSchema = z.object({
  ...courseFields,
  level: courseFields.level.default(COURSE_DEFAULTS.level),
  course_type: courseFields.course_type.default(COURSE_DEFAULTS.course_type),
  mode: courseFields.mode.default(COURSE_DEFAULTS.mode),
  language: courseFields.language.default(COURSE_DEFAULTS.language),
  video_urls: courseFields.video_urls.default([]),
  is_active: courseFields.is_active.default(COURSE_DEFAULTS.is_active),
  is_featured: courseFields.is_featured.default(COURSE_DEFAULTS.is_featured),
  display_order: courseFields.display_order.default(COURSE_DEFAULTS.display_order),
  highlights: courseFields.highlights.default([]),
  requirements: courseFields.requirements.default([]),
  outcomes: courseFields.outcomes.default([]),
  modules: courseFields.modules.default([]),
});
export type CourseCreate = z.infer<typeof CourseCreateSchema>;

/** PUT accepts any subset; the service merges it over the stored course and re-validates nothing twice. */
export const CourseUpdateSchema = z.object(courseFields).partial();
export type CourseUpdate = z.infer<typeof CourseUpdateSchema>;

/**
 * Filters of the course lists (active, featured, category), the admin paging and search, and the cache-busting
 * timestamps the original pages add, which are ignored.
 */
export const CourseListQuerySchema = z.object({
  ...ListPagingSchema.shape,
  is_active: optionalBooleanFilter,
  is_featured: optionalBooleanFilter,
  category_id: formInt(1, V.invalidValue).optional(),
  _t: z.string().optional(),
  t: z.string().optional(),
});

export const CourseTopicSchema = z.object({
  topic_id: z.number(),
  topic_name: z.string(),
  display_order: z.number(),
  translations: translationsItem(TOPIC_TRANSLATED_FIELDS),
});
export const CourseModuleSchema = z.object({
  module_id: z.number(),
  module_name: z.string(),
  display_order: z.number(),
  topics: z.array(CourseTopicSchema),
  translations: translationsItem(MODULE_TRANSLATED_FIELDS),
});

export const CourseSchema = z.object({
  course_id: z.number(),
  course_slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string(),
  overview: z.string().nullable(),
  level: z.string(),
  course_type: z.string(),
  price: z.string(),
  duration: z.string().nullable(),
  mode: z.string(),
  language: z.string(),
  image_url: z.string().nullable(),
  poster_image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  video_urls: z.array(z.string()),
  youtube_links: z.array(z.string()),
  youtube_link: z.string().nullable(),
  instructor_name: z.string().nullable(),
  instructor_bio: z.string().nullable(),
  instructor_image: z.string().nullable(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  display_order: z.number(),
  highlights: z.array(z.string()),
  requirements: z.array(z.string()),
  outcomes: z.array(z.string()),
  modules: z.array(CourseModuleSchema),
  translations: translationsItem(COURSE_TRANSLATED_FIELDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;
export type CourseModule = z.infer<typeof CourseModuleSchema>;

export const CourseCategorySchema = z.object({ category_id: z.number(), name: z.string(), slug: z.string() });
export type CourseCategory = z.infer<typeof CourseCategorySchema>;
