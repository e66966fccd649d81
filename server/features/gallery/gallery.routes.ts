import { Hono } from "hono";
import { ADMIN_MESSAGES, VALIDATION_MESSAGES as V } from "#contract/messages";
import { GalleryCreateSchema, GalleryListQuerySchema, GalleryUpdateSchema } from "#contract/schemas/gallery";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import { pageOf } from "#server/http/paging";
import { parseWith, readId, readQuery, readRequestInput } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import { releaseStoredImagesAfterSave } from "#server/media/image-references.service";
import { assertStoredImagePresent, withStoredImages } from "#server/media/image-store";
import {
  createGalleryImage,
  deleteGalleryImage,
  getGalleryImage,
  listGalleryImages,
  pageGalleryImages,
  updateGalleryImage,
} from "./gallery.service";

const IMAGE_PART = ["image"] as const;
const imageUrlOrFile = () =>
  new HttpError(400, V.imageUrlOrFile, [{ field: "image", message: V.imageUrlOrFile }]);

export function galleryRoutes(deps: AppDeps) {
  const { uploadsDir } = deps;
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { limit, offset, q, ...query } = readQuery(c, GalleryListQuerySchema);
      // Anonymous callers only ever see active images, whatever they ask for.
      const filter = { ...query, q, is_active: c.get("admin") ? query.is_active : true };
      if (limit === undefined && offset === undefined && q === undefined)
        return ok(c, await listGalleryImages(db, filter));
      const page = await pageGalleryImages(db, { ...filter, ...pageOf({ limit, offset }) });
      return ok(c, page.items, { meta: page.meta });
    })
    .get("/:id", async (c) =>
      ok(c, await getGalleryImage(db, readId(c), { includeHidden: !!c.get("admin") })),
    )
    .post("/", requireAdmin, async (c) => {
      const { fields, files } = await readRequestInput(c);
      // Validate before storing anything, so a refused form never leaves a file behind.
      const input = parseWith(GalleryCreateSchema, fields);
      if (!files.image && !input.image_url) throw imageUrlOrFile();
      if (!files.image) await assertStoredImagePresent(uploadsDir, input.image_url, "image_url");
      const image = await withStoredImages(uploadsDir, "gallery", files, IMAGE_PART, (urls) => {
        const imageUrl = urls.image ?? input.image_url;
        if (!imageUrl) throw imageUrlOrFile();
        return createGalleryImage(db, { ...input, image_url: imageUrl });
      });
      return created(c, image, ADMIN_MESSAGES.imageAdded);
    })
    .put("/:id", requireAdmin, async (c) => {
      const id = readId(c);
      const { fields, files } = await readRequestInput(c);
      const input = parseWith(GalleryUpdateSchema, fields);
      const current = await getGalleryImage(db, id, { includeHidden: true });
      // A blank URL with no file keeps the current image: the edit form in file mode sends no URL.
      if (!files.image && input.image_url && input.image_url !== current.image_url)
        await assertStoredImagePresent(uploadsDir, input.image_url, "image_url");
      const { image, previousImageUrl } = await withStoredImages(
        uploadsDir,
        "gallery",
        files,
        IMAGE_PART,
        (urls) => updateGalleryImage(db, id, { ...input, image_url: urls.image ?? input.image_url }),
      );
      if (previousImageUrl !== image.image_url) await releaseStoredImagesAfterSave(deps, [previousImageUrl]);
      return ok(c, image, { message: ADMIN_MESSAGES.imageUpdated });
    })
    .delete("/:id", requireAdmin, async (c) => {
      const removed = await deleteGalleryImage(db, readId(c));
      await releaseStoredImagesAfterSave(deps, [removed.image_url]);
      return ok(c, null, { message: ADMIN_MESSAGES.imageDeleted });
    });
}
