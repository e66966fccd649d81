// The blog form's values, its validation (the contract's schema with the form's own required fields) and its
// multipart body: the text fields, is_featured as '1' or '0', and the picked image file.
import { BLOG_DEFAULTS, MAX_HTML_TEXT } from "#contract/constants";
import { requiredText, todayInIndia } from "#contract/fields";
import { VALIDATION_MESSAGES } from "#contract/messages";
import { BLOG_DEFAULT_AUTHOR, BlogCreateFieldsSchema, type BlogPost } from "#contract/schemas/blog";

export interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  published_date: string;
  category: string;
  read_time: string;
  status: string;
  is_featured: boolean;
}

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
  };
}

export function blogToValues(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    author: post.author,
    published_date: post.published_date ?? "",
    category: post.category,
    read_time: post.read_time,
    status: post.status,
    is_featured: post.is_featured,
  };
}

/**
 * The form's validation: the contract's create schema, which requires title, slug and content, plus what the form
 * also marks required (author, excerpt, published date), with the same message. Content counts as empty when the
 * editor holds no text and no picture.
 */
export const BlogFormSchema = BlogCreateFieldsSchema.extend({
  excerpt: requiredText(VALIDATION_MESSAGES.requiredFields),
  author: requiredText(VALIDATION_MESSAGES.requiredFields),
  published_date: requiredText(VALIDATION_MESSAGES.requiredFields),
  content: requiredText(VALIDATION_MESSAGES.requiredFields, MAX_HTML_TEXT).refine(
    (html) => !isEmptyHtml(html),
    {
      message: VALIDATION_MESSAGES.requiredFields,
    },
  ),
});

/** A featured image is required only when creating. */
export function checkBlogImage(image: { creating: boolean; hasFile: boolean }): string | null {
  return image.creating && !image.hasFile ? VALIDATION_MESSAGES.featuredImageRequired : null;
}

/** The multipart body of POST /api/blogs and PUT /api/blogs/{id}. */
export function blogFormData(values: BlogFormValues, image: File | null): FormData {
  const body = new FormData();
  body.append("title", values.title.trim());
  body.append("slug", values.slug.trim());
  body.append("excerpt", values.excerpt.trim());
  body.append("content", values.content);
  body.append("author", values.author.trim());
  body.append("published_date", values.published_date);
  body.append("category", values.category);
  body.append("read_time", values.read_time.trim());
  body.append("status", values.status);
  body.append("is_featured", values.is_featured ? "1" : "0");
  if (image) body.append("image", image);
  return body;
}
