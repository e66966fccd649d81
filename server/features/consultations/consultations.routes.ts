import { Hono } from "hono";
import { ADMIN_MESSAGES, PUBLIC_MESSAGES } from "#contract/messages";
import {
  ConsultationCreateSchema,
  ConsultationListQuerySchema,
  ConsultationUpdateSchema,
} from "#contract/schemas/consultation";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { listResponse } from "#server/http/paging";
import { publicWriteLimiter, readPublicWrite } from "#server/http/public-write";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import {
  countConsultations,
  createConsultation,
  deleteConsultation,
  getConsultation,
  listConsultations,
  updateConsultation,
} from "./consultations.service";

export function consultationsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const limiter = publicWriteLimiter(deps.env, "consultations");
  return new Hono<AppEnv>()
    .post("/", limiter.middleware, async (c) => {
      const { input, fromBot } = await readPublicWrite(c, ConsultationCreateSchema);
      if (!fromBot) await createConsultation(db, input);
      // The visitor's answer carries no stored data, so a dropped bot submission looks exactly the same.
      return created(c, null, PUBLIC_MESSAGES.consultationSuccess);
    })
    .get("/", requireAdmin, async (c) => {
      const query = readQuery(c, ConsultationListQuerySchema);
      return listResponse(
        c,
        query,
        (paging) => listConsultations(db, query, paging),
        () => countConsultations(db, query),
      );
    })
    .get("/:id", requireAdmin, async (c) => ok(c, await getConsultation(db, readId(c))))
    .put("/:id", requireAdmin, async (c) => {
      const id = readId(c);
      const input = await readBody(c, ConsultationUpdateSchema);
      return ok(c, await updateConsultation(db, id, input), { message: ADMIN_MESSAGES.statusUpdated });
    })
    .delete("/:id", requireAdmin, async (c) => {
      await deleteConsultation(db, readId(c));
      return ok(c, null, { message: ADMIN_MESSAGES.deleted });
    });
}
