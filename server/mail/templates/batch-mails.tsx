// The mails of batches and enrolments: to the person who enrolled (in the language of the page they enrolled
// from), and the staff notification of a new enrolment.

import type { EnrolmentStatus } from "#contract/enums";
import { formatDateRange, formatIndiaTime, formatPaise } from "#contract/i18n/format";
import type { Locale } from "#contract/locales";
import { localizeSettings } from "#contract/schemas/site-settings";
import {
  ActionButton,
  EmailLayout,
  FieldList,
  Heading1,
  HtmlOnlyNote,
  type MailBrand,
  Paragraph,
  Rule,
  SmallPrint,
} from "./layout";
import { type BuiltMail, build, mailboxOf } from "./mails";

/** A person's enrolment as its mails describe it; texts already in the mail's language. */
export interface EnrolmentMailData {
  enrolmentId: number;
  name: string;
  email: string;
  phone: string;
  status: EnrolmentStatus;
  amountPaise: number;
  payAtAcademy: boolean;
  /** The fee can be paid on the person's page (Razorpay is configured). */
  payOnline?: boolean;
  holdExpiresAt: Date | null;
  courseTitle: string;
  startsOn: string;
  endsOn: string;
  schedule: string;
  venue: string | null;
  /** The person's private page, absolute. */
  pageUrl: string;
}

const TEXT = {
  en: {
    subject: {
      held: (course: string) => `Your seat is held – ${course}`,
      confirmed: (course: string) => `You are enrolled – ${course}`,
      waitlisted: (course: string) => `You are on the waiting list – ${course}`,
      offered: (course: string) => `A seat is free for you – ${course}`,
      expired: (course: string) => `Your seat hold has ended – ${course}`,
      cancelled: (course: string) => `Batch cancelled – ${course}`,
      certificate: (course: string) => `Your certificate of completion – ${course}`,
    },
    hello: (name: string) => `Hello ${name},`,
    held: (until: string) =>
      `We are holding a seat for you until ${until}. Complete your enrolment before then, or the seat goes to the next person.`,
    howToPay: (phone: string, email: string) =>
      `To pay the fee, call us on ${phone} or write to ${email}; we will tell you how. Once it is paid, your seat is confirmed.`,
    payOnline: "Pay the fee on your enrolment page (the button below) to confirm your seat.",
    payAtAcademy: "The fee is paid at the academy, on the first day.",
    confirmed: "You are enrolled. We look forward to seeing you.",
    waitlisted:
      "The batch is full, so you are on its waiting list. If a seat frees up, we will write to you at once and hold it for you.",
    offered: (until: string) =>
      `A seat has freed up in the batch you were waiting for, and it is held for you until ${until}. Open your enrolment page to take it.`,
    expired: "Your seat hold has ended without the enrolment being completed, so the seat is free again.",
    cancelled: (reason: string | null) =>
      `We are sorry: this batch is cancelled.${reason ? ` ${reason}` : ""} We will contact you about the next one.`,
    certificate:
      "Congratulations on completing the course. Your certificate of completion is attached; its QR code leads to the page that confirms it.",
    fields: {
      course: "Course",
      dates: "Dates",
      schedule: "Schedule",
      venue: "Venue",
      fee: "Fee",
      free: "Free",
    },
    button: "Open my enrolment",
    copyLink: (url: string) => `Or copy this address into your browser: ${url}`,
    keep: "Keep this mail: its link is the only way to your enrolment page.",
  },
  hi: {
    subject: {
      held: (course: string) => `आपकी सीट रोकी गई है – ${course}`,
      confirmed: (course: string) => `आपका नामांकन हो गया – ${course}`,
      waitlisted: (course: string) => `आप प्रतीक्षा सूची में हैं – ${course}`,
      offered: (course: string) => `आपके लिए एक सीट खाली है – ${course}`,
      expired: (course: string) => `आपकी सीट की रोक समाप्त हो गई – ${course}`,
      cancelled: (course: string) => `बैच रद्द – ${course}`,
      certificate: (course: string) => `आपका पूर्णता प्रमाणपत्र – ${course}`,
    },
    hello: (name: string) => `नमस्ते ${name},`,
    held: (until: string) =>
      `हम आपके लिए ${until} तक एक सीट रोके हुए हैं। उससे पहले अपना नामांकन पूरा करें, नहीं तो सीट अगले व्यक्ति को मिलेगी।`,
    howToPay: (phone: string, email: string) =>
      `फ़ीस भरने के लिए हमें ${phone} पर फ़ोन करें या ${email} पर लिखें; हम तरीक़ा बताएँगे। फ़ीस मिलते ही आपकी सीट पक्की हो जाएगी।`,
    payOnline: "अपनी सीट पक्की करने के लिए अपने नामांकन पेज पर (नीचे के बटन से) फ़ीस भरें।",
    payAtAcademy: "फ़ीस पहले दिन अकादमी में भरी जाती है।",
    confirmed: "आपका नामांकन हो गया है। हम आपकी प्रतीक्षा करेंगे।",
    waitlisted:
      "बैच भर गया है, इसलिए आप इसकी प्रतीक्षा सूची में हैं। कोई सीट खाली होते ही हम आपको लिखेंगे और सीट आपके लिए रोकेंगे।",
    offered: (until: string) =>
      `जिस बैच की आप प्रतीक्षा कर रहे थे, उसमें एक सीट खाली हुई है और ${until} तक आपके लिए रोकी गई है। उसे लेने के लिए अपना नामांकन पेज खोलें।`,
    expired: "नामांकन पूरा हुए बिना आपकी सीट की रोक समाप्त हो गई, इसलिए सीट फिर से खाली है।",
    cancelled: (reason: string | null) =>
      `हमें खेद है: यह बैच रद्द कर दिया गया है।${reason ? ` ${reason}` : ""} अगले बैच के बारे में हम आपसे संपर्क करेंगे।`,
    certificate:
      "कोर्स पूरा करने पर बधाई। आपका पूर्णता प्रमाणपत्र साथ में है; उसका QR कोड उस पेज पर ले जाता है जो इसकी पुष्टि करता है।",
    fields: { course: "कोर्स", dates: "तारीख़ें", schedule: "समय", venue: "स्थान", fee: "फ़ीस", free: "निःशुल्क" },
    button: "मेरा नामांकन खोलें",
    copyLink: (url: string) => `या यह पता अपने ब्राउज़र में कॉपी करें: ${url}`,
    keep: "यह मेल संभाल कर रखें: आपके नामांकन पेज तक पहुँचने का रास्ता केवल इसका लिंक है।",
  },
} as const satisfies Record<Locale, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Made once, filled in per person

