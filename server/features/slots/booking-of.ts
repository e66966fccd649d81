// A consultation booking read whole (its request and its slot row) with the language its visitor booked in: what
// the mails written about a booking after the fact (its receipt, its refund) need.
import { eq } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "#contract/locales";
import type { Db } from "#server/db/client";
import { agendaRanges, consultationRequests } from "#server/db/schema";

/** The language a booking was made in; the default for one that recorded none. */
export const bookingLocale = (range: { locale: string | null }): Locale =>
  range.locale === "hi" ? "hi" : DEFAULT_LOCALE;

export async function bookingOf(db: Db, requestId: number) {
  const [found] = await db
    .select({ request: consultationRequests, range: agendaRanges })
    .from(consultationRequests)
    .innerJoin(agendaRanges, eq(agendaRanges.request_id, consultationRequests.request_id))
    .where(eq(consultationRequests.request_id, requestId));
  return found ? { ...found, locale: bookingLocale(found.range) } : undefined;
}
