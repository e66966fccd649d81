// The mails of a booked consultation: to the visitor (in the language of the page they booked from) and to staff
// (in English), when it is booked, moved, cancelled or released unpaid, and the reminders before it. The calendar
// invitation is attached by the caller (server/features/slots/invite.ts).

import type { ConsultationServiceType, MeetingPlace } from "#contract/enums";
import { consultationServiceLabel } from "#contract/i18n/service-label";
import { INTL_LOCALE, type Locale } from "#contract/locales";
import { localizeSettings } from "#contract/schemas/site-settings";
import { formatAddress } from "#contract/site-settings";
import {
  ActionButton,
  EmailLayout,
  FieldList,
  Heading1,
  type MailBrand,
  Paragraph,
  Rule,
  SmallPrint,
} from "./layout";
import { build, mailboxOf } from "./mails";

export type BookingChange = "booked" | "moved" | "cancelled" | "released";

export interface BookingMailInput {
  request_id: number;
  name: string;
  email: string;
  phone: string;
  service_type: ConsultationServiceType | null;
  starts_at: Date;
  ends_at: Date;
  where: MeetingPlace;
  /** The visitor's site (for a visit) as they typed it. */
  location: string | null;
  meeting_link: string | null;
  fee_paise: number;
  hold_expires_at: Date | null;
  /** The page that moves or cancels it, token included; null once nothing can change. */
  manage_url: string | null;
  locale: Locale;
  /** The time it had before a move. */
  previous_start?: Date;
}

/** A booking's time as its reader reads it: India's time, with its name. */
export function whenInIndia(start: Date, end: Date, locale: Locale) {
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(start);
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });
  return `${day}, ${time.format(start)}–${time.format(end)} IST`;
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

/** Where it happens, as one line: the video link, the academy's address, or the client's site. */
export function placeOf(brand: MailBrand, booking: BookingMailInput, locale: Locale): string | null {
  if (booking.where === "online") return booking.meeting_link;
  if (booking.where === "office") return formatAddress(localizeSettings(brand.site, locale).address);
  return booking.location;
}

const TEXT = {
  en: {
    service: (s: ConsultationServiceType | null) => consultationServiceLabel(s, "en"),
    place: { online: "Online (video call)", office: "At our office", site: "At your site" },
    labels: { when: "When", where: "Where", service: "Service", fee: "Fee" },
    subject: {
      booked: (when: string) => `Your consultation is booked: ${when}`,
      moved: (when: string) => `Your consultation has moved to ${when}`,
      cancelled: (when: string) => `Your consultation on ${when} is cancelled`,
      released: (when: string) => `Your held slot on ${when} was released`,
      reminder: (when: string) => `Reminder: your consultation ${when}`,
    },
    heading: {
      booked: "Your consultation is booked",
      moved: "Your consultation has a new time",
      cancelled: "Your consultation is cancelled",
      released: "Your held slot was released",
      reminder: "A reminder of your consultation",
    },
    lead: {
      booked: (first: string) => `Thank you, ${first}. We look forward to speaking with you.`,
      moved: (first: string) => `${first}, your consultation now takes place at the time below.`,
      cancelled: (first: string) => `${first}, your consultation below is cancelled. Its time is free again.`,
      released: (first: string) =>
        `${first}, the slot below was held for payment, which did not arrive in time, so it is free again. Please book again whenever you like.`,
      reminder: (first: string) => `${first}, this is a reminder of your consultation.`,
    },
    hold: (until: string, fee: string) => `Your slot is held until ${until} for the payment of ${fee}.`,
    manage: "Reschedule or cancel",
    manageNote: "The attached invitation adds it to your calendar; a change updates it there too.",
    why: "You receive this mail because this address booked a consultation on our website.",
  },
  hi: {
    service: (s: ConsultationServiceType | null) => consultationServiceLabel(s, "hi"),
    place: { online: "ऑनलाइन (वीडियो कॉल)", office: "हमारे कार्यालय में", site: "आपके स्थल पर" },
    labels: { when: "कब", where: "कहाँ", service: "सेवा", fee: "शुल्क" },
    subject: {
      booked: (when: string) => `आपका परामर्श बुक हो गया है: ${when}`,
      moved: (when: string) => `आपके परामर्श का नया समय: ${when}`,
      cancelled: (when: string) => `${when} का आपका परामर्श रद्द हो गया है`,
      released: (when: string) => `${when} का रोका गया समय छोड़ दिया गया`,
      reminder: (when: string) => `अनुस्मारक: आपका परामर्श ${when}`,
    },
    heading: {
      booked: "आपका परामर्श बुक हो गया है",
      moved: "आपके परामर्श का समय बदल गया है",
      cancelled: "आपका परामर्श रद्द हो गया है",
      released: "रोका गया समय छोड़ दिया गया",
      reminder: "आपके परामर्श का अनुस्मारक",
    },
    lead: {
      booked: (first: string) => `धन्यवाद, ${first}। हम आपसे बात करने की प्रतीक्षा में हैं।`,
      moved: (first: string) => `${first}, आपका परामर्श अब नीचे दिए समय पर होगा।`,
      cancelled: (first: string) => `${first}, नीचे दिया परामर्श रद्द हो गया है। वह समय फिर से खाली है।`,
      released: (first: string) =>
        `${first}, नीचे दिया समय भुगतान के लिए रोका गया था, जो समय पर नहीं आया, इसलिए वह फिर से खाली है। जब चाहें फिर से बुक करें।`,
      reminder: (first: string) => `${first}, यह आपके परामर्श का अनुस्मारक है।`,
    },
    hold: (until: string, fee: string) => `आपका समय ${fee} के भुगतान के लिए ${until} तक रोका गया है।`,
    manage: "समय बदलें या रद्द करें",
    manageNote: "संलग्न आमंत्रण इसे आपके कैलेंडर में जोड़ता है; कोई बदलाव वहाँ भी दिखेगा।",
    why: "आपको यह मेल इसलिए मिला है क्योंकि इस पते से हमारी वेबसाइट पर परामर्श बुक किया गया था।",
  },
} as const satisfies Record<Locale, unknown>;

