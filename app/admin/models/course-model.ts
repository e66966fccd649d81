// The course form's values, and how they become the API's course fields: blank list rows are dropped; modules and
// topics are sent row for row, blank ones too, which the API drops before renumbering, so an error it names by
// position (modules.1.translations.hi.module_name) is the form's row at that position. Lists and objects travel as
// JSON text in the multipart body. The हिन्दी tab's fields (hi_title…, hi_highlights rows, each module's and topic's
// hi_*_name on its own row) travel as `translations.hi`, merged over the stored translations.
import { COURSE_DEFAULTS } from "#contract/constants";
import { VALIDATION_MESSAGES } from "#contract/messages";
import type { COURSE_TRANSLATED_FIELDS, Course } from "#contract/schemas/course";
import type { Translations } from "#contract/translations";
import { hindiTab } from "./hindi-fields";

interface TextRow {
  value: string;
}
/**
 * A module or topic row carries its own Hindi name and stored translations, so they move with the row when staff
 * add or remove rows in the English tab (rows added there have neither yet).
 */
interface TopicRow {
  topic_name: string;
  hi_topic_name?: string;
  translations?: Translations;
}
interface ModuleRow {
  module_name: string;
  hi_module_name?: string;
  translations?: Translations;
  topics: TopicRow[];
}

type Translated = typeof COURSE_TRANSLATED_FIELDS;
type KindOf<K extends "text" | "list"> = {
  [F in keyof Translated]: Translated[F] extends K ? F : never;
}[keyof Translated];
/** The course's Hindi texts in the हिन्दी tab, as `hi_${field}`. */
export const COURSE_HINDI_TEXTS = [
  "title",
  "subtitle",
  "description",
  "overview",
  "course_type",
  "price",
  "duration",
  "language",
  "instructor_name",
  "instructor_bio",
] as const satisfies readonly KindOf<"text">[];
/** The course's Hindi lists, edited as rows like the English ones. */
export const COURSE_HINDI_LISTS = [
  "highlights",
  "requirements",
  "outcomes",
] as const satisfies readonly KindOf<"list">[];
type HindiText = (typeof COURSE_HINDI_TEXTS)[number];
const hindiTexts = hindiTab(COURSE_HINDI_TEXTS);
type HindiList = (typeof COURSE_HINDI_LISTS)[number];
/** The form's lists of text rows, English and Hindi. */
export type CourseRowList = TextList | `hi_${HindiList}`;
// Compiles only while the हिन्दी tab shows every course field the contract translates (the error names the rest).
({}) satisfies Record<Exclude<keyof Translated, HindiText | HindiList>, never>;

/** The course's fields typed as text in the form. */
const TEXT_FIELDS = [
  "title",
  "course_slug",
  "subtitle",
  "description",
  "overview",
  "level",
  "course_type",
  "price",
  "duration",
  "mode",
  "language",
  "category_id",
  "image_url",
  "poster_image_url",
  "video_url",
  "instructor_name",
  "instructor_bio",
  "instructor_image",
  "display_order",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type TextList = "highlights" | "requirements" | "outcomes" | "video_urls";
const TEXT_LISTS: readonly TextList[] = ["highlights", "requirements", "outcomes", "video_urls"];

export type CourseFormValues = Record<TextField, string> &
  Record<TextList, TextRow[]> &
  Record<`hi_${HindiText}`, string> &
  Record<`hi_${HindiList}`, TextRow[]> & {
    modules: ModuleRow[];
    is_active: boolean;
    is_featured: boolean;
    /** As stored: the save merges the हिन्दी tab over it, so what the form does not show survives. */
    translations: Translations;
  };

/** One empty row, so every list editor starts with a field to type in. */
const oneRow = (): TextRow[] => [{ value: "" }];
const oneModule = (): ModuleRow[] => [{ module_name: "", topics: [{ topic_name: "" }] }];
const textsOf = (pick: (field: TextField) => string) =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, pick(field)])) as Record<TextField, string>;
const listsOf = <T>(pick: (list: TextList) => T) =>
  Object.fromEntries(TEXT_LISTS.map((list) => [list, pick(list)])) as Record<TextList, T>;
const hindiOf = (hi: Partial<Record<string, unknown>>) => ({
  ...hindiTexts.values({ hi: hi as Partial<Record<HindiText, string>> }),
  ...(Object.fromEntries(
    COURSE_HINDI_LISTS.map((f) => {
      const items = Array.isArray(hi[f]) ? (hi[f] as string[]) : [];
      return [`hi_${f}`, items.length ? items.map((value) => ({ value })) : oneRow()];
    }),
  ) as Record<`hi_${HindiList}`, TextRow[]>),
});

