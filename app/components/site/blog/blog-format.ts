// Dates of blog posts are calendar dates (YYYY-MM-DD) with no time of day: formatted in UTC, they read the same
// on the server and in every visitor's time zone, so hydration never disagrees.
const DATE_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function formatPostDate(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}

/** The post's date for display: its publication date, else the day it was created. */
export const postDate = (post: { published_date: string | null; created_at: string }) =>
  post.published_date ?? post.created_at.slice(0, 10);
