// The blog resource beyond the standard: staff HTML (YouTube embeds included) is cleaned before it is stored, an
// anonymous read by id counts a view, and the images inside a post's HTML are released with it.
import { and, eq, isNull, sql } from "drizzle-orm";
import { storedImageUrlsIn } from "#contract/image-variants";
import type { Locale } from "#contract/locales";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { blogs as definition } from "#contract/resources/blogs";
import { BLOG_LANGUAGE_FIELDS, type BlogPost, type BlogUpdate } from "#contract/schemas/blog";
import { blogPosts } from "#server/db/schema";
import { invalidField } from "#server/domain-errors";
import { sanitizedTranslations, sanitizeRichText } from "#server/lib/sanitize-html";
import { type ResourceHooks, type Row, resourceService } from "#server/resources/resource-service";

export const blogHooks: ResourceHooks<BlogPost> = {
  /**
   * Content that was nothing but unsafe markup counts as missing: in English unless the post is Hindi-only, and
   * in Hindi when it is.
   */
  prepareWrite(_db, input) {
    const post = input as BlogUpdate;
    const out: Row = {};
    if (post.content !== undefined) {
      const clean = post.content ? sanitizeRichText(post.content, { videoEmbeds: true }) : "";
      if (!clean && !post.hindi_only) throw invalidField("content", V.requiredFields);
      out.content = clean;
    }
    if (post.translations !== undefined) {
      const translations = sanitizedTranslations(post.translations, {
        content: (html) => sanitizeRichText(html, { videoEmbeds: true }),
      });
      if (post.hindi_only && !translations.hi?.content)
        throw invalidField("translations.hi.content", V.requiredFields);
      out.translations = translations;
    }
    return out;
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
  // The uploaded images a post's HTML shows, to release when the post drops them.
  extraImagesOf: (row) => [
    ...storedImageUrlsIn(row.content as string),
    ...storedImageUrlsIn(
      String((row.translations as BlogPost["translations"] | undefined)?.hi?.content ?? ""),
    ),
  ],
  /**
   * One language's list: English leaves out Hindi-only posts; Hindi keeps the posts with a Hindi title and
   * content. Anonymous callers who name no language get the English list, as before there were translations.
   */
  listWhere({ query, admin }, columns) {
    const lang = (query.lang as Locale | undefined) ?? (admin ? undefined : "en");
    if (lang === "en") return eq(blogPosts.hindi_only, false);
    if (lang === "hi")
      return and(
        ...BLOG_LANGUAGE_FIELDS.map(
          (field) => sql`coalesce(${columns.translations}->'hi'->>${field}, '') <> ''`,
        ),
      );
    return undefined;
  },
};

export const blogsService = resourceService(definition, blogPosts, blogHooks);
