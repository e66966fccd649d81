import { Hono } from "hono";
import { ADMIN_MESSAGES, PUBLIC_MESSAGES } from "#contract/messages";
import {
  InquiryCreateSchema,
  InquiryListQuerySchema,
  InquiryStatusUpdateSchema,
} from "#contract/schemas/inquiry";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { listResponse } from "#server/http/paging";
import { publicWriteLimiter, readPublicWrite } from "#server/http/public-write";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import {
  countInquiries,
  createInquiry,
  deleteInquiry,
  getInquiry,
  listInquiries,
  setInquiryStatus,
} from "./inquiries.service";

export function inquiriesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const limiter = publicWriteLimiter(deps.env, "inquiries");
  return new Hono<AppEnv>()
    .post("/", limiter.middleware, async (c) => {
      const { input, fromBot } = await readPublicWrite(c, InquiryCreateSchema);
      if (!fromBot) await createInquiry(db, input);
      // The visitor's answer carries no stored data, so a dropped bot submission looks exactly the same.
      const message =
        input.inquiry_type === "course"
          ? PUBLIC_MESSAGES.enrollmentSuccessText
          : PUBLIC_MESSAGES.contactSuccess;
      return created(c, null, message);
    })
    .get("/", requireAdmin, async (c) => {
      const query = readQuery(c, InquiryListQuerySchema);
      return listResponse(
        c,
        query,
        (paging) => listInquiries(db, query, paging),
        () => countInquiries(db, query),
      );
    })
    .get("/:id", requireAdmin, async (c) => ok(c, await getInquiry(db, readId(c))))
    .put("/:id", requireAdmin, async (c) => {
      const id = readId(c);
      const { status } = await readBody(c, InquiryStatusUpdateSchema);
      return ok(c, await setInquiryStatus(db, id, status), { message: ADMIN_MESSAGES.statusUpdated });
    })
    .delete("/:id", requireAdmin, async (c) => {
      await deleteInquiry(db, readId(c));
      return ok(c, null, { message: ADMIN_MESSAGES.inquiryDeleted });
    });
}
