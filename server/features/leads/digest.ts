// The morning digest: from 09:00 IST, each person with follow-ups due that day (overdue ones included) gets one
// mail listing them. Once per person and day across every server: the digest's row (lead_digests, keyed by person
// and day) is inserted in the transaction that queues the mail, and only the server whose insert succeeds mails.
// Nobody with nothing due gets a mail.
import { sql } from "drizzle-orm";
import { indiaDate, indiaDatePlus, indiaTime } from "#contract/leads";
import type { Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { rowsOf } from "#server/features/campaigns/campaigns.service";
import { scheduleJob } from "#server/jobs/schedule";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import { type MailConfig, mailConfig } from "#server/mail/mail-config";
import { type DigestLead, followUpDigest } from "../../mail/templates/leads-mails";
import { leadTables, openStatuses } from "./lead-kinds";

export const DIGEST_HOUR_IST = "09:00";
/** The leads a digest lists; the rest are counted. */
const DIGEST_LIST_LIMIT = 20;
const DIGEST_CHECK_EVERY_MS = 5 * 60_000;

const TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

interface DueRow {
  assignee_id: number;
  name: string;
  phone: string;
  about: string | null;
  next_follow_up_at: unknown;
}

/** Queues the day's digests not yet queued; returns how many this call queued. */
export async function sendFollowUpDigests(db: Db, mail: MailConfig, now: Date): Promise<number> {
  const day = indiaDate(now);
  if (now < indiaTime(day, DIGEST_HOUR_IST)) return 0;
  const endOfDay = indiaTime(indiaDatePlus(now, 1), "00:00");
  const due = rowsOf<DueRow>(
    await db.execute(
      sql`${sql.join(
        leadTables().map(
          (t) => sql`(select assignee_id, ${t.name} as name, phone, ${t.about} as about, next_follow_up_at
          from ${sql.identifier(t.table)}
          where ${t.live} and next_follow_up_at is not null and ${openStatuses(t)}
            and next_follow_up_at < ${endOfDay.toISOString()}::timestamptz and assignee_id is not null)`,
        ),
        sql` union all `,
      )} order by next_follow_up_at`,
    ),
  );
  const byPerson = new Map<number, DueRow[]>();
  for (const row of due) {
    const list = byPerson.get(Number(row.assignee_id)) ?? [];
    list.push(row);
    byPerson.set(Number(row.assignee_id), list);
  }
  if (byPerson.size === 0) return 0;
  const brand = await mailBrand(db, mail);
  let queued = 0;
  for (const [adminId, rows] of byPerson) {
    const sent = await db.transaction(async (tx) => {
      const [person] = rowsOf<{ email: string | null; name: string }>(
        await tx.execute(sql`insert into lead_digests (admin_id, day, lead_count)
          select admin_id, ${day}, ${rows.length} from admin_users
          where admin_id = ${adminId} and is_active and coalesce(email, '') <> ''
          on conflict do nothing
          returning (select email from admin_users where admin_id = ${adminId}) as email,
            (select coalesce(full_name, username) from admin_users where admin_id = ${adminId}) as name`),
      );
      if (!person?.email) return false;
      const leads: DigestLead[] = rows.slice(0, DIGEST_LIST_LIMIT).map((r) => {
        const at = new Date(r.next_follow_up_at as string);
        return {
          name: r.name,
          phone: r.phone,
          about: r.about,
          when: at < now ? `overdue since ${TIME.format(at)}` : `today ${TIME.format(at).split(", ").at(-1)}`,
        };
      });
      await enqueueMail(tx, {
        kind: "lead-digest",
        to: person.email,
        ...(await followUpDigest(brand, {
          staffName: person.name,
          day,
          leads,
          total: rows.length,
          url: `${mail.publicUrl}/admin/today`,
        })),
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/** Checks every few minutes; the first check from 09:00 IST sends, later ones find the day's rows and send nothing. */
export function startFollowUpDigests(deps: AppDeps) {
  const mail = mailConfig(deps.env);
  return scheduleJob({
    name: "lead-digest",
    firstAfterMs: 30_000,
    everyMs: DIGEST_CHECK_EVERY_MS,
    run: () => sendFollowUpDigests(deps.database.db, mail, new Date()),
    logger: deps.logger,
  });
}
