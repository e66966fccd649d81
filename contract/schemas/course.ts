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

/**
 * The spec's other names of a course's videos, accepted on write: `youtube_link` for `video_url` and
 * `youtube_links` for `video_urls`. They are stored and answered under the second names (the answers also carry
 * both aliases, derived).
 */
export const COURSE_VIDEO_ALIASES = { youtube_link: "video_url", youtube_links: "video_urls" } as const;

interface VideoFields {
  video_url?: string | null;
  video_urls?: string[];
  youtube_link?: string | null;
  youtube_links?: string[];
}

/**
 * Both names of one field sent with different values: which one is meant cannot be known, so it is refused. A
 * course as the API answers it can be sent back as it is, though: there `youtube_link` is the first listed video
 * (else `video_url`), so that value agrees too.
 */
function videoAliasIssues(ctx: z.core.ParsePayload<VideoFields>) {
  const { video_url, video_urls, youtube_link, youtube_links } = ctx.value;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const videos = video_urls ?? youtube_links;
  const answered = videos?.[0] ?? video_url;
  if (youtube_links !== undefined && video_urls !== undefined && !same(youtube_links, video_urls))
    ctx.issues.push({
      code: "custom",
      path: ["youtube_links"],
      message: V.videoAliasDiffers,
      input: youtube_links,
    });
  if (
    youtube_link !== undefined &&
    video_url !== undefined &&
    !same(youtube_link, video_url) &&
    !same(youtube_link, answered)
  )
    ctx.issues.push({
      code: "custom",
      path: ["youtube_link"],
      message: V.videoAliasDiffers,
      input: youtube_link,
    });
}

/** The aliases' values move to the stored names, so nothing after the schema sees them. */
function withoutVideoAliases<T extends VideoFields>({ youtube_link, youtube_links, ...rest }: T): T {
  // With video_url sent too, youtube_link agreed with it or was the answered first video: nothing to move.
  return {
    ...rest,
    ...(youtube_link !== undefined && rest.video_url === undefined ? { video_url: youtube_link } : {}),
    ...(youtube_links !== undefined && rest.video_urls === undefined ? { video_urls: youtube_links } : {}),
  } as T;
}

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
  youtube_link: optionalUrl
    .optional()
    .describe("Another name of video_url; if both are sent they must agree."),
  youtube_links: videoUrlsField
    .optional()
    .describe("Another name of video_urls; if both are sent they must agree."),
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

export const CourseCreateSchema = z
  .object({
    ...courseFields,
    level: courseFields.level.default(COURSE_DEFAULTS.level),
    course_type: courseFields.course_type.default(COURSE_DEFAULTS.course_type),
    mode: courseFields.mode.default(COURSE_DEFAULTS.mode),
    language: courseFields.language.default(COURSE_DEFAULTS.language),
    // Not defaulted here, so that a video list sent under its alias alone is not taken for a disagreement; the
    // column's default is the empty list.
    video_url: courseFields.video_url.optional(),
    video_urls: courseFields.video_urls.optional(),
    is_active: courseFields.is_active.default(COURSE_DEFAULTS.is_active),
    is_featured: courseFields.is_featured.default(COURSE_DEFAULTS.is_featured),
    display_order: courseFields.display_order.default(COURSE_DEFAULTS.display_order),
    highlights: courseFields.highlights.default([]),
    requirements: courseFields.requirements.default([]),
    outcomes: courseFields.outcomes.default([]),
    modules: courseFields.modules.default([]),
  })
  .check(videoAliasIssues)
  .overwrite(withoutVideoAliases);
export type CourseCreate = z.infer<typeof CourseCreateSchema>;

/** PUT accepts any subset; the service merges it over the stored course and re-validates nothing twice. */
export const CourseUpdateSchema = z
  .object(courseFields)
  .partial()
  .check(videoAliasIssues)
  .overwrite(withoutVideoAliases);
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
