// The blog resource beyond the standard: staff HTML (YouTube embeds included) is cleaned before it is stored, an
// anonymous read by id counts a view, and the images inside a post's HTML are released with it.
import { and, eq, isNull, sql } from "drizzle-orm";
import { parseStoredImageUrl } from "#contract/image-variants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { blogs as definition } from "#contract/resources/blogs";
import type { BlogPost } from "#contract/schemas/blog";
import { blogPosts } from "#server/db/schema";
import { invalidField } from "#server/domain-errors";
import { sanitizeRichText } from "#server/lib/sanitize-html";
import { type ResourceHooks, resourceService } from "#server/resources/resource-service";

const UPLOADED_IMAGE_IN_HTML = /(?:https?:\/\/[^\s"'<>/]+)?\/uploads\/[a-z]+\/[0-9a-f]{32}-\d+x\d+\.webp/g;

/** The uploaded images a post's HTML shows, to release when the post drops them. */
export function imagesInContent(content: string): string[] {
  return (content.match(UPLOADED_IMAGE_IN_HTML) ?? []).filter((url) => !!parseStoredImageUrl(url));
}

export const blogHooks: ResourceHooks<BlogPost> = {
  /** Content that was nothing but unsafe markup counts as missing. */
  prepareWrite(_db, input) {
    if (input.content === undefined) return {};
    const clean = sanitizeRichText(input.content as string, { videoEmbeds: true });
    if (!clean) throw invalidField("content", V.requiredFields);
    return { content: clean };
  },
  /**
   * A visitor's first read in a while adds a view, in one statement: parallel readers each add exactly one, and a
   * hidden post is neither counted nor returned. Staff reads and repeats count nothing.
   */
  async readById(db, id, reader) {
    if (reader.admin || !reader.isFirstRead?.(id)) {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.post_id, id)).limit(1);
      return row;
    }
    const [row] = await db
      .update(blogPosts)
      .set({ views: sql`${blogPosts.views} + 1` })
      .where(and(eq(blogPosts.post_id, id), eq(blogPosts.status, "published"), isNull(blogPosts.deleted_at)))
      .returning();
    return row;
  },
  extraImagesOf: (row) => imagesInContent(row.content as string),
};

export const blogsService = resourceService(definition, blogPosts, blogHooks);
