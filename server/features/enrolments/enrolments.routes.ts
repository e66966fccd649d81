// Enrolments: anyone enrols in a batch (rate limited, same-site), the person acts through their private link, and
// the front desk works the rosters. A change of seats also drops the page caches (the course pages show seats left).
import type { Context } from "hono";
import { Hono } from "hono";
import { ENROLMENT_ADMIN_MESSAGES as A } from "#contract/admin-messages";
import { ENROLMENT_MESSAGES as E } from "#contract/messages";
import type { ActivityAction } from "#contract/schemas/activity";
import {
  CertificateRevokeSchema,
  EnrolmentCreateSchema,
  EnrolmentListQuerySchema,
  EnrolmentMoveSchema,
  EnrolmentTokenQuerySchema,
  EnrolmentTokenSchema,
  EnrolmentUpdateSchema,
} from "#contract/schemas/enrolment";
import { actorOf, changeWithActivity } from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { streamCsv } from "#server/exports/csv";
import { ENROLMENTS_EXPORT } from "#server/exports/exports";
import { assignNewLead } from "#server/features/leads/leads.service";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { pageOf } from "#server/http/paging";
import { publicWriteLimiter, readPublicWrite } from "#server/http/public-write";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { requireStaff, staffMayWiden } from "#server/http/require-admin";
import { mailConfig } from "#server/mail/mail-config";
import { razorpayConfig } from "#server/payments/razorpay/client";
import { EXPORT_BATCH_SIZE } from "#server/resources/resource-routes";
import { ownPayment } from "../payments/own-payment";
import { openEnrolmentOrder, razorpayFrom } from "../payments/razorpay.service";
import { certificateFileName, certificateLocale, certificatePdf, mailCertificate } from "./certificate-mail";
import { completeEnrolment, revokeCertificate, standingCertificate } from "./certificates.service";
import { enrolmentMailer } from "./enrolment-mailer";
import {
  acceptOffer,
  cancelOwn,
  countEnrolments,
  createEnrolment,
  enrolmentBatches,
  getEnrolment,
  listEnrolments,
  markChangedBy,
  moveEnrolment,
  ownEnrolment,
  ownRow,
  queueNewEnrolmentMails,
  rosterBatches,
  staffUpdate,
} from "./enrolments.service";

