// The blog form's values and checks (spec §5 Blog form) and its multipart body (spec §7).
import { BLOG_DEFAULTS } from "#contract/constants";
import { todayInIndia } from "#contract/fields";
import { VALIDATION_MESSAGES } from "#contract/messages";
import { BLOG_DEFAULT_AUTHOR, type BlogPost } from "#contract/schemas/blog";

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
 * The first problem to report before saving, or null. Title, slug and content are required by the spec; the form
 * also marks author, category, excerpt and published date required, with the same message. A featured image is
 * required only when creating.
 */
export function checkBlogValues(
  values: BlogFormValues,
  image: { creating: boolean; hasFile: boolean },
): string | null {
  const required = [
    values.title,
    values.slug,
    values.author,
    values.category,
    values.excerpt,
    values.published_date,
  ];
  if (required.some((v) => !v.trim()) || isEmptyHtml(values.content))
    return VALIDATION_MESSAGES.requiredFields;
  if (image.creating && !image.hasFile) return VALIDATION_MESSAGES.featuredImageRequired;
  return null;
}

/** Multipart body of spec §7: the text fields, is_featured as '1' or '0', and the image file when one was picked. */
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
