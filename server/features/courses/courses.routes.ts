import { Hono } from "hono";
import { idParam } from "#contract/fields";
import { ADMIN_MESSAGES } from "#contract/messages";
import { DEFAULT_PAGING } from "#contract/schemas/common";
import {
  CourseCreateSchema,
  CourseListQuerySchema,
  type CourseUpdate,
  CourseUpdateSchema,
} from "#contract/schemas/course";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { parseWith, readId, readQuery, readRequestInput } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import { releaseStoredImagesAfterSave } from "#server/media/image-references.service";
import { assertStoredImagePresent, withStoredImages } from "#server/media/image-store";
import { imageFormBodyLimit } from "#server/media/upload-limit.middleware";
import {
  type CourseImageUrls,
  countCourses,
  createCourse,
  deleteCourse,
  getCourse,
  listCourseCategories,
  listCourses,
  updateCourse,
} from "./courses.service";

/** Multipart file parts a course form may send, and the URL field each one fills. */
const IMAGE_PARTS = [
  ["image", "image_url"],
  ["poster_image", "poster_image_url"],
  ["instructor_image", "instructor_image"],
] as const satisfies ReadonlyArray<readonly [string, keyof CourseImageUrls]>;

const IMAGE_PART_NAMES = IMAGE_PARTS.map(([part]) => part);

/** The URL fields filled by the stored files, keyed by their multipart part names. */
function imageFields(urls: Partial<Record<(typeof IMAGE_PARTS)[number][0], string>>) {
  const fields: Partial<CourseImageUrls> = {};
  for (const [part, field] of IMAGE_PARTS) if (urls[part]) fields[field] = urls[part];
  return fields;
}

const imageUrlsOf = (course: Partial<CourseImageUrls>) => IMAGE_PARTS.map(([, field]) => course[field]);

/**
 * A row must never point at an uploaded file that is gone. Only URLs that change are checked, so re-sending a
 * course unchanged (the admin list's status toggle) still works.
 */
async function assertNewImagesPresent(
  uploadsDir: string,
  input: CourseUpdate,
  stored: Partial<CourseImageUrls> = {},
) {
  for (const [, field] of IMAGE_PARTS)
    if (input[field] !== stored[field]) await assertStoredImagePresent(uploadsDir, input[field], field);
}

export function coursesRoutes(deps: AppDeps) {
  const { uploadsDir } = deps;
  const db = deps.database.db;

  return (
    new Hono<AppEnv>()
      .get("/", async (c) => {
        const { is_active, is_featured, category_id, q, limit, offset } = readQuery(c, CourseListQuerySchema);
        // Anonymous callers only ever see active courses, whatever they ask for.
        const filter = {
          is_active: c.get("admin") ? is_active : true,
          is_featured,
          category_id,
          q,
        };
        if (limit === undefined && offset === undefined && q === undefined)
          return ok(c, await listCourses(db, filter));
        const paging = { limit: limit ?? DEFAULT_PAGING.limit, offset: offset ?? DEFAULT_PAGING.offset };
        const [items, total] = await Promise.all([listCourses(db, filter, paging), countCourses(db, filter)]);
        return ok(c, items, { meta: { total, ...paging } });
      })
      // Registered before /:idOrSlug, which would otherwise take "categories" for a slug.
      .get("/categories", async (c) => ok(c, await listCourseCategories(db)))
      .get("/:idOrSlug", async (c) => {
        const raw = c.req.param("idOrSlug");
        const id = idParam.safeParse(raw);
        const course = await getCourse(db, id.success ? id.data : raw, { includeHidden: !!c.get("admin") });
        return ok(c, course);
      })
      .post("/", requireAdmin, imageFormBodyLimit({ images: IMAGE_PARTS.length }), async (c) => {
        const { fields, files } = await readRequestInput(c);
        // Validate first, so a refused form never leaves an uploaded file behind.
        const input = parseWith(CourseCreateSchema, fields);
        await assertNewImagesPresent(uploadsDir, input);
        const course = await withStoredImages(uploadsDir, "courses", files, IMAGE_PART_NAMES, (urls) =>
          createCourse(db, { ...input, ...imageFields(urls) }),
        );
        return created(c, course, ADMIN_MESSAGES.courseCreated);
      })
      .put("/:id", requireAdmin, imageFormBodyLimit({ images: IMAGE_PARTS.length }), async (c) => {
        const courseId = readId(c);
        const { fields, files } = await readRequestInput(c);
        const input = parseWith(CourseUpdateSchema, fields);
        const before = await getCourse(db, courseId, { includeHidden: true });
        await assertNewImagesPresent(uploadsDir, input, before);
        const course = await withStoredImages(uploadsDir, "courses", files, IMAGE_PART_NAMES, (urls) =>
          updateCourse(db, courseId, { ...input, ...imageFields(urls) }),
        );
        await releaseStoredImagesAfterSave(deps, imageUrlsOf(before));
        return ok(c, course, { message: ADMIN_MESSAGES.courseUpdated });
      })
      .delete("/:id", requireAdmin, async (c) => {
        const removed = await deleteCourse(db, readId(c));
        await releaseStoredImagesAfterSave(deps, imageUrlsOf(removed));
        return ok(c, null, { message: ADMIN_MESSAGES.courseDeleted });
      })
  );
}
