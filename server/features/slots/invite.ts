// The calendar invitation a booking's mails carry, made with ical-generator (decision 63). One UID per booking for
// its whole life, so a calendar updates the event it already has: METHOD:REQUEST with a SEQUENCE one higher at each
// move, METHOD:CANCEL (same UID, next SEQUENCE) when it is cancelled. Times are in UTC (DTSTART…Z), which every
// calendar shows in its own zone.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { MailAttachment } from "#server/mail/mail";

export interface InviteInput {
  requestId: number;
  /** The site's host: the UID is `consultation-<id>@<host>`, unique to this academy. */
  host: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The meeting link of an online session, or the address. */
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  cancelled?: boolean;
  /** When this version of the invitation was made (DTSTAMP): the job's or request's `now`. */
  stamp: Date;
}

export const inviteUid = (requestId: number, host: string) => `consultation-${requestId}@${host}`;

export function inviteText(input: InviteInput): string {
  const method = input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: input.host, product: "consultations", language: "EN" },
    method,
  });
  calendar.createEvent({
    id: inviteUid(input.requestId, input.host),
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    stamp: input.stamp,
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url,
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: false }],
  });
  return calendar.toString();
}

/** The invitation as a mail attachment, its method in the content type as calendar clients expect (RFC 6047). */
export function inviteAttachment(input: InviteInput): MailAttachment {
  const method = input.cancelled ? "CANCEL" : "REQUEST";
  return {
    filename: input.cancelled ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; method=${method}; charset=utf-8`,
    content: Buffer.from(inviteText(input), "utf8"),
  };
}