/**
 * Rendering a mail (react-email) costs tens of milliseconds of CPU, and people enrol in a burst (a course announced
 * on WhatsApp): two mails each made in full kept a server's event loop busy for seconds, and with it the row lock
 * of the batch everyone was enrolling in. A mail is the same for everyone in a batch but for a few values (the
 * person's name, e-mail and phone, their link, the end of their hold), so it is rendered once with slots in their
 * place and the slots are filled for each person, as a newsletter fills its unsubscribe link.
 */
const SLOT = (name: string) => `ZZslot${name}ZZ`;
const PERSONAL = ["name", "email", "phone", "pageUrl", "holdUntil"] as const;
type Personal = Record<(typeof PERSONAL)[number], string>;
const SLOTS = Object.fromEntries(PERSONAL.map((k) => [k, SLOT(k)])) as Personal;

const escapeHtml = (v: string) =>
  v
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

function fill(template: BuiltMail, values: Personal): BuiltMail {
  const replace = (text: string, encode: (v: string) => string) =>
    PERSONAL.reduce((out, key) => out.replaceAll(SLOTS[key], encode(values[key])), text);
  const plain = (v: string) => v;
  // In a header (the subject, Reply-To), nothing that could end the header or break an address.
  const header = (v: string) =>
    v
      .replace(/[\r\n"\\<>]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  return {
    subject: replace(template.subject, header),
    html: replace(template.html, escapeHtml),
    text: replace(template.text, plain),
    headers: Object.fromEntries(Object.entries(template.headers).map(([k, v]) => [k, replace(v, header)])),
  };
}

const TEMPLATE_CACHE_SIZE = 64;
const templates = new Map<string, Promise<BuiltMail>>();

/** The template for `key` (rendered with the slots on first use, kept for the next people), filled in. */
async function cachedMail(key: unknown, values: Personal, render: (slots: Personal) => Promise<BuiltMail>) {
  const id = JSON.stringify(key);
  let template = templates.get(id);
  if (!template) {
    template = render(SLOTS);
    templates.set(id, template);
    template.catch(() => templates.delete(id));
    if (templates.size > TEMPLATE_CACHE_SIZE) templates.delete(templates.keys().next().value as string);
  }
  return fill(await template, values);
}

const personalOf = (data: EnrolmentMailData, locale: Locale): Personal => ({
  name: data.name,
  email: data.email,
  phone: data.phone,
  pageUrl: data.pageUrl,
  holdUntil: data.holdExpiresAt ? formatIndiaTime(locale, data.holdExpiresAt) : "",
});
const withSlots = (data: EnrolmentMailData): EnrolmentMailData => ({
  ...data,
  name: SLOTS.name,
  email: SLOTS.email,
  phone: SLOTS.phone,
  pageUrl: SLOTS.pageUrl,
});
/** What else a mail shows: a template serves every enrolment that shows the same. */
const sharedKey = (brand: MailBrand, data: EnrolmentMailData) => [
  brand.publicUrl,
  brand.site,
  data.status,
  data.amountPaise,
  data.payAtAcademy,
  data.payOnline ?? false,
  data.holdExpiresAt !== null,
  data.courseTitle,
  data.startsOn,
  data.endsOn,
  data.schedule,
  data.venue,
];

export type PersonMailKind = "received" | "offered" | "expired" | "cancelled" | "certificate";

function batchFields(locale: Locale, data: EnrolmentMailData): [string, string][] {
  const t = TEXT[locale].fields;
  const fields: [string, string][] = [
    [t.course, data.courseTitle],
    [t.dates, formatDateRange(locale, data.startsOn, data.endsOn)],
  ];
  if (data.schedule) fields.push([t.schedule, data.schedule]);
  if (data.venue) fields.push([t.venue, data.venue]);
  fields.push([t.fee, data.amountPaise > 0 ? formatPaise(locale, data.amountPaise) : t.free]);
  return fields;
}

/** To the person: what happened to their place, the batch, and the link to their page. */
export function enrolmentMail(
  brand: MailBrand,
  kind: PersonMailKind,
  data: EnrolmentMailData,
  locale: Locale,
  options: { reason?: string | null } = {},
): Promise<BuiltMail> {
  return cachedMail(
    ["person", kind, locale, options.reason ?? null, ...sharedKey(brand, data)],
    personalOf(data, locale),
    () => renderEnrolmentMail(brand, kind, withSlots(data), locale, options),
  );
}

function renderEnrolmentMail(
  brand: MailBrand,
  kind: PersonMailKind,
  data: EnrolmentMailData,
  locale: Locale,
  options: { reason?: string | null },
) {
  const t = TEXT[locale];
  const site = localizeSettings(brand.site, locale);
  const until = data.holdExpiresAt ? SLOTS.holdUntil : "";
  const subjectKey =
    kind === "received"
      ? data.status === "waitlisted"
        ? "waitlisted"
        : data.status === "held"
          ? "held"
          : "confirmed"
      : kind;
  const paragraphs: string[] = [];
  // A seat held for someone (theirs, or offered from the waiting list) is theirs once the fee is paid: the mail
  // says how, online when the academy takes it online, else by calling or writing.
  const howToPayForHold = () => {
    if (!data.payAtAcademy && data.amountPaise > 0)
      paragraphs.push(data.payOnline || site.upiId ? t.payOnline : t.howToPay(site.phones[0], site.email));
  };
  if (subjectKey === "held") {
    paragraphs.push(t.held(until));
    howToPayForHold();
  } else if (subjectKey === "confirmed") {
    paragraphs.push(t.confirmed);
    if (data.payAtAcademy && data.amountPaise > 0) paragraphs.push(t.payAtAcademy);
  } else if (subjectKey === "waitlisted") paragraphs.push(t.waitlisted);
  else if (subjectKey === "offered") {
    paragraphs.push(t.offered(until));
    howToPayForHold();
  } else if (subjectKey === "expired") paragraphs.push(t.expired);
  else if (subjectKey === "cancelled") paragraphs.push(t.cancelled(options.reason ?? null));
  else paragraphs.push(t.certificate);
  const subject = t.subject[subjectKey](data.courseTitle);
  return build(
    subject,
    <EmailLayout brand={{ ...brand, site }} preview={paragraphs[0] ?? subject} lang={locale}>
      <Heading1>{t.hello(data.name)}</Heading1>
      {paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      <FieldList fields={batchFields(locale, data)} />
      <ActionButton href={data.pageUrl}>{t.button}</ActionButton>
      <HtmlOnlyNote>{t.copyLink(data.pageUrl)}</HtmlOnlyNote>
      <Rule />
      <SmallPrint>{t.keep}</SmallPrint>
    </EmailLayout>,
    { "Reply-To": site.email },
  );
}

/** To staff: a new enrolment, with the person's details and a link to the batch's roster. */
export function enrolmentStaffNotice(
  brand: MailBrand,
  data: EnrolmentMailData,
  rosterUrl: string,
): Promise<BuiltMail> {
  const personal = { ...personalOf(data, "en"), name: data.name.replace(/\s+/g, " ").trim() };
  return cachedMail(["staff", rosterUrl, ...sharedKey(brand, data)], personal, () =>
    renderStaffNotice(brand, withSlots(data), rosterUrl),
  );
}

function renderStaffNotice(brand: MailBrand, data: EnrolmentMailData, rosterUrl: string) {
  const name = data.name;
  const subject = `New enrolment from ${name}: ${data.courseTitle}`;
  const status = {
    held: "Seat held until payment",
    confirmed: "Confirmed",
    waitlisted: "On the waiting list",
  }[data.status as "held" | "confirmed" | "waitlisted"];
  return build(
    subject,
    <EmailLayout brand={brand} preview={`${name} enrolled through the website.`}>
      <Heading1>{subject}</Heading1>
      <FieldList
        fields={[
          ["Name", name],
          ["Email", data.email],
          ["Phone", data.phone],
          ["Status", status ?? data.status],
          ...batchFields("en", data).slice(1),
          ...(data.holdExpiresAt ? ([["Hold ends", SLOTS.holdUntil]] as [string, string][]) : []),
        ]}
      />
      <ActionButton href={rosterUrl}>Open the roster</ActionButton>
      <HtmlOnlyNote>{rosterUrl}</HtmlOnlyNote>
    </EmailLayout>,
    { "Reply-To": mailboxOf(name, data.email) },
  );
}
