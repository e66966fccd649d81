// Whether any row still uses a stored image. An uploaded URL can be pasted into another course, post, product
// or gallery image (or into a blog post's HTML, a page text, a newsletter or the site settings), so deleting one
// row must not delete a file another row shows.
import { sql } from "drizzle-orm";
import { parseStoredImageUrl } from "#contract/image-variants";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/http/logger";
import { deleteStoredImage } from "./image-store";

/** Every column that may hold an image URL, as table and column names. */
const IMAGE_COLUMNS = [
  ["courses", "image_url"],
  ["courses", "poster_image_url"],
  ["courses", "instructor_image"],
  ["blog_posts", "image"],
  ["blog_posts", "content"],
  ["products", "image"],
  ["products", "modal_image"],
  ["gallery_images", "image_url"],
  ["testimonials", "avatar_url"],
  // Pictures of the settings screen, and pictures inserted into page texts and newsletters by their editors.
  ["site_settings", "data"],
  ["page_texts", "draft"],
  ["page_texts", "published"],
  ["campaigns", "body_html"],
] as const;

/**
 * True when some row mentions the stored image. Rows may hold the URL relative or made absolute with the site
 * origin, so the search is on the random name, which no other file shares.
 */
export async function isStoredImageReferenced(db: Db, url: string): Promise<boolean> {
  const ref = parseStoredImageUrl(url);
  if (!ref) return false;
  // The name is hex only, so it needs no LIKE escaping.
  const pattern = `%${ref.name}%`;
  const selects = IMAGE_COLUMNS.map(
    ([table, column]) =>
      // As text: some of the columns are JSON documents.
      sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${pattern}`,
  );
  const result = await db.execute(sql`select exists(${sql.join(selects, sql` union all `)}) as used`);
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  return Boolean((result as unknown as { rows: { used: boolean }[] }).rows[0]?.used);
}

/**
 * Deletes the files of stored images that no row uses any more. Call it after the row change that dropped the
 * URLs has been saved; URLs that are not stored images are ignored.
 */
export async function releaseStoredImages(
  db: Db,
  uploadsDir: string,
  urls: Array<string | null | undefined>,
): Promise<void> {
  const unique = [...new Set(urls.filter((u): u is string => !!parseStoredImageUrl(u)))];
  for (const url of unique)
    if (!(await isStoredImageReferenced(db, url))) await deleteStoredImage(uploadsDir, url);
}

/**
 * releaseStoredImages for a row change that is already saved: a file that cannot be removed is logged, not
 * reported to the caller as a failed save.
 */
export async function releaseStoredImagesAfterSave(
  deps: { database: { db: Db }; uploadsDir: string; logger: Logger },
  urls: Array<string | null | undefined>,
): Promise<void> {
  try {
    await releaseStoredImages(deps.database.db, deps.uploadsDir, urls);
  } catch (err) {
    deps.logger.warn("could not release stored images", {
      urls: urls.filter(Boolean),
      error: err instanceof Error ? err.message : String(err),
    });
  }
}
