// A visitor's form saved means two mails queued in the same transaction: the staff notification (Reply-To the
// visitor) and the visitor's acknowledgement. A save that rolls back takes both with it.
import { apiRow } from "#server/db/api-row";
import type { Db } from "#server/db/client";
import type { Row, WriteContext, WriteMode } from "#server/resources/resource-service";
import { enqueueMails, type MailMessage, noticeBrandAndStaff } from "./mail";
import {
  type ConsultationRecord,
  type InquiryRecord,
  type StaffNotice,
  staffNotification,
  visitorAcknowledgement,
} from "./templates/mails";

export async function queueVisitorNotices(db: Db, notice: StaffNotice, context: WriteContext) {
  const config = context.mail;
  if (!config) return;
  const { brand, staff } = await noticeBrandAndStaff(db, config);
  const prefix = notice.kind === "inquiry" ? "inquiry" : "consultation";
  const mails: MailMessage[] = [];
  // With no staff address anywhere nobody can be told; the visitor is still acknowledged.
  if (staff.length > 0)
    mails.push({ kind: `${prefix}-staff`, to: staff, ...(await staffNotification(brand, notice)) });
  mails.push({
    kind: `${prefix}-ack`,
    to: notice.record.email,
    ...(await visitorAcknowledgement(brand, notice)),
  });
  // One INSERT and one wake-up for both, staff's first, as every form submission pays for each statement.
  await enqueueMails(db, mails);
}

/** afterWrite hooks: only a new record is news; staff editing its status later is not. */
export const notifyNewInquiry = (db: Db, row: Row, _input: Row, mode: WriteMode, context: WriteContext) =>
  mode === "create"
    ? queueVisitorNotices(db, { kind: "inquiry", record: apiRow(row) as unknown as InquiryRecord }, context)
    : Promise.resolve();

export const notifyNewConsultation = (
  db: Db,
  row: Row,
  _input: Row,
  mode: WriteMode,
  context: WriteContext,
) =>
  mode === "create"
    ? queueVisitorNotices(
        db,
        { kind: "consultation", record: apiRow(row) as unknown as ConsultationRecord },
        context,
      )
    : Promise.resolve();
