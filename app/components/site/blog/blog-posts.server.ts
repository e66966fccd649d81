// What the blog's loaders send of a post. Server-only: localizing a post takes the content schemas, which the
// browser never needs.
import { formatCalendarDate } from "#contract/i18n/format";
import type { Locale } from "#contract/locales";
import { localizePost } from "#contract/localize-content";
import type { BlogPost } from "#contract/schemas/blog";
import { type ListedPost, postDate } from "./blog-format";

/**
 * The post in the page's language, its date written as that language writes it. Written here, not in the browser,
 * so the blog hydrates without setting up Intl's date formatting (tens of milliseconds on a mid-range phone).
 */
export function listedPost(post: BlogPost, locale: Locale): ListedPost {
  return { ...localizePost(post, locale), date_label: formatCalendarDate(locale, postDate(post)) };
}
