import { Hono } from "hono";
import { idParam } from "#contract/fields";
import { ADMIN_MESSAGES } from "#contract/messages";
import { BlogCreateSchema, BlogListQuerySchema, BlogUpdateSchema } from "#contract/schemas/blog";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { listResponse } from "#server/http/paging";
import { parseWith, readId, readQuery, readRequestInput } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import { releaseStoredImagesAfterSave } from "#server/media/image-references.service";
import { assertStoredImagePresent, withStoredImages } from "#server/media/image-store";
import { imageFormBodyLimit } from "#server/media/upload-limit.middleware";
import {
  countBlogs,
  createBlog,
  deleteBlog,
  getBlog,
  listBlogs,
  storedImagesOf,
  updateBlog,
} from "./blogs.service";

/** The multipart part that may carry the featured image file; it fills the `image` URL field. */
const IMAGE_PARTS = ["image"] as const;

export function blogsRoutes(deps: AppDeps) {
  const { uploadsDir } = deps;
  const db = deps.database.db;

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, BlogListQuerySchema);
      // Anonymous callers only ever see published posts, whatever they ask for.
      const filter = c.get("admin") ? query : { ...query, status: "published" as const };
      return listResponse(
        c,
        query,
        (paging) => listBlogs(db, filter, paging),
        () => countBlogs(db, filter),
      );
    })
    .get("/:idOrSlug", async (c) => {
      const raw = c.req.param("idOrSlug");
      const id = idParam.safeParse(raw);
      const isAdmin = !!c.get("admin");
      const post = await getBlog(db, id.success ? id.data : raw, {
        includeHidden: isAdmin,
        countView: !isAdmin,
      });
      return ok(c, post);
    })
    .post("/", requireAdmin, imageFormBodyLimit({ images: IMAGE_PARTS.length }), async (c) => {
      const { fields, files } = await readRequestInput(c);
      // Validate first, so a refused form never leaves an uploaded file behind.
      const input = parseWith(BlogCreateSchema, fields);
      await assertStoredImagePresent(uploadsDir, input.image, "image");
      const post = await withStoredImages(uploadsDir, "blogs", files, IMAGE_PARTS, (urls) =>
        createBlog(db, { ...input, ...urls }),
      );
      return created(c, post, ADMIN_MESSAGES.blogCreated);
    })
    .put("/:id", requireAdmin, imageFormBodyLimit({ images: IMAGE_PARTS.length }), async (c) => {
      const postId = readId(c);
      const { fields, files } = await readRequestInput(c);
      const input = parseWith(BlogUpdateSchema, fields);
      const before = await getBlog(db, postId, { includeHidden: true, countView: false });
      // Only a changed URL is checked, so re-sending a post unchanged still saves.
      if (input.image !== before.image) await assertStoredImagePresent(uploadsDir, input.image, "image");
      const post = await withStoredImages(uploadsDir, "blogs", files, IMAGE_PARTS, (urls) =>
        updateBlog(db, postId, { ...input, ...urls }),
      );
      await releaseStoredImagesAfterSave(deps, storedImagesOf(before));
      return ok(c, post, { message: ADMIN_MESSAGES.blogUpdated });
    })
    .delete("/:id", requireAdmin, async (c) => {
      const removed = await deleteBlog(db, readId(c));
      await releaseStoredImagesAfterSave(deps, storedImagesOf(removed));
      return ok(c, null, { message: ADMIN_MESSAGES.blogDeleted });
    });
}
