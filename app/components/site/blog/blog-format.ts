// Dates of blog posts are calendar dates (YYYY-MM-DD) with no time of day, formatted in UTC so they read the same
// in every visitor's time zone.
import type { BlogPost } from "#contract/schemas/blog";
import type { Localized } from "#contract/translations";

/** The post's date for display: its publication date, else the day it was created. */
export const postDate = (post: { published_date: string | null; created_at: string }) =>
  post.published_date ?? post.created_at.slice(0, 10);

/**
 * A post as the blog's loaders send it (blog-posts.server.ts): in the page's language, with its date already
 * written as that language writes it.
 */
export type ListedPost = Localized<BlogPost> & { date_label: string | null };

/**
 * Navigation state of the article links: the site frame scrolls to the top on every new path, but opening or
 * closing the modal keeps the visitor's place in the list.
 */
export const OVERLAY_NAVIGATION_STATE = { overlay: true } as const;
