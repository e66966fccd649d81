// The course form's values, and how they become the API's course fields: blank list rows,
// modules and topics are dropped and display orders renumbered from 1; lists and objects travel as JSON text in
// the multipart body.
import { COURSE_DEFAULTS } from "#contract/constants";
import { VALIDATION_MESSAGES } from "#contract/messages";
import type { Course } from "#contract/schemas/course";

interface TextRow {
  value: string;
}
interface ModuleRow {
  module_name: string;
  topics: { topic_name: string }[];
}

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
  Record<TextList, TextRow[]> & { modules: ModuleRow[]; is_active: boolean; is_featured: boolean };

/** One empty row, so every list editor starts with a field to type in. */
const oneRow = (): TextRow[] => [{ value: "" }];
const oneModule = (): ModuleRow[] => [{ module_name: "", topics: [{ topic_name: "" }] }];
const textsOf = (pick: (field: TextField) => string) =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, pick(field)])) as Record<TextField, string>;
const listsOf = <T>(pick: (list: TextList) => T) =>
  Object.fromEntries(TEXT_LISTS.map((list) => [list, pick(list)])) as Record<TextList, T>;

/** A new course, with the course defaults. */
export function emptyCourseValues(): CourseFormValues {
  const { level, course_type, mode, language, is_active, is_featured, display_order } = COURSE_DEFAULTS;
  return {
    ...textsOf(() => ""),
    ...{ level, course_type, mode, language, display_order: String(display_order) },
    ...listsOf(oneRow),
    modules: oneModule(),
    is_active,
    is_featured,
  };
}

export function courseToValues(course: Course): CourseFormValues {
  return {
    ...textsOf((field) => (course[field] === null ? "" : String(course[field]))),
    ...listsOf((list) => (course[list].length ? course[list].map((value) => ({ value })) : oneRow())),
    modules: course.modules.length
      ? course.modules.map((m) => ({
          module_name: m.module_name,
          topics: m.topics.length
            ? m.topics.map((t) => ({ topic_name: t.topic_name }))
            : [{ topic_name: "" }],
        }))
      : oneModule(),
    is_active: course.is_active,
    is_featured: course.is_featured,
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
      topics: { topic_name: string; display_order: number }[];
    }[];
    is_active: boolean;
    is_featured: boolean;
  };

export function valuesToPayload(values: CourseFormValues): CoursePayload {
  const category = values.category_id.trim();
  const order = Number.parseInt(values.display_order, 10);
  return {
    ...textsOf((field) => values[field].trim()),
    ...listsOf((list) => values[list].map((r) => r.value.trim()).filter(Boolean)),
    category_id: /^\d+$/.test(category) ? Number(category) : "",
    modules: values.modules
      .map((m) => ({
        name: m.module_name.trim(),
        topics: m.topics.map((t) => t.topic_name.trim()).filter(Boolean),
      }))
      .filter((m) => m.name)
      .map((m, i) => ({
        module_name: m.name,
        display_order: i + 1,
        topics: m.topics.map((topic_name, j) => ({ topic_name, display_order: j + 1 })),
      })),
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

/** The first problem the form must report before saving, or null. */
export function checkCourseValues(values: CourseFormValues): string | null {
  const required = [
    values.title,
    values.course_slug,
    values.description,
    values.price,
    values.level,
    values.mode,
  ];
  if (required.some((v) => !v.trim())) return VALIDATION_MESSAGES.requiredFields;
  if ([values.image_url, values.poster_image_url, values.instructor_image].some(isInlineImage))
    return VALIDATION_MESSAGES.base64ImageRejected;
  if (!/^\d{1,9}$/.test(values.display_order.trim())) return VALIDATION_MESSAGES.displayOrderMin;
  return null;
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