export function enrolmentsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const limiter = publicWriteLimiter(deps.env, "enrolments");
  const mailer = () => enrolmentMailer(deps.env);
  const staff = requireStaff("enrolments");
  const razorpay = razorpayFrom(razorpayConfig(deps.env));
  /** Seats changed: the course pages and the batch lists show seats left, here and on every other server. */
  const seatsChanged = () => deps.changes.changed();

  /** Runs a staff change and records it in the activity log, in one transaction; answers the enrolment after it. */
  async function audited(
    c: Context<AppEnv>,
    action: ActivityAction,
    id: number,
    work: (tx: Db) => Promise<unknown>,
  ) {
    const actor = actorOf(c, deps.env.TRUST_PROXY);
    await changeWithActivity(db, actor, async (tx) => {
      // First, so that the status change's entry on the lead's timeline (a database trigger) names who made it.
      if (actor) await markChangedBy(tx, id, actor.adminId);
      await work(tx);
      const enrolment = await getEnrolment(tx, id);
      const label = `${enrolment.name}, ${enrolment.course_title} ${enrolment.starts_on}`;
      return { value: null, activity: { action, resource: "enrolments", resourceId: id, label } };
    });
    return getEnrolment(db, id);
  }

  const ownView = async (c: Context<AppEnv>, id: number, token: string) => {
    const locale = c.req.query("lang") === "hi" ? "hi" : "en";
    const own = await ownEnrolment(db, id, token, locale);
    const payment = await ownPayment(db, await ownRow(db, id, token), token, {
      razorpay: razorpay !== null,
      checkoutUrl: razorpay?.config.checkoutUrl ?? null,
      qrLabel: locale === "hi" ? "UPI से भुगतान का QR कोड" : "QR code to pay by UPI",
    });
    return ok(c, { ...own, payment });
  };

  return (
    new Hono<AppEnv>()
      // ---- anyone
      .post("/", limiter.middleware, async (c) => {
        const { input, fromBot } = await readPublicWrite(c, EnrolmentCreateSchema);
        if (fromBot)
          // The very shape a person gets, and nothing stored.
          return created(
            c,
            {
              enrolment_id: 0,
              batch_id: input.batch_id,
              status: "held",
              amount_paise: 0,
              currency: "INR",
              hold_expires_at: null,
              url: "/",
            },
            E.held,
          );
        const people = mailer();
        const queueMails = await queueNewEnrolmentMails(db, people, input.batch_id);
        const done = await createEnrolment(db, input, {
          now: new Date(),
          holdSeconds: deps.env.SEAT_HOLD_SECONDS,
          secret: people.secret,
          // An enrolment is a lead: given to the next person on the front desk, like an enquiry.
          alongside: async (tx, row, batch) => {
            await queueMails(tx, row, batch);
            await assignNewLead(tx, "enrolment", row, people.config);
          },
        });
        await seatsChanged();
        const enrolment = done.created;
        // The order is made now, so the page can open Checkout at once; should Razorpay not answer, the page
        // asks again when Pay is pressed (POST /api/enrolments/{id}/pay).
        const order =
          razorpay && enrolment.status === "held" && enrolment.amount_paise >= 100
            ? await openEnrolmentOrder(db, razorpay, enrolment.enrolment_id, new Date()).catch((err) => {
                deps.logger.warn("razorpay order not made", { error: String(err) });
                return undefined;
              })
            : undefined;
        return created(
          c,
          order ? { ...enrolment, razorpay: order } : enrolment,
          E[enrolment.status as "held" | "confirmed" | "waitlisted"],
        );
      })
      // Staff of the front desk, or the person with their link's token.
      .get("/:id/certificate.pdf", staffMayWiden("enrolments"), async (c) => {
        const id = readId(c);
        if (!c.get("admin")) {
          const { token } = readQuery(c, EnrolmentTokenQuerySchema);
          await ownRow(db, id, token);
        }
        const certificate = await standingCertificate(db, id);
        const pdf = await certificatePdf(
          db,
          mailConfig(deps.env),
          certificate,
          await certificateLocale(db, certificate),
        );
        return c.body(new Uint8Array(pdf), 200, {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${certificateFileName(certificate)}"`,
          "Cache-Control": "private, no-store",
        });
      })
      .get("/:id/view", async (c) => {
        const { token } = readQuery(c, EnrolmentTokenQuerySchema);
        return ownView(c, readId(c), token);
      })
      .post("/:id/accept", limiter.middleware, async (c) => {
        const id = readId(c);
        const { token } = await readBody(c, EnrolmentTokenSchema);
        await acceptOffer(db, id, token, new Date());
        await seatsChanged();
        return ok(c, await ownEnrolment(db, id, token, "en"), { message: E.offerAccepted });
      })
      .post("/:id/cancel", limiter.middleware, async (c) => {
        const id = readId(c);
        const { token } = await readBody(c, EnrolmentTokenSchema);
        await cancelOwn(db, id, token, new Date(), mailer());
        await seatsChanged();
        return ok(c, await ownEnrolment(db, id, token, "en"), { message: E.cancelled });
      })
      // ---- the front desk
      .get("/", staff, async (c) => {
        const query = readQuery(c, EnrolmentListQuerySchema);
        const paging = pageOf(query);
        const [items, total] = await Promise.all([
          listEnrolments(db, query, paging),
          countEnrolments(db, query),
        ]);
        return ok(c, items, { meta: { total, ...paging } });
      })
      .get("/export.csv", staff, async (c) => {
        const query = readQuery(c, EnrolmentListQuerySchema);
        return streamCsv(c, ENROLMENTS_EXPORT, enrolmentBatches(db, query, EXPORT_BATCH_SIZE), deps.logger);
      })
      .get("/batches", staff, async (c) => ok(c, await rosterBatches(db, new Date())))
      .get("/:id", staff, async (c) => ok(c, await getEnrolment(db, readId(c))))
      .put("/:id", staff, async (c) => {
        const id = readId(c);
        const input = await readBody(c, EnrolmentUpdateSchema);
        const action = input.status ? "status" : "update";
        const enrolment = await audited(c, action, id, (tx) =>
          staffUpdate(tx, id, input, new Date(), mailer()),
        );
        const message =
          input.status === "confirmed" ? A.confirmed : input.status === "cancelled" ? A.cancelled : A.updated;
        return ok(c, enrolment, { message });
      })
      .post("/:id/move", staff, async (c) => {
        const id = readId(c);
        const { batch_id } = await readBody(c, EnrolmentMoveSchema);
        const enrolment = await audited(c, "move", id, (tx) =>
          moveEnrolment(tx, id, batch_id, new Date(), mailer()),
        );
        return ok(c, enrolment, { message: A.moved });
      })
      .post("/:id/complete", staff, async (c) => {
        const id = readId(c);
        let issued = false;
        const enrolment = await audited(c, "complete", id, async (tx) => {
          const done = await completeEnrolment(tx, id, new Date());
          issued = done.issued;
          if (done.issued) await mailCertificate(tx, mailer(), done.certificate);
        });
        return ok(c, enrolment, { message: issued ? A.completed : A.alreadyCompleted });
      })
      .post("/:id/revoke-certificate", staff, async (c) => {
        const id = readId(c);
        const { reason } = await readBody(c, CertificateRevokeSchema);
        const enrolment = await audited(c, "revoke", id, (tx) =>
          revokeCertificate(tx, id, reason, new Date()),
        );
        return ok(c, enrolment, { message: A.certificateRevoked });
      })
  );
}
