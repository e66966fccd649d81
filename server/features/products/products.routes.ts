import { Hono } from "hono";
import { ADMIN_MESSAGES } from "#contract/messages";
import {
  type ProductCreate,
  ProductCreateSchema,
  ProductListQuerySchema,
  ProductUpdateSchema,
} from "#contract/schemas/product";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { pageOf } from "#server/http/paging";
import { parseWith, readId, readQuery, readRequestInput } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import { releaseStoredImagesAfterSave } from "#server/media/image-references.service";
import {
  assertStoredImagePresent,
  PRODUCT_IMAGE_MESSAGES,
  withStoredImages,
} from "#server/media/image-store";
import {
  createProduct,
  deleteProduct,
  getProduct,
  getStoredProductImages,
  listProducts,
  pageProducts,
  type StoredProductImages,
  updateProduct,
} from "./products.service";

/** File parts of the product form; each fills the URL field of the same name. */
const IMAGE_PARTS = ["image", "modal_image"] as const;

/**
 * A row must never point at an uploaded file that is gone. Only URLs that change are checked, and a part sent as
 * a file replaces its URL text, so only text without a file is looked at.
 */
async function assertNewImagesPresent(
  uploadsDir: string,
  input: Partial<Pick<ProductCreate, "image" | "modal_image">>,
  files: Record<string, File>,
  stored?: StoredProductImages,
) {
  for (const part of IMAGE_PARTS)
    if (!files[part] && input[part] !== stored?.[part])
      await assertStoredImagePresent(uploadsDir, input[part], part);
}

export function productsRoutes(deps: AppDeps) {
  const { uploadsDir } = deps;
  const db = deps.database.db;
  const storeAndWrite = <T>(
    files: Record<string, File>,
    write: (urls: Partial<StoredProductImages>) => Promise<T>,
  ) =>
    withStoredImages(uploadsDir, "products", files, IMAGE_PARTS, write, { messages: PRODUCT_IMAGE_MESSAGES });

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, ProductListQuerySchema);
      if (query.limit === undefined && query.offset === undefined && query.q === undefined)
        return ok(c, await listProducts(db));
      const page = await pageProducts(db, { q: query.q, ...pageOf(query) });
      return ok(c, page.items, { meta: page.meta });
    })
    .get("/:id", async (c) => ok(c, await getProduct(db, readId(c))))
    .post("/", requireAdmin, async (c) => {
      const { fields, files } = await readRequestInput(c);
      // Validate before storing anything, so a refused form never leaves a file behind.
      const input = parseWith(ProductCreateSchema, fields);
      await assertNewImagesPresent(uploadsDir, input, files);
      const product = await storeAndWrite(files, (urls) => createProduct(db, { ...input, ...urls }));
      return created(c, product, ADMIN_MESSAGES.productCreated);
    })
    .put("/:id", requireAdmin, async (c) => {
      const id = readId(c);
      const { fields, files } = await readRequestInput(c);
      const input = parseWith(ProductUpdateSchema, fields);
      await assertNewImagesPresent(uploadsDir, input, files, await getStoredProductImages(db, id));
      const { product, before, after } = await storeAndWrite(files, (urls) =>
        updateProduct(db, id, { ...input, ...urls }),
      );
      const kept = new Set([after.image, after.modal_image]);
      await releaseStoredImagesAfterSave(
        deps,
        [before.image, before.modal_image].filter((url) => !kept.has(url)),
      );
      return ok(c, product, { message: ADMIN_MESSAGES.productUpdated });
    })
    .delete("/:id", requireAdmin, async (c) => {
      const removed = await deleteProduct(db, readId(c));
      await releaseStoredImagesAfterSave(deps, [removed.image, removed.modal_image]);
      return ok(c, null, { message: ADMIN_MESSAGES.productDeleted });
    });
}
