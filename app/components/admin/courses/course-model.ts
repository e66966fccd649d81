// The course form's values, and how they become the API's course fields (spec §5 Course form): blank list rows,
// modules and topics are dropped and display orders renumbered from 1; lists and objects travel as JSON text in
// the multipart body (spec §7).
import { COURSE_DEFAULTS } from "#contract/constants";
import { VALIDATION_MESSAGES } from "#contract/messages";
import type { Course } from "#contract/schemas/course";

export interface TextRow {
  value: string;
}
export interface TopicRow {
  topic_name: string;
}
export interface ModuleRow {
  module_name: string;
  topics: TopicRow[];
}

export interface CourseFormValues {
  title: string;
  course_slug: string;
  subtitle: string;
  description: string;
  overview: string;
  level: string;
  course_type: string;
  price: string;
  duration: string;
  mode: string;
  language: string;
  category_id: string;
  image_url: string;
  poster_image_url: string;
  video_url: string;
  instructor_name: string;
  instructor_bio: string;
  instructor_image: string;
  highlights: TextRow[];
  requirements: TextRow[];
  outcomes: TextRow[];
  modules: ModuleRow[];
  is_active: boolean;
  is_featured: boolean;
  display_order: string;
}

/** One empty row, so every list editor starts with a field to type in. */
const oneRow = (): TextRow[] => [{ value: "" }];
const oneModule = (): ModuleRow[] => [{ module_name: "", topics: [{ topic_name: "" }] }];

/** A new course, with the defaults of spec §3. */
export function emptyCourseValues(): CourseFormValues {
  return {
    title: "",
    course_slug: "",
    subtitle: "",
    description: "",
    overview: "",
    level: COURSE_DEFAULTS.level,
    course_type: COURSE_DEFAULTS.course_type,
    price: "",
    duration: "",
    mode: COURSE_DEFAULTS.mode,
    language: COURSE_DEFAULTS.language,
    category_id: "",
    image_url: "",
    poster_image_url: "",
    video_url: "",
    instructor_name: "",
    instructor_bio: "",
    instructor_image: "",
    highlights: oneRow(),
    requirements: oneRow(),
    outcomes: oneRow(),
    modules: oneModule(),
    is_active: COURSE_DEFAULTS.is_active,
    is_featured: COURSE_DEFAULTS.is_featured,
    display_order: String(COURSE_DEFAULTS.display_order),
  };
}

const rowsOf = (items: string[]): TextRow[] => (items.length ? items.map((value) => ({ value })) : oneRow());

export function courseToValues(course: Course): CourseFormValues {
  return {
    title: course.title,
    course_slug: course.course_slug,
    subtitle: course.subtitle ?? "",
    description: course.description,
    overview: course.overview ?? "",
    level: course.level,
    course_type: course.course_type,
    price: course.price,
    duration: course.duration ?? "",
    mode: course.mode,
    language: course.language,
    category_id: course.category_id === null ? "" : String(course.category_id),
    image_url: course.image_url ?? "",
    poster_image_url: course.poster_image_url ?? "",
    video_url: course.video_url ?? "",
    instructor_name: course.instructor_name ?? "",
    instructor_bio: course.instructor_bio ?? "",
    instructor_image: course.instructor_image ?? "",
    highlights: rowsOf(course.highlights),
    requirements: rowsOf(course.requirements),
    outcomes: rowsOf(course.outcomes),
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
    display_order: String(course.display_order),
  };
}

export interface CoursePayload {
  title: string;
  course_slug: string;
  subtitle: string;
  description: string;
  overview: string;
  level: string;
  course_type: string;
  price: string;
  duration: string;
  mode: string;
  language: string;
  /** "" when no category, else the number (spec §5). */
  category_id: number | "";
  image_url: string;
  poster_image_url: string;
  video_url: string;
  video_urls?: string[];
  instructor_name: string;
  instructor_bio: string;
  instructor_image: string;
  highlights: string[];
  requirements: string[];
  outcomes: string[];
  modules: {
    module_name: string;
    display_order: number;
    topics: { topic_name: string; display_order: number }[];
  }[];
  is_active: boolean;
  is_featured: boolean;
  display_order: number;
}

const texts = (rows: TextRow[]) => rows.map((r) => r.value.trim()).filter(Boolean);

export function valuesToPayload(values: CourseFormValues): CoursePayload {
  const category = values.category_id.trim();
  const order = Number.parseInt(values.display_order, 10);
  return {
    title: values.title.trim(),
    course_slug: values.course_slug.trim(),
    subtitle: values.subtitle.trim(),
    description: values.description.trim(),
    overview: values.overview.trim(),
    level: values.level,
    course_type: values.course_type.trim(),
    price: values.price.trim(),
    duration: values.duration.trim(),
    mode: values.mode,
    language: values.language.trim(),
    category_id: /^\d+$/.test(category) ? Number(category) : "",
    image_url: values.image_url.trim(),
    poster_image_url: values.poster_image_url.trim(),
    video_url: values.video_url.trim(),
    instructor_name: values.instructor_name.trim(),
    instructor_bio: values.instructor_bio.trim(),
    instructor_image: values.instructor_image.trim(),
    highlights: texts(values.highlights),
    requirements: texts(values.requirements),
    outcomes: texts(values.outcomes),
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

/** The stored course as a complete payload, e.g. to re-send it with is_active flipped (spec §4). */
export function courseToPayload(course: Course): CoursePayload {
  return { ...valuesToPayload(courseToValues(course)), video_urls: course.video_urls };
}

const isInlineImage = (s: string) => /^\s*data:/i.test(s);

/** The first problem the form must report before saving, or null (spec §5 messages). */
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
