// The blog form's values, its validation (the contract's schema with the form's own required fields) and its
// multipart body: the text fields, is_featured as '1' or '0', the Hindi tab's fields as `translations`, and the
// picked image file.
import { z } from "zod";
import { BLOG_DEFAULTS, MAX_HTML_TEXT } from "#contract/constants";
import { requiredText, text, todayInIndia } from "#contract/fields";
import { VALIDATION_MESSAGES } from "#contract/messages";
import { BLOG_DEFAULT_AUTHOR, BlogCreateFieldsSchema, type BlogPost } from "#contract/schemas/blog";
import { type HindiValues, hiKey, hindiTab } from "./hindi-fields";

/** The Hindi tab's fields, each beside the English field it translates. */
export const BLOG_HINDI_FIELDS = ["title", "excerpt", "content", "author", "read_time"] as const;
type HindiField = (typeof BLOG_HINDI_FIELDS)[number];
const hindi = hindiTab(BLOG_HINDI_FIELDS);

/** The post's fields held as text, as the API names them. */
const TEXTS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "author",
  "published_date",
  "category",
  "read_time",
  "status",
] as const;

/** The हिन्दी tab (hi_title…); a blank field falls back to English on the Hindi pages. */
export type BlogFormValues = Record<(typeof TEXTS)[number], string> &
  HindiValues<HindiField> & {
    is_featured: boolean;
    /** Written in Hindi only: the English content may stay blank, the Hindi title and content may not. */
    hindi_only: boolean;
  };

/** True for an editor document with no text and no picture (TipTap's empty document is "<p></p>"). */
export function isEmptyHtml(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "";
}

export function emptyBlogValues(now: Date = new Date()): BlogFormValues {
  return {
    title: "",
    slug: "",
    excerpt: "",
    content: "",
    author: BLOG_DEFAULT_AUTHOR,
    published_date: todayInIndia(now),
    category: BLOG_DEFAULTS.category,
    read_time: BLOG_DEFAULTS.read_time,
    status: BLOG_DEFAULTS.status,
    is_featured: false,
    hindi_only: false,
    ...hindi.values(),
  };
}

export function blogToValues(post: BlogPost): BlogFormValues {
  return {
    ...(Object.fromEntries(TEXTS.map((f) => [f, post[f] ?? ""])) as Record<(typeof TEXTS)[number], string>),
    is_featured: post.is_featured,
    hindi_only: post.hindi_only,
    ...hindi.values(post.translations),
  };
}

/** The Hindi tab's fields as the API's `translations`; an empty editor document counts as blank. */
function translationsOf(values: Partial<BlogFormValues>) {
  const hi: Record<string, string> = {};
  for (const field of BLOG_HINDI_FIELDS) {
    const value = values[hiKey(field)] ?? "";
    hi[field] = field === "content" ? (isEmptyHtml(value) ? "" : value) : value.trim();
  }
  return { hi };
}

/**
 * The form's validation: the contract's create schema, which requires title and slug, plus what the form also
 * marks required (author, excerpt, published date), with the same message. Content counts as empty when the editor
 * holds no text and no picture; it is required in English unless the post is Hindi-only, and then in Hindi, with
 * the Hindi title. The Hindi fields are checked by the contract's `translations` rules, each error on its field in
 * the हिन्दी tab (translations.hi.title on hi_title).
 */
export const BlogFormSchema = BlogCreateFieldsSchema.extend({
  excerpt: requiredText(VALIDATION_MESSAGES.requiredFields),
  author: requiredText(VALIDATION_MESSAGES.requiredFields),
  published_date: requiredText(VALIDATION_MESSAGES.requiredFields),
  content: text(MAX_HTML_TEXT).default(""),
  hindi_only: z.boolean().default(false),
  ...(Object.fromEntries(BLOG_HINDI_FIELDS.map((f) => [hiKey(f), z.string().default("")])) as Record<
    `hi_${HindiField}`,
    z.ZodDefault<z.ZodString>
  >),
})
  .omit({ translations: true })
  .superRefine((values, ctx) => {
    const required = VALIDATION_MESSAGES.requiredFields;
    const translations = translationsOf(values);
    const parsed = BlogCreateFieldsSchema.shape.translations.safeParse(translations);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[1];
        if (typeof field === "string")
          ctx.addIssue({ code: "custom", path: [`hi_${field}`], message: issue.message });
      }
    if (values.hindi_only) {
      if (!translations.hi.title) ctx.addIssue({ code: "custom", path: ["hi_title"], message: required });
      if (!translations.hi.content) ctx.addIssue({ code: "custom", path: ["hi_content"], message: required });
    } else if (isEmptyHtml(values.content))
      ctx.addIssue({ code: "custom", path: ["content"], message: required });
  });

/** A featured image is required only when creating. */
export function checkBlogImage(image: { creating: boolean; hasFile: boolean }): string | null {
  return image.creating && !image.hasFile ? VALIDATION_MESSAGES.featuredImageRequired : null;
}

/** The multipart body of POST /api/blogs and PUT /api/blogs/{id}. */
export function blogFormData(values: BlogFormValues, image: File | null): FormData {
  const body = new FormData();
  // The editor's HTML goes as it is; typed texts are trimmed.
  for (const field of TEXTS) body.append(field, field === "content" ? values.content : values[field].trim());
  body.append("is_featured", values.is_featured ? "1" : "0");
  body.append("hindi_only", values.hindi_only ? "1" : "0");
  body.append("translations", JSON.stringify(translationsOf(values)));
  if (image) body.append("image", image);
  return body;
}
