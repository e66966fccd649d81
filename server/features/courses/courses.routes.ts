import { Hono } from "hono";
import { idParam } from "#contract/fields";
import { ADMIN_MESSAGES } from "#contract/messages";
import { DEFAULT_PAGING } from "#contract/schemas/common";
import { CourseCreateSchema, CourseListQuerySchema, CourseUpdateSchema } from "#contract/schemas/course";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { parseWith, readId, readQuery, readRequestInput } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import {
  countCourses,
  createCourse,
  deleteCourse,
  getCourse,
  listCourseCategories,
  listCourses,
  updateCourse,
} from "./courses.service";

export function coursesRoutes(deps: AppDeps) {
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
      .post("/", requireAdmin, async (c) => {
        const { fields } = await readRequestInput(c);
        const course = await createCourse(db, parseWith(CourseCreateSchema, fields));
        return created(c, course, ADMIN_MESSAGES.courseCreated);
      })
      .put("/:id", requireAdmin, async (c) => {
        const courseId = readId(c);
        const { fields } = await readRequestInput(c);
        const course = await updateCourse(db, courseId, parseWith(CourseUpdateSchema, fields));
        return ok(c, course, { message: ADMIN_MESSAGES.courseUpdated });
      })
      .delete("/:id", requireAdmin, async (c) => {
        await deleteCourse(db, readId(c));
        return ok(c, null, { message: ADMIN_MESSAGES.courseDeleted });
      })
  );
}
