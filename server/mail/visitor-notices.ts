// A visitor's form saved means two mails queued in the same transaction: the staff notification (Reply-To the
// visitor) and the visitor's acknowledgement. A save that rolls back takes both with it.
import { apiRow } from "#server/db/api-row";
import type { Db } from "#server/db/client";
import type { Row, WriteContext, WriteMode } from "#server/resources/resource-service";
import { enqueueMail, mailBrand, staffRecipients } from "./mail";
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
  const brand = await mailBrand(db, config);
  const prefix = notice.kind === "inquiry" ? "inquiry" : "consultation";
  const staff = await staffRecipients(db, config);
  // With no staff address anywhere nobody can be told; the visitor is still acknowledged.
  if (staff.length > 0)
    await enqueueMail(db, {
      kind: `${prefix}-staff`,
      to: staff,
      ...(await staffNotification(brand, notice)),
    });
  await enqueueMail(db, {
    kind: `${prefix}-ack`,
    to: notice.record.email,
    ...(await visitorAcknowledgement(brand, notice)),
  });
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
