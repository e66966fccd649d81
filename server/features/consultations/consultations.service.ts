import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ConsultationStatus } from "#contract/enums";
import type { Consultation, ConsultationCreate, ConsultationUpdate } from "#contract/schemas/consultation";
import type { Db } from "#server/db/client";
import { consultationRequests } from "#server/db/schema";
import { matchesAny } from "#server/db/text-search";
import { notFound } from "#server/http/errors";
import type { Paging } from "#server/http/paging";

type Row = typeof consultationRequests.$inferSelect;

function toConsultation(row: Row): Consultation {
  return {
    request_id: row.requestId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service_type: row.serviceType as Consultation["service_type"],
    preferred_date: row.preferredDate,
    location: row.location,
    message: row.message,
    admin_notes: row.adminNotes,
    status: row.status as ConsultationStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function createConsultation(db: Db, input: ConsultationCreate): Promise<Consultation> {
  const [row] = await db
    .insert(consultationRequests)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      serviceType: input.service_type,
      preferredDate: input.preferred_date,
      location: input.location,
      message: input.message,
    })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toConsultation(row);
}

export interface ConsultationFilter {
  status?: ConsultationStatus;
  q?: string;
}

function whereOf(filter: ConsultationFilter): SQL | undefined {
  const t = consultationRequests;
  return and(
    filter.status ? eq(t.status, filter.status) : undefined,
    matchesAny([t.name, t.email, t.phone, t.location, t.message, t.adminNotes], filter.q),
  );
}

/** Newest first. */
export async function listConsultations(
  db: Db,
  filter: ConsultationFilter = {},
  paging?: Paging,
): Promise<Consultation[]> {
  const query = db
    .select()
    .from(consultationRequests)
    .where(whereOf(filter))
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.requestId))
    .$dynamic();
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map(toConsultation);
}

export async function countConsultations(db: Db, filter: ConsultationFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(consultationRequests).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function getConsultation(db: Db, id: number): Promise<Consultation> {
  const [row] = await db
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.requestId, id))
    .limit(1);
  if (!row) throw notFound();
  return toConsultation(row);
}

/** Staff set the status freely (no order enforced) and keep notes; a field left out is left alone. */
export async function updateConsultation(
  db: Db,
  id: number,
  input: ConsultationUpdate,
): Promise<Consultation> {
  const [row] = await db
    .update(consultationRequests)
    .set({ status: input.status, adminNotes: input.admin_notes, updatedAt: sql`now()` })
    .where(eq(consultationRequests.requestId, id))
    .returning();
  if (!row) throw notFound();
  return toConsultation(row);
}

export async function deleteConsultation(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(consultationRequests)
    .where(eq(consultationRequests.requestId, id))
    .returning({ id: consultationRequests.requestId });
  if (deleted.length === 0) throw notFound();
}