/** A new course, with the course defaults. */
export function emptyCourseValues(): CourseFormValues {
  const { level, course_type, mode, language, is_active, is_featured, display_order } = COURSE_DEFAULTS;
  return {
    ...textsOf(() => ""),
    ...{ level, course_type, mode, language, display_order: String(display_order) },
    ...listsOf(oneRow),
    ...hindiOf({}),
    modules: oneModule(),
    is_active,
    is_featured,
    translations: {},
  };
}

export function courseToValues(course: Course): CourseFormValues {
  return {
    ...textsOf((field) => (course[field] === null ? "" : String(course[field]))),
    ...listsOf((list) => (course[list].length ? course[list].map((value) => ({ value })) : oneRow())),
    ...hindiOf(course.translations.hi ?? {}),
    modules: course.modules.length
      ? course.modules.map((m) => ({
          module_name: m.module_name,
          hi_module_name: m.translations.hi?.module_name ?? "",
          translations: m.translations,
          topics: m.topics.length
            ? m.topics.map((t) => ({
                topic_name: t.topic_name,
                hi_topic_name: t.translations.hi?.topic_name ?? "",
                translations: t.translations,
              }))
            : [{ topic_name: "" }],
        }))
      : oneModule(),
    is_active: course.is_active,
    is_featured: course.is_featured,
    translations: course.translations,
  };
}

type CoursePayload = Record<Exclude<TextField, "category_id" | "display_order">, string> &
  Record<TextList, string[]> & {
    /** "" when no category, else the number. */
    category_id: number | "";
    display_order: number;
    modules: {
      module_name: string;
      display_order: number;
      translations: Translations;
      topics: { topic_name: string; display_order: number; translations: Translations }[];
    }[];
    is_active: boolean;
    is_featured: boolean;
    translations: Translations;
  };

/**
 * The stored translations with the हिन्दी tab's fields over them. A save replaces `translations` whole, so a key
 * the form does not show is kept; a field cleared in the form is sent blank, which the API drops.
 */
export function mergeHindi(stored: Translations | undefined, hi: Record<string, unknown>): Translations {
  return { ...stored, hi: { ...stored?.hi, ...hi } };
}

export function valuesToPayload(values: CourseFormValues): CoursePayload {
  const category = values.category_id.trim();
  const order = Number.parseInt(values.display_order, 10);
  return {
    ...textsOf((field) => values[field].trim()),
    ...listsOf((list) => values[list].map((r) => r.value.trim()).filter(Boolean)),
    category_id: /^\d+$/.test(category) ? Number(category) : "",
    modules: values.modules.map((m, i) => ({
      module_name: m.module_name.trim(),
      display_order: i + 1,
      translations: mergeHindi(m.translations, { module_name: m.hi_module_name?.trim() ?? "" }),
      topics: m.topics.map((t, j) => ({
        topic_name: t.topic_name.trim(),
        display_order: j + 1,
        translations: mergeHindi(t.translations, { topic_name: t.hi_topic_name?.trim() ?? "" }),
      })),
    })),
    translations: mergeHindi(values.translations, {
      ...hindiTexts.translations(values).hi,
      ...Object.fromEntries(
        COURSE_HINDI_LISTS.map((f) => [f, values[`hi_${f}`].map((r) => r.value.trim()).filter(Boolean)]),
      ),
    }),
    is_active: values.is_active,
    is_featured: values.is_featured,
    display_order: Number.isFinite(order) && order >= 0 ? order : 0,
  };
}

/** The stored course as a complete payload, e.g. to re-send it with is_active flipped. */
export function courseToPayload(course: Course): CoursePayload {
  return valuesToPayload(courseToValues(course));
}

const isInlineImage = (s: string) => /^\s*data:/i.test(s);

const REQUIRED_FIELDS = ["title", "course_slug", "description", "price", "level", "mode"] as const;
const IMAGE_FIELDS = ["image_url", "poster_image_url", "instructor_image"] as const;

/**
 * The problems the form must report before saving, each on its field so that staff see which one: every required
 * field left blank, else a pasted image, else the display order. Empty when there is none.
 */
export function checkCourseValues(values: CourseFormValues): [keyof CourseFormValues, string][] {
  const blank = REQUIRED_FIELDS.filter((f) => !values[f].trim());
  if (blank.length) return blank.map((f) => [f, VALIDATION_MESSAGES.requiredFields]);
  const inline = IMAGE_FIELDS.find((f) => isInlineImage(values[f]));
  if (inline) return [[inline, VALIDATION_MESSAGES.base64ImageRejected]];
  if (!/^\d{1,9}$/.test(values.display_order.trim()))
    return [["display_order", VALIDATION_MESSAGES.displayOrderMin]];
  return [];
}

/** Multipart body: lists and objects as JSON text, booleans as "true"/"false". */
export function toFormData(payload: CoursePayload): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    if (Array.isArray(value) || (typeof value === "object" && value !== null))
      body.append(key, JSON.stringify(value));
    else body.append(key, String(value));
  }
  return body;
}
