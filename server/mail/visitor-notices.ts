// A visitor's form saved means two mails queued in the same transaction: the staff notification (Reply-To the
// visitor) and the visitor's acknowledgement. A save that rolls back takes both with it.
import { and, gt, isNull, ne, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "#contract/locales";
import { apiRow } from "#server/db/api-row";
import type { Db } from "#server/db/client";
import { consultationRequests, inquiries } from "#server/db/schema";
import { onCancelledByStatus } from "#server/features/slots/slots.service";
import type { Row, WriteContext, WriteMode } from "#server/resources/resource-service";
import { enqueueMails, type MailMessage, noticeBrandAndStaff } from "./mail";
import {
  type ConsultationRecord,
  type InquiryRecord,
  type StaffNotice,
  staffNotification,
  visitorAcknowledgement,
} from "./templates/mails";

/**
 * An address that sent the same form within this many minutes is not thanked again. The forms take any address
 * from anyone, so without this they would mail a stranger as often as a botnet pleases, each mail carrying the
 * name the sender typed (spam sent in the academy's name).
 */
export const VISITOR_ACK_RESEND_MINUTES = 10;

/** Whether another submission of this form came from the same address (in any letter case) a moment ago. */
async function sentRecently(db: Db, notice: StaffNotice): Promise<boolean> {
  const [table, id, own] =
    notice.kind === "inquiry"
      ? [inquiries, inquiries.inquiry_id, notice.record.inquiry_id]
      : [consultationRequests, consultationRequests.request_id, notice.record.request_id];
  // The range on created_at uses the admin list's index; only the last few minutes' rows are compared.
  const rows = await db
    .select({ id })
    .from(table)
    .where(
      and(
        isNull(table.deleted_at),
        gt(table.created_at, sql`now() - make_interval(mins => ${VISITOR_ACK_RESEND_MINUTES})`),
        ne(id, own),
        sql`lower(${table.email}) = lower(${notice.record.email})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The language of the page the form was sent from: the create body's `locale`, already checked against the
 * languages by the schema. Rows written without one (demo content) are English.
 */
const localeOf = (input: Row): Locale => (input.locale as Locale | undefined) ?? DEFAULT_LOCALE;

export async function queueVisitorNotices(
  db: Db,
  notice: StaffNotice,
  context: WriteContext,
  locale: Locale,
) {
  const config = context.mail;
  if (!config) return;
  const { brand, staff } = await noticeBrandAndStaff(db, config);
  const prefix = notice.kind === "inquiry" ? "inquiry" : "consultation";
  const mails: MailMessage[] = [];
  // With no staff address anywhere nobody can be told; the visitor is still acknowledged.
  if (staff.length > 0)
    mails.push({ kind: `${prefix}-staff`, to: staff, ...(await staffNotification(brand, notice)) });
  if (!(await sentRecently(db, notice)))
    mails.push({
      kind: `${prefix}-ack`,
      to: notice.record.email,
      ...(await visitorAcknowledgement(brand, notice, locale)),
    });
  if (mails.length === 0) return;
  // One INSERT and one wake-up for both, staff's first, as every form submission pays for each statement.
  await enqueueMails(db, mails);
}

/** afterWrite hooks: only a new record is news; staff editing its status later is not. */
export const notifyNewInquiry = (db: Db, row: Row, input: Row, mode: WriteMode, context: WriteContext) =>
  mode === "create"
    ? queueVisitorNotices(
        db,
        { kind: "inquiry", record: apiRow(row) as unknown as InquiryRecord },
        context,
        localeOf(input),
      )
    : Promise.resolve();

/** A new request is news; staff cancelling a booked one from the inbox mails both sides its cancellation. */
export const notifyNewConsultation = (
  db: Db,
  row: Row,
  input: Row,
  mode: WriteMode,
  context: WriteContext,
) =>
  mode === "create"
    ? queueVisitorNotices(
        db,
        { kind: "consultation", record: apiRow(row) as unknown as ConsultationRecord },
        context,
        localeOf(input),
      )
    : input.status === "cancelled"
      ? onCancelledByStatus(db, row.request_id as number, context.mail)
      : Promise.resolve();