type VisitorMailKind = BookingChange | "reminder";

/** To the visitor: what changed, when and where, the fee while held, and the link to move or cancel it. */
export function bookingVisitorMail(brand: MailBrand, booking: BookingMailInput, kind: VisitorMailKind) {
  const locale = booking.locale;
  const t = TEXT[locale];
  const site = localizeSettings(brand.site, locale);
  const when = whenInIndia(booking.starts_at, booking.ends_at, locale);
  const first = booking.name.split(" ")[0] ?? booking.name;
  const place = placeOf(brand, booking, locale);
  const fields: Array<[string, string]> = [
    [t.labels.when, when],
    [t.labels.service, t.service(booking.service_type)],
    [t.labels.where, place ? `${t.place[booking.where]}: ${place}` : t.place[booking.where]],
  ];
  if (booking.fee_paise > 0) fields.push([t.labels.fee, rupees(booking.fee_paise)]);
  const live = kind !== "cancelled" && kind !== "released";
  return build(
    t.subject[kind](when),
    <EmailLayout brand={{ ...brand, site }} preview={t.heading[kind]} lang={locale}>
      <Heading1>{t.heading[kind]}</Heading1>
      <Paragraph>{t.lead[kind](first)}</Paragraph>
      <FieldList fields={fields} />
      {kind === "booked" && booking.hold_expires_at ? (
        <Paragraph>
          {t.hold(
            whenInIndia(booking.hold_expires_at, booking.hold_expires_at, locale).replace(
              /–.*? IST$/,
              " IST",
            ),
            rupees(booking.fee_paise),
          )}
        </Paragraph>
      ) : null}
      {live && booking.manage_url ? <ActionButton href={booking.manage_url}>{t.manage}</ActionButton> : null}
      {live ? <SmallPrint>{t.manageNote}</SmallPrint> : null}
      <Rule />
      <SmallPrint>{t.why}</SmallPrint>
    </EmailLayout>,
    { "Reply-To": site.email },
  );
}

const STAFF_SUBJECT: Record<VisitorMailKind, string> = {
  booked: "Consultation booked",
  moved: "Consultation moved",
  cancelled: "Consultation cancelled",
  released: "Held consultation released unpaid",
  reminder: "Reminder: consultation",
};

/** To staff: the same facts, the visitor's contacts, Reply-To the visitor and a link to the agenda. */
export function bookingStaffMail(brand: MailBrand, booking: BookingMailInput, kind: VisitorMailKind) {
  const when = whenInIndia(booking.starts_at, booking.ends_at, "en");
  const name = booking.name.replace(/\s+/g, " ").trim();
  const subject = `${STAFF_SUBJECT[kind]}: ${name}, ${when}`;
  const t = TEXT.en;
  const place = placeOf(brand, booking, "en");
  const fields: Array<[string, string]> = [
    ["When", when],
    ...(booking.previous_start
      ? ([
          [
            "Was",
            whenInIndia(booking.previous_start, booking.previous_start, "en").replace(/–.*? IST$/, " IST"),
          ],
        ] as Array<[string, string]>)
      : []),
    ["Name", name],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Service", t.service(booking.service_type)],
    ["Where", place ? `${t.place[booking.where]}: ${place}` : t.place[booking.where]],
    ["Fee", booking.fee_paise > 0 ? rupees(booking.fee_paise) : "Free"],
  ];
  const url = `${brand.publicUrl}/admin/agenda?date=${booking.starts_at.toISOString().slice(0, 10)}`;
  return build(
    subject,
    <EmailLayout brand={brand} preview={subject}>
      <Heading1>{subject}</Heading1>
      <FieldList fields={fields} />
      <ActionButton href={url}>Open the agenda</ActionButton>
    </EmailLayout>,
    { "Reply-To": mailboxOf(name, booking.email) },
  );
}
