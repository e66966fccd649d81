import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { InquiryStatus } from "#contract/enums";
import type { Inquiry, InquiryCreate } from "#contract/schemas/inquiry";
import type { Db } from "#server/db/client";
import { inquiries } from "#server/db/schema";
import { matchesAny } from "#server/db/text-search";
import { notFound } from "#server/http/errors";
import type { Paging } from "#server/http/paging";

type Row = typeof inquiries.$inferSelect;

function toInquiry(row: Row): Inquiry {
  return {
    inquiry_id: row.inquiryId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    inquiry_type: row.inquiryType as Inquiry["inquiry_type"],
    status: row.status as InquiryStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function createInquiry(db: Db, input: InquiryCreate): Promise<Inquiry> {
  const [row] = await db
    .insert(inquiries)
    .values({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      inquiryType: input.inquiry_type,
    })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toInquiry(row);
}

export interface InquiryFilter {
  status?: InquiryStatus;
  inquiry_type?: Inquiry["inquiry_type"];
  q?: string;
}

function whereOf(filter: InquiryFilter): SQL | undefined {
  const t = inquiries;
  return and(
    filter.status ? eq(t.status, filter.status) : undefined,
    filter.inquiry_type ? eq(t.inquiryType, filter.inquiry_type) : undefined,
    // The full name too, so "Priya Sharma" finds the row that stores it in two columns.
    matchesAny(
      [sql`${t.firstName} || ' ' || ${t.lastName}`, t.email, t.phone, t.subject, t.message],
      filter.q,
    ),
  );
}

/** Newest first. */
export async function listInquiries(db: Db, filter: InquiryFilter = {}, paging?: Paging): Promise<Inquiry[]> {
  const query = db
    .select()
    .from(inquiries)
    .where(whereOf(filter))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.inquiryId))
    .$dynamic();
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map(toInquiry);
}

export async function countInquiries(db: Db, filter: InquiryFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function getInquiry(db: Db, id: number): Promise<Inquiry> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.inquiryId, id)).limit(1);
  if (!row) throw notFound();
  return toInquiry(row);
}

/** Any status may be set directly; the spec enforces no order. */
export async function setInquiryStatus(db: Db, id: number, status: InquiryStatus): Promise<Inquiry> {
  const [row] = await db
    .update(inquiries)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(inquiries.inquiryId, id))
    .returning();
  if (!row) throw notFound();
  return toInquiry(row);
}

export async function deleteInquiry(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(inquiries)
    .where(eq(inquiries.inquiryId, id))
    .returning({ id: inquiries.inquiryId });
  if (deleted.length === 0) throw notFound();
}
