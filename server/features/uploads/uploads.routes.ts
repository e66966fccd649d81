import { Hono } from "hono";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { UploadFolderSchema } from "#contract/schemas/upload";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created } from "#server/http/envelope";
import { HttpError, notFound } from "#server/http/errors";
import { readRequestInput } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import { storeImageFile } from "#server/media/image-store";

export function uploadsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/:folder", requireAdmin, async (c) => {
    const folder = UploadFolderSchema.safeParse(c.req.param("folder"));
    if (!folder.success) throw notFound();
    const { files } = await readRequestInput(c);
    const file = files.image;
    if (!file) throw new HttpError(400, V.notAnImage, [{ field: "image", message: V.notAnImage }]);
    return created(c, await storeImageFile(deps.uploadsDir, folder.data, file));
  });
}
