// The courses' own route beside the standard ones (server/resources): their categories, for the filter and the form.
import { Hono } from "hono";
import { CourseCategorySchema } from "#contract/schemas/course";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import type { ApiOperation } from "#server/openapi/operation";
import { listCourseCategories } from "./courses.service";

/** Mounted before the standard routes, whose /:idOrSlug would otherwise take "categories" for a slug. */
export function courseCategoryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/categories", async (c) =>
    ok(c, await listCourseCategories(deps.database.db)),
  );
}

/** How the route above is described in the API's OpenAPI document. */
export const COURSE_CATEGORY_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/courses/categories",
    tag: "Courses",
    summary: "List course categories",
    access: "public",
    response: { status: 200, data: { schema: CourseCategorySchema, name: "CourseCategory", list: true } },
  },
];
