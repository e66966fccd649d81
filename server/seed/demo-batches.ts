// The demo content's batches: upcoming runs of the demo courses, dated from the day the site is first started, so a
// newcomer sees batches, seats left and a waiting list at once. One is nearly full and one is full with people
// waiting. Their enrolments are made-up people at example.com, written straight to the table (no mail is sent).
// They belong to demo courses, so "Remove demo content" removes them with their course (by cascade).

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { todayInIndia } from "#contract/form-rules";
import type { Db } from "#server/db/client";
import { batches, courses, enrolments } from "#server/db/schema";
import { hashToken } from "#server/features/enrolments/enrolments.service";

interface DemoBatch {
  course_slug: string;
  /** Days from today to the first day. */
  startsIn: number;
  days: number;
  schedule: string;
  schedule_hi: string;
  venue: string | null;
  venue_hi?: string;
  mode: "In-Person" | "Online" | "Hybrid" | "Residential";
  seats: number;
  fee_paise: number;
  early?: { fee_paise: number; untilIn: number };
  waitlist: boolean;
  /** Made-up people holding seats (confirmed), and waiting. */
  taken: number;
  waiting?: number;
}

const VENUE = "Academy hall, Sigra, Varanasi";
const VENUE_HI = "अकादमी सभागार, सिगरा, वाराणसी";

export const DEMO_BATCHES: DemoBatch[] = [
  {
    course_slug: "vastu-adhaar",
    startsIn: 18,
    days: 6,
    schedule: "Mon–Sat, 10:00–16:00",
    schedule_hi: "सोम–शनि, 10:00–16:00",
    venue: VENUE,
    venue_hi: VENUE_HI,
    mode: "In-Person",
    seats: 20,
    fee_paise: 1_500_000,
    early: { fee_paise: 1_350_000, untilIn: 7 },
    waitlist: true,
    // Nearly full: three seats left.
    taken: 17,
  },
  {
    course_slug: "vastu-adhaar",
    startsIn: 60,
    days: 6,
    schedule: "Mon–Sat, 10:00–16:00",
    schedule_hi: "सोम–शनि, 10:00–16:00",
    venue: VENUE,
    venue_hi: VENUE_HI,
    mode: "In-Person",
    seats: 20,
    fee_paise: 1_500_000,
    waitlist: true,
    taken: 4,
  },
  {
    course_slug: "vastu-online-course",
    startsIn: 12,
    days: 53,
    schedule: "Sat and Sun, 19:00–21:00 (live)",
    schedule_hi: "शनि और रवि, 19:00–21:00 (लाइव)",
    venue: null,
    mode: "Online",
    seats: 12,
    fee_paise: 950_000,
    // Full, with people waiting.
    waitlist: true,
    taken: 12,
    waiting: 3,
  },
  {
    course_slug: "aroma-science-foundation",
    startsIn: 30,
    days: 3,
    schedule: "Fri–Sun, 10:00–17:00",
    schedule_hi: "शुक्र–रवि, 10:00–17:00",
    venue: VENUE,
    venue_hi: VENUE_HI,
    mode: "In-Person",
    seats: 15,
    fee_paise: 1_100_000,
    waitlist: false,
    taken: 6,
  },
];

const DAY_MS = 86_400_000;
const NAMES = ["Ananya Mishra", "Rahul Verma", "Priya Singh", "Vikram Joshi", "Meera Iyer", "Arjun Pandey"];

/** Loads the demo batches of the demo courses that exist, in the demo content's transaction. */
export async function loadDemoBatches(tx: Db, now: Date = new Date()): Promise<number> {
  const day = (n: number) => todayInIndia(new Date(now.getTime() + n * DAY_MS));
  let loaded = 0;
  let person = 0;
  for (const demo of DEMO_BATCHES) {
    const [course] = await tx
      .select({ id: courses.course_id })
      .from(courses)
      .where(eq(courses.course_slug, demo.course_slug));
    if (!course) continue;
    const [batch] = await tx
      .insert(batches)
      .values({
        course_id: course.id,
        starts_on: day(demo.startsIn),
        ends_on: day(demo.startsIn + demo.days - 1),
        schedule: demo.schedule,
        mode: demo.mode,
        venue: demo.venue,
        seats_total: demo.seats,
        fee_paise: demo.fee_paise,
        early_fee_paise: demo.early?.fee_paise ?? null,
        early_fee_until: demo.early ? day(demo.early.untilIn) : null,
        waitlist: demo.waitlist,
        translations: {
          hi: {
            schedule: demo.schedule_hi,
            language: "हिन्दी और अंग्रेज़ी",
            ...(demo.venue_hi ? { venue: demo.venue_hi } : {}),
          },
        },
      })
      .returning({ id: batches.batch_id });
    if (!batch) continue;
    loaded++;
    const people = (n: number, status: "confirmed" | "waitlisted") =>
      Array.from({ length: n }, () => {
        person++;
        const name = NAMES[person % NAMES.length] as string;
        return {
          batch_id: batch.id,
          name,
          email: `demo.student${person}@example.com`,
          phone: `+91 90000 ${String(10000 + person).slice(-5)}`,
          status,
          amount_paise: demo.fee_paise,
          // Nobody holds these links: a random token nobody was given.
          token_hash: hashToken(randomBytes(32).toString("base64url")),
          ...(status === "confirmed" ? { confirmed_at: now } : { waitlisted_at: now }),
        };
      });
    const rows = [...people(demo.taken, "confirmed"), ...people(demo.waiting ?? 0, "waitlisted")];
    if (rows.length > 0) await tx.insert(enrolments).values(rows);
  }
  return loaded;
}
