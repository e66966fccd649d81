// Certificates of completion: issued when staff mark someone as having completed their batch, revoked by staff,
// and read by anyone who has the code printed on the paper (the public verification page).
import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ENROLMENT_ADMIN_MESSAGES as A } from "#contract/admin-messages";
import { todayInIndia } from "#contract/form-rules";
import type { Certificate } from "#contract/schemas/enrolment";
import type { Db } from "#server/db/client";
import { batches, certificates, courses, enrolments } from "#server/db/schema";
import { Conflict, NotFound } from "#server/domain-errors";
import { lockEnrolment } from "./seats";

export type CertificateRow = typeof certificates.$inferSelect;

/** Letters and digits that cannot be mistaken for each other when read off paper (no 0/O, 1/I/L, U). */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH = 10;
/** A code as printed and as it appears in the verification address. */
export const CERTIFICATE_CODE_PATTERN = /^[2-9A-HJKMNP-TV-Z]{10}$/;

/** About 49 bits of randomness: unguessable, and still short enough to type from the paper. */
export function newCertificateCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a person types may be in lower case; anything that cannot be a code is no certificate. */
export function normalizeCode(raw: string): string | undefined {
  const code = raw.trim().toUpperCase();
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : undefined;
}

/** The printed serial: the year it was issued and the certificate's own number. */
const certificateNumber = (issuedOn: string, id: number) =>
  `CERT-${issuedOn.slice(0, 4)}-${String(id).padStart(5, "0")}`;

/**
 * Marks an enrolment completed and issues its certificate, once: a second call answers the same certificate (one
 * revoked meanwhile stands again). Only someone who held a paid or confirmed seat can complete. What the
 * certificate shows is copied now, so later edits to the course or the person do not change a paper already given.
 */
export async function completeEnrolment(
  db: Db,
  enrolmentId: number,
  now: Date,
): Promise<{ certificate: CertificateRow; issued: boolean }> {
  return db.transaction(async (tx) => {
    const locked = await lockEnrolment(tx, enrolmentId);
    if (!locked) throw new NotFound();
    const { enrolment, seats } = locked;
    if (enrolment.status !== "paid" && enrolment.status !== "confirmed") throw new Conflict(A.notSeated);
    if (!enrolment.completed_at)
      await tx
        .update(enrolments)
        .set({ completed_at: now, updated_at: now })
        .where(eq(enrolments.enrolment_id, enrolmentId));
    const [existing] = await tx.select().from(certificates).where(eq(certificates.enrolment_id, enrolmentId));
    if (existing) {
      if (!existing.revoked_at) return { certificate: existing, issued: false };
      const [restored] = await tx
        .update(certificates)
        .set({ revoked_at: null, revoked_reason: null })
        .where(eq(certificates.certificate_id, existing.certificate_id))
        .returning();
      return { certificate: restored ?? existing, issued: true };
    }
    const [course] = await tx
      .select({ title: courses.title, translations: courses.translations })
      .from(courses)
      .where(eq(courses.course_id, seats.batch.course_id));
    const issuedOn = todayInIndia(now);
    const [next] = (
      (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('certificates', 'certificate_id'))::int as id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const id = Number(next?.id);
    const [certificate] = await tx
      .insert(certificates)
      .values({
        certificate_id: id,
        enrolment_id: enrolmentId,
        number: certificateNumber(issuedOn, id),
        code: newCertificateCode(),
        holder_name: enrolment.name,
        course_title: course?.title ?? "",
        course_title_hi: (course?.translations.hi?.title as string | undefined) ?? null,
        starts_on: seats.batch.starts_on,
        ends_on: seats.batch.ends_on,
        issued_on: issuedOn,
        created_at: now,
      })
      .returning();
    if (!certificate) throw new Error("certificate insert returned nothing");
    return { certificate, issued: true };
  });
}

export async function revokeCertificate(
  db: Db,
  enrolmentId: number,
  reason: string | null,
  now: Date,
): Promise<CertificateRow> {
  const [row] = await db
    .update(certificates)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(eq(certificates.enrolment_id, enrolmentId))
    .returning();
  if (!row) throw new Conflict(A.noCertificate);
  return row;
}

export function toCertificate(row: CertificateRow): Certificate {
  return {
    number: row.number,
    code: row.code,
    holder_name: row.holder_name,
    course_title: row.course_title,
    course_title_hi: row.course_title_hi,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    issued_on: row.issued_on,
    revoked: row.revoked_at !== null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

/** The certificate with this code, as the verification page shows it; NotFound for any other text. */
export async function findCertificate(db: Db, rawCode: string): Promise<CertificateRow> {
  const code = normalizeCode(rawCode);
  if (!code) throw new NotFound();
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw new NotFound();
  return row;
}

/** An enrolment's certificate that still stands; NotFound when it has none or it was revoked. */
export async function standingCertificate(db: Db, enrolmentId: number): Promise<CertificateRow> {
  const [row] = await db.select().from(certificates).where(eq(certificates.enrolment_id, enrolmentId));
  if (!row || row.revoked_at) throw new NotFound();
  return row;
}

/** The enrolment and batch a certificate belongs to, for its mail. */
export async function certificateOwner(db: Db, enrolmentId: number) {
  const [row] = await db
    .select({ enrolment: enrolments, batch: batches })
    .from(enrolments)
    .innerJoin(batches, eq(batches.batch_id, enrolments.batch_id))
    .where(eq(enrolments.enrolment_id, enrolmentId));
  return row;
}
