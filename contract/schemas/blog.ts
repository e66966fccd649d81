import { z } from "zod";
import { BLOG_DEFAULTS, MAX_HTML_TEXT, MAX_MEDIUM_TEXT } from "../constants";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "../enums";
import { formBoolean, imageUrl, isoDate, optionalText, requiredText, slug, text } from "../fields";
import { LOCALES } from "../locales";
import { VALIDATION_MESSAGES as V } from "../messages";
import { translationsInput, translationsItem } from "../translations";
import { ListPagingSchema } from "./common";

/** The spec says the default author is a doctor's name without recording which; this sample is the academy's. */
export const BLOG_DEFAULT_AUTHOR = "Dr. Anand Mishra";

const required = V.requiredFields;

/** The fields of a post that have a Hindi version, and whether each is a text or a list. */
export const BLOG_TRANSLATED_FIELDS = {
  title: "text",
  excerpt: "text",
  content: "text",
  author: "text",
  read_time: "text",
} as const;
/** What makes a post readable in a language: a post is listed in Hindi only when it has both in Hindi. */
export const BLOG_LANGUAGE_FIELDS = ["title", "content"] as const;

const blogTranslations = translationsInput({
  title: text(),
  excerpt: text(MAX_MEDIUM_TEXT),
  content: text(MAX_HTML_TEXT),
  author: text(),
  read_time: text(50),
});

const blogFields = {
  title: requiredText(required),
  slug: slug(required),
  excerpt: optionalText(MAX_MEDIUM_TEXT),
  // Required unless the post is Hindi-only: checkLanguages.
  content: text(MAX_HTML_TEXT),
  author: text().transform((s) => s || BLOG_DEFAULT_AUTHOR),
  published_date: z
    .union([isoDate(), z.literal(""), z.null()], { error: V.invalidValue })
    .transform((s) => (s ? s : null)),
  category: z.enum(BLOG_CATEGORIES, { error: V.invalidValue }),
  image: imageUrl(),
  read_time: text(50).transform((s) => s || BLOG_DEFAULTS.read_time),
  status: z.enum(BLOG_STATUSES, { error: V.invalidValue }),
  is_featured: formBoolean,
  /**
   * Written in Hindi only: left out of the English list and the English site, and its English content may be
   * blank (the English title stays, as the staff's working title). A post is listed in Hindi when it has a Hindi
   * title and content.
   */
  hindi_only: formBoolean,
  // Optional on create as on update: a body without it leaves the stored translations as they are.
  translations: blogTranslations.optional(),
};

/**
 * The check across fields, run on the body as sent beside the fields' own checks, so one answer names every
 * missing field even when another field stopped its own checks early (an empty slug). It adds nothing to the output.
 */
function languageCheck(mode: "create" | "update") {
  return z
    .unknown()
    .superRefine((input, ctx) => {
      if (!input || typeof input !== "object") return;
      const body = input as Record<string, unknown>;
      let translations = body.translations;
      if (typeof translations === "string")
        try {
          translations = JSON.parse(translations);
        } catch {
          translations = undefined;
        }
      const text = (v: unknown) => (typeof v === "string" ? v.trim() : v === undefined ? undefined : "?");
      checkLanguages(
        {
          content: text(body.content),
          hindi_only: body.hindi_only === true || body.hindi_only === "true" || body.hindi_only === "1",
          translations: translations as LanguageCheck["translations"],
        },
        ctx,
        mode,
      );
    })
    .transform(() => ({}));
}

type LanguageCheck = {
  content?: string;
  hindi_only?: boolean;
  translations?: { hi?: { title?: string; content?: string } };
};
/**
 * A post needs its text in each language it is in: English content unless it is Hindi-only, and a Hindi-only
 * post its Hindi title and content. On an update only the fields sent are checked.
 */
function checkLanguages(post: LanguageCheck, ctx: z.RefinementCtx, mode: "create" | "update") {
  if (post.hindi_only) {
    const hi = post.translations?.hi;
    if (!hi?.title)
      ctx.addIssue({ code: "custom", path: ["translations", "hi", "title"], message: required });
    if (!hi?.content)
      ctx.addIssue({ code: "custom", path: ["translations", "hi", "content"], message: required });
  } else if ((mode === "create" || post.content !== undefined) && !post.content)
    ctx.addIssue({ code: "custom", path: ["content"], message: required });
}

/** The create body's fields, without the check across them: what a form schema extends. */
export const BlogCreateFieldsSchema = z.object({
  ...blogFields,
  author: blogFields.author.default(BLOG_DEFAULT_AUTHOR),
  published_date: blogFields.published_date.optional().transform((s) => s ?? null),
  category: blogFields.category.default(BLOG_DEFAULTS.category),
  read_time: blogFields.read_time.default(BLOG_DEFAULTS.read_time),
  status: blogFields.status.default(BLOG_DEFAULTS.status),
  is_featured: blogFields.is_featured.default(false),
  content: blogFields.content.default(""),
  hindi_only: blogFields.hindi_only.default(false),
});
export const BlogCreateSchema = z.intersection(BlogCreateFieldsSchema, languageCheck("create"));
export type BlogCreate = z.infer<typeof BlogCreateSchema>;
export const BlogUpdateSchema = z.intersection(z.object(blogFields).partial(), languageCheck("update"));
export type BlogUpdate = z.infer<typeof BlogUpdateSchema>;

/** Anonymous callers get published posts only, whatever status they ask for. */
export const BlogListQuerySchema = ListPagingSchema.extend({
  status: z.enum(BLOG_STATUSES, { error: V.invalidValue }).optional(),
  category: z.enum(BLOG_CATEGORIES, { error: V.invalidValue }).optional(),
  /**
   * The posts of one language's list: "en" leaves out Hindi-only posts, "hi" keeps only posts with a Hindi title
   * and content. Without it staff get every post, and anonymous callers the English list.
   */
  lang: z.enum(LOCALES, { error: V.invalidValue }).optional(),
});

export const BlogPostSchema = z.object({
  post_id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  author: z.string(),
  published_date: z.string().nullable(),
  category: z.string(),
  image: z.string().nullable(),
  read_time: z.string(),
  status: z.enum(BLOG_STATUSES),
  is_featured: z.boolean(),
  views: z.number(),
  hindi_only: z.boolean(),
  translations: translationsItem(BLOG_TRANSLATED_FIELDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
