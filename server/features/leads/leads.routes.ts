// The leads API under /api/leads: the front desk's Today queue and a lead's page (timeline, touches, outcome form,
// WhatsApp opened), the owner's settings and lost reasons, and the owner's report.
import { Hono } from "hono";
import { LEAD_MESSAGES as M } from "#contract/admin-messages";
import { idParam } from "#contract/fields";
import {
  LeadKindParam,
  LeadSettingsUpdateSchema,
  LostReasonCreateSchema,
  LostReasonUpdateSchema,
  OutcomeSchema,
  ReportQuerySchema,
  WhatsAppOpenedSchema,
} from "#contract/schemas/leads";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { notFound } from "#server/http/errors";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { adminOf, requireStaff } from "#server/http/require-admin";
import { mailBrand } from "#server/mail/mail";
import { mailConfig } from "#server/mail/mail-config";
import {
  assignableStaff,
  createLostReason,
  leadDetail,
  listLostReasons,
  readLeadSettings,
  recordOutcome,
  recordWhatsAppOpened,
  today,
  todayCount,
  updateLostReason,
  writeLeadSettings,
} from "./leads.service";
import { leadReport } from "./report.service";

export function leadsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mail = mailConfig(deps.env);
  const ownHost = new URL(deps.env.publicUrl).hostname;
  const leads = requireStaff("leads");
  const owners = requireStaff("settings");
  /** The lead a path names; an unknown kind or a malformed id is a lead that does not exist. */
  const lead = (c: { req: { param(name: string): string | undefined } }) => {
    const kind = LeadKindParam.safeParse(c.req.param("kind"));
    const id = idParam.safeParse(c.req.param("id"));
    if (!kind.success || !id.success) throw notFound();
    return { kind: kind.data, id: id.data };
  };

  return (
    new Hono<AppEnv>()
      // Nothing here changes what visitors see: the public pages' caches stay.
      .use("*", async (c, next) => {
        c.set("contentUnchanged", true);
        await next();
      })
      .get("/today", leads, async (c) => {
        const now = new Date();
        const [lists, counts] = await Promise.all([today(db, now), todayCount(db, now)]);
        return ok(c, { ...lists, counts });
      })
      .get("/today/count", leads, async (c) => ok(c, await todayCount(db, new Date())))
      .get("/assignable", leads, async (c) => ok(c, await assignableStaff(db)))
      .get("/lost-reasons", leads, async (c) => ok(c, await listLostReasons(db)))
      .post("/lost-reasons", owners, async (c) => {
        const input = await readBody(c, LostReasonCreateSchema);
        return created(c, await createLostReason(db, input.label), M.reasonSaved);
      })
      .put("/lost-reasons/:id", owners, async (c) => {
        const id = readId(c);
        const input = await readBody(c, LostReasonUpdateSchema);
        return ok(c, await updateLostReason(db, id, input), { message: M.reasonSaved });
      })
      .get("/settings", owners, async (c) => ok(c, await readLeadSettings(db)))
      .put("/settings", owners, async (c) => {
        const input = await readBody(c, LeadSettingsUpdateSchema);
        return ok(c, await writeLeadSettings(db, input), { message: M.settingsSaved });
      })
      .get("/report", requireStaff("reports"), async (c) => {
        const query = readQuery(c, ReportQuerySchema);
        return ok(c, await leadReport(db, query, new Date(), ownHost));
      })
      .get("/:kind/:id", leads, async (c) => {
        const { kind, id } = lead(c);
        const brand = await mailBrand(db, mail);
        return ok(c, await leadDetail(db, kind, id, { academy: brand.site.name }));
      })
      .post("/:kind/:id/outcome", leads, async (c) => {
        const { kind, id } = lead(c);
        const input = await readBody(c, OutcomeSchema);
        await recordOutcome(db, kind, id, input, adminOf(c).adminId, new Date());
        const brand = await mailBrand(db, mail);
        const detail = await leadDetail(db, kind, id, { academy: brand.site.name });
        return ok(c, detail, {
          message: detail.status_type === "open" ? M.outcomeSaved : M.outcomeSavedClosed,
        });
      })
      .post("/:kind/:id/whatsapp-opened", leads, async (c) => {
        const { kind, id } = lead(c);
        const input = await readBody(c, WhatsAppOpenedSchema);
        await recordWhatsAppOpened(db, kind, id, adminOf(c).adminId, input.locale ?? "en");
        return created(c, null);
      })
  );
}
