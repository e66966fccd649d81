import { Hono } from "hono";
import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { UploadedImageSchema, UploadFolderSchema } from "#contract/schemas/upload";
import { actorOf, recordActivity } from "#server/activity/activity.service";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created } from "#server/http/envelope";
import { HttpError, notFound } from "#server/http/errors";
import { readRequestInput } from "#server/http/request-input";
import { requireStaff } from "#server/http/require-admin";
import { storeImageFile } from "#server/media/image-store";
import type { ApiOperation } from "#server/openapi/operation";

export function uploadsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/:folder", requireStaff("uploads"), async (c) => {
    const folder = UploadFolderSchema.safeParse(c.req.param("folder"));
    if (!folder.success) throw notFound();
    const { files } = await readRequestInput(c);
    const file = files.image;
    if (!file) throw new HttpError(400, V.notAnImage, [{ field: "image", message: V.notAnImage }]);
    const stored = await storeImageFile(deps.uploadsDir, folder.data, file);
    const actor = actorOf(c, deps.env.TRUST_PROXY);
    // The file is stored before this entry is written: an upload is not a database change to roll back with it.
    if (actor)
      await recordActivity(deps.database.db, {
        actor,
        action: "upload",
        resource: "uploads",
        label: stored.url,
        changes: [
          { field: "folder", after: folder.data },
          { field: "size", after: `${stored.width}x${stored.height}` },
        ],
      });
    return created(c, stored);
  });
}

/** How the route above is described in the API's OpenAPI document. */
export const UPLOAD_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/upload/:folder",
    tag: "Uploads",
    summary: "Upload an image",
    description:
      "Multipart field `image`, at most 5 MB (else 413); the bytes must really be an image (else 415). The image " +
      "is re-encoded and served under /uploads/.",
    access: "admin",
    area: "uploads",
    params: { folder: UploadFolderSchema },
    body: {
      schema: z.object({}),
      name: "ImageUpload",
      multipart: true,
      multipartOnly: true,
      files: ["image"],
    },
    response: { status: 201, data: { schema: UploadedImageSchema, name: "UploadedImage" } },
  },
];
