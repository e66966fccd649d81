// Dates of blog posts are calendar dates (YYYY-MM-DD) with no time of day: formatted in UTC, they read the same
// on the server and in every visitor's time zone, so hydration never disagrees.
import { formatCalendarDate } from "#app/lib/i18n/format.ts";
import type { Locale } from "#app/lib/i18n/locale.ts";

export function formatPostDate(isoDate: string | null, locale: Locale = "en"): string | null {
  return formatCalendarDate(locale, isoDate);
}

/** The post's date for display: its publication date, else the day it was created. */
export const postDate = (post: { published_date: string | null; created_at: string }) =>
  post.published_date ?? post.created_at.slice(0, 10);
