import { z } from "zod";
import { BLOG_DEFAULTS, MAX_HTML_TEXT, MAX_MEDIUM_TEXT } from "../constants";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "../enums";
import { formBoolean, imageUrl, isoDate, optionalText, requiredText, slug, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";

/** The spec says the default author is a doctor's name without recording which; this sample is the academy's. */
export const BLOG_DEFAULT_AUTHOR = "Dr. Anand Mishra";

const required = V.requiredFields;

const blogFields = {
  title: requiredText(required),
  slug: slug(required),
  excerpt: optionalText(MAX_MEDIUM_TEXT),
  content: requiredText(required, MAX_HTML_TEXT),
  author: text().transform((s) => s || BLOG_DEFAULT_AUTHOR),
  published_date: z
    .union([isoDate(), z.literal(""), z.null()], { error: V.invalidValue })
    .transform((s) => (s ? s : null)),
  category: z.enum(BLOG_CATEGORIES, { error: V.invalidValue }),
  image: imageUrl(),
  read_time: text(50).transform((s) => s || BLOG_DEFAULTS.read_time),
  status: z.enum(BLOG_STATUSES, { error: V.invalidValue }),
  is_featured: formBoolean,
};

export const BlogCreateSchema = z.object({
  ...blogFields,
  author: blogFields.author.default(BLOG_DEFAULT_AUTHOR),
  published_date: blogFields.published_date.optional().transform((s) => s ?? null),
  category: blogFields.category.default(BLOG_DEFAULTS.category),
  read_time: blogFields.read_time.default(BLOG_DEFAULTS.read_time),
  status: blogFields.status.default(BLOG_DEFAULTS.status),
  is_featured: blogFields.is_featured.default(false),
});
export type BlogCreate = z.infer<typeof BlogCreateSchema>;
export const BlogUpdateSchema = z.object(blogFields).partial();
export type BlogUpdate = z.infer<typeof BlogUpdateSchema>;

/** Anonymous callers get published posts only, whatever status they ask for. */
export const BlogListQuerySchema = ListPagingSchema.extend({
  status: z.enum(BLOG_STATUSES, { error: V.invalidValue }).optional(),
  category: z.enum(BLOG_CATEGORIES, { error: V.invalidValue }).optional(),
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
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
