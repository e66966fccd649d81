import { Hono } from "hono";
import { ADMIN_MESSAGES } from "#contract/messages";
import {
  TestimonialCreateSchema,
  TestimonialListQuerySchema,
  TestimonialUpdateSchema,
} from "#contract/schemas/testimonial";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { listResponse } from "#server/http/paging";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import {
  countTestimonials,
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  updateTestimonial,
} from "./testimonials.service";

export function testimonialsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, TestimonialListQuerySchema);
      // Anonymous callers only ever see active testimonials, whatever they ask for.
      const filter = c.get("admin") ? query : { ...query, is_active: true };
      return listResponse(
        c,
        query,
        (paging) => listTestimonials(db, filter, paging),
        () => countTestimonials(db, filter),
      );
    })
    .get("/:id", async (c) => ok(c, await getTestimonial(db, readId(c), { includeHidden: !!c.get("admin") })))
    .post("/", requireAdmin, async (c) => {
      const testimonial = await createTestimonial(db, await readBody(c, TestimonialCreateSchema));
      return created(c, testimonial, ADMIN_MESSAGES.testimonialAdded);
    })
    .put("/:id", requireAdmin, async (c) => {
      const testimonialId = readId(c);
      const testimonial = await updateTestimonial(
        db,
        testimonialId,
        await readBody(c, TestimonialUpdateSchema),
      );
      return ok(c, testimonial, { message: ADMIN_MESSAGES.testimonialUpdated });
    })
    .delete("/:id", requireAdmin, async (c) => {
      await deleteTestimonial(db, readId(c));
      return ok(c, null, { message: ADMIN_MESSAGES.deleted });
    });
}
