import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { MAX_SHORT_TEXT } from "#contract/constants";
import type { BlogCategory, BlogStatus } from "#contract/enums";
import { SLUG_PATTERN } from "#contract/fields";
import { parseStoredImageUrl } from "#contract/image-variants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import type { BlogCreate, BlogPost, BlogUpdate } from "#contract/schemas/blog";
import type { Db } from "#server/db/client";
import { blogPosts } from "#server/db/schema";
import { matchesAny } from "#server/db/text-search";
import { badRequest, notFound } from "#server/http/errors";
import type { Paging } from "#server/http/paging";
import { sanitizeRichText } from "#server/lib/sanitize-html";

type Row = typeof blogPosts.$inferSelect;

function toBlogPost(row: Row): BlogPost {
  return {
    post_id: row.postId,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    published_date: row.publishedDate,
    category: row.category,
    image: row.image,
    read_time: row.readTime,
    status: row.status as BlogStatus,
    is_featured: row.isFeatured,
    views: row.views,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Staff HTML is cleaned before it is stored; content that was nothing but unsafe markup counts as missing. */
function sanitizedContent(content: string | undefined): string | undefined {
  if (content === undefined) return undefined;
  const clean = sanitizeRichText(content);
  if (!clean) throw badRequest(V.requiredFields, [{ field: "content", message: V.requiredFields }]);
  return clean;
}

/** Column values for the fields present in the input; absent fields stay undefined so an update keeps them. */
function toColumns(input: BlogUpdate) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: sanitizedContent(input.content),
    author: input.author,
    publishedDate: input.published_date,
    category: input.category,
    image: input.image,
    readTime: input.read_time,
    status: input.status,
    isFeatured: input.is_featured,
  };
}

export interface BlogFilter {
  status?: BlogStatus;
  category?: BlogCategory;
  q?: string;
}

function whereOf(filter: BlogFilter): SQL | undefined {
  const t = blogPosts;
  return and(
    filter.status ? eq(t.status, filter.status) : undefined,
    filter.category ? eq(t.category, filter.category) : undefined,
    matchesAny([t.title, t.slug, t.excerpt, t.author, t.content], filter.q),
  );
}

/** Newest publication first; posts without a date (drafts, mostly) after the dated ones. */
export async function listBlogs(db: Db, filter: BlogFilter = {}, paging?: Paging): Promise<BlogPost[]> {
  const query = db
    .select()
    .from(blogPosts)
    .where(whereOf(filter))
    .orderBy(
      sql`${blogPosts.publishedDate} desc nulls last`,
      desc(blogPosts.createdAt),
      desc(blogPosts.postId),
    )
    .$dynamic();
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map(toBlogPost);
}

export async function countBlogs(db: Db, filter: BlogFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogPosts).where(whereOf(filter));
  return row?.n ?? 0;
}

export interface GetBlogOptions {
  /** Admins see drafts and archived posts; everyone else gets 404 for them, as if they did not exist. */
  includeHidden: boolean;
  /** An anonymous read by id (the blog page opening an article) counts one view. */
  countView: boolean;
}

async function readById(db: Db, id: number, options: GetBlogOptions): Promise<Row | undefined> {
  if (options.countView) {
    // One statement: parallel readers each add exactly one, and a hidden post is neither counted nor returned.
    const [row] = await db
      .update(blogPosts)
      .set({ views: sql`${blogPosts.views} + 1` })
      .where(and(eq(blogPosts.postId, id), eq(blogPosts.status, "published")))
      .returning();
    return row;
  }
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.postId, id)).limit(1);
  return row;
}

/**
 * A number is an id, anything else a slug. A slug made only of digits looks like an id, so a number that
 * matches no visible post is tried as a slug too: such a post stays reachable, and an id always wins.
 */
export async function getBlog(db: Db, idOrSlug: number | string, options: GetBlogOptions): Promise<BlogPost> {
  let row = typeof idOrSlug === "number" ? await readById(db, idOrSlug, options) : undefined;
  const visible = (r: Row | undefined) => !!r && (options.includeHidden || r.status === "published");
  if (!visible(row)) {
    const slug = String(idOrSlug);
    // Text that could never be a stored slug is simply not found, without asking the database.
    if (!(slug.length <= MAX_SHORT_TEXT && SLUG_PATTERN.test(slug))) throw notFound();
    [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  }
  if (!row || !visible(row)) throw notFound();
  return toBlogPost(row);
}

export async function createBlog(db: Db, input: BlogCreate): Promise<BlogPost> {
  const [row] = await db
    .insert(blogPosts)
    .values(toColumns(input) as typeof blogPosts.$inferInsert)
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toBlogPost(row);
}

export async function updateBlog(db: Db, id: number, input: BlogUpdate): Promise<BlogPost> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(eq(blogPosts.postId, id))
    .returning();
  if (!row) throw notFound();
  return toBlogPost(row);
}

export async function deleteBlog(db: Db, id: number): Promise<BlogPost> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.postId, id)).returning();
  if (!row) throw notFound();
  return toBlogPost(row);
}

const UPLOADED_IMAGE_IN_HTML = /(?:https?:\/\/[^\s"'<>/]+)?\/uploads\/[a-z]+\/[0-9a-f]{32}-\d+x\d+\.webp/g;

/** The uploaded images a post shows (its featured image and any in its HTML), to release when it drops them. */
export function storedImagesOf(post: Pick<BlogPost, "image" | "content">): string[] {
  const inContent = post.content.match(UPLOADED_IMAGE_IN_HTML) ?? [];
  return [post.image, ...inContent].filter((url): url is string => !!parseStoredImageUrl(url));
}
