// Every mail the site sends, as HTML plus plain text from one React tree (react-email; see decision 21). Each
// builder returns the subject, both bodies and the headers, ready for enqueueMail with a kind and recipients.
import { render, toPlainText } from "@react-email/components";
import type { ReactElement } from "react";
import { en } from "#contract/i18n/messages.en";
import type { Locale } from "#contract/locales";
import type { Consultation } from "#contract/schemas/consultation";
import type { Inquiry } from "#contract/schemas/inquiry";
import { localizeSettings } from "#contract/schemas/site-settings";
import { sanitizeRichText } from "../../lib/sanitize-html";
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

export type { MailBrand } from "./layout";

export interface BuiltMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * One React render per mail, not two: react-email's `plainText` option renders the element again only to convert
 * that markup to text, and this markup differs from it in the doctype alone, which the conversion skips. Rendering
 * is the largest part of what a visitor's form costs the server, and it runs inside the form's transaction.
 */
export async function build(subject: string, element: ReactElement, headers: Record<string, string> = {}) {
  const html = await render(element);
  return { subject, html, text: toPlainText(html), headers } satisfies BuiltMail;
}

/** `Name <address>` with the characters that would break the header taken out of the name. */
export function mailboxOf(name: string, email: string) {
  const clean = name
    .replace(/[\r\n"\\<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean ? `"${clean}" <${email}>` : email;
}

const dash = (v: string | null | undefined) => (v?.trim() ? v : "—");

/** A stored timestamp as staff in India read it. */
function inIndia(value: string | Date | undefined) {
  const date = value ? new Date(value) : new Date();
  return `${new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(date)} IST`;
}

// ---------------------------------------------------------------------------------------------------------------
// Staff notifications

export type InquiryRecord = Pick<
  Inquiry,
  "inquiry_id" | "first_name" | "last_name" | "email" | "phone" | "subject" | "message" | "inquiry_type"
> & { created_at?: string | Date };

export type ConsultationRecord = Pick<
  Consultation,
  "request_id" | "name" | "email" | "phone" | "service_type" | "preferred_date" | "location" | "message"
> & { created_at?: string | Date };

export type StaffNotice =
  | { kind: "inquiry"; record: InquiryRecord }
  | { kind: "consultation"; record: ConsultationRecord };

/** Where a record opens in the admin. */
export function adminRecordUrl(publicUrl: string, notice: StaffNotice) {
  return notice.kind === "inquiry"
    ? `${publicUrl}/admin/inquiries?view=${notice.record.inquiry_id}`
    : `${publicUrl}/admin/consultations?view=${notice.record.request_id}`;
}

/** "an enquiry", "a course enrolment". */
const withArticle = (label: string) => `${/^[aeiou]/.test(label) ? "an" : "a"} ${label}`;

/** What kind of request it is, in the words staff use: an enrolment is a course inquiry. */
export function noticeLabel(notice: StaffNotice) {
  return ACKNOWLEDGEMENT_TEXT.en.label[kindOf(notice)];
}

function noticeFields(notice: StaffNotice): Array<[string, string]> {
  if (notice.kind === "inquiry") {
    const r = notice.record;
    const enrolment = r.inquiry_type === "course";
    return [
      ["Name", `${r.first_name} ${r.last_name}`.trim()],
      ["Email", r.email],
      ["Phone", r.phone],
      ["Type", enrolment ? "Course enrolment" : "General enquiry"],
      [enrolment ? "Course" : "Subject", dash(r.subject)],
      ["Message", dash(r.message)],
      ["Received", inIndia(r.created_at)],
    ];
  }
  const r = notice.record;
  const services = en.consultation.serviceTypeLabels;
  return [
    ["Name", r.name],
    ["Email", r.email],
    ["Phone", r.phone],
    ["Service", r.service_type ? services[r.service_type] : "—"],
    ["Preferred date", dash(r.preferred_date)],
    ["Location", dash(r.location)],
    ["Message", dash(r.message)],
    ["Received", inIndia(r.created_at)],
  ];
}

/** The visitor's name on one line: it goes into the subject, a header. */
const visitorName = (notice: StaffNotice) =>
  (notice.kind === "inquiry" ? `${notice.record.first_name} ${notice.record.last_name}` : notice.record.name)
    .replace(/\s+/g, " ")
    .trim();

/** To staff: every field the visitor sent, a link to the record, and Reply-To the visitor. */
export function staffNotification(brand: MailBrand, notice: StaffNotice) {
  const label = noticeLabel(notice);
  const name = visitorName(notice);
  const subject = `New ${label} from ${name}`;
  const url = adminRecordUrl(brand.publicUrl, notice);
  return build(
    subject,
    <EmailLayout brand={brand} preview={`${name} sent ${withArticle(label)} through the website.`}>
      <Heading1>{subject}</Heading1>
      <Paragraph>
        {name} sent {withArticle(label)} through the website. Reply to this mail to answer them directly.
      </Paragraph>
      <FieldList fields={noticeFields(notice)} />
      <ActionButton href={url}>Open it in the admin</ActionButton>
      <HtmlOnlyNote>{url}</HtmlOnlyNote>
    </EmailLayout>,
    { "Reply-To": mailboxOf(name, notice.record.email) },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Visitor acknowledgement

type NoticeKind = "consultation" | "course" | "general";
const kindOf = (notice: StaffNotice): NoticeKind =>
  notice.kind === "consultation"
    ? "consultation"
    : notice.record.inquiry_type === "course"
      ? "course"
      : "general";

/** What the visitor is told happens next, from the record: the phone they gave, the date or course they chose. */
interface NextStepsInput {
  phone: string;
  date: string | null;
  course: string | null;
}

/** The acknowledgement's words in each language the site's pages are in; the form's page picks. */
const ACKNOWLEDGEMENT_TEXT = {
  en: {
    label: { consultation: "consultation request", course: "course enrolment", general: "enquiry" },
    subject: (label: string, academy: string) => `We have received your ${label} – ${academy}`,
    preview: (label: string) => `Thank you for your ${label}. Here is what happens next.`,
    thanks: (first: string) => `Thank you, ${first}`,
    received: (label: string, academy: string) =>
      `We have received your ${label} and thank you for writing to ${academy}.`,
    nextHeading: "What happens next",
    next: {
      consultation: ({ phone, date }: NextStepsInput) =>
        `We will call you on ${phone} to agree a time for your consultation${
          date ? `, as close to ${date} as we can` : ""
        }. Please keep your property's details at hand.`,
      course: ({ phone, course }: NextStepsInput) =>
        `Our admissions team will call you on ${phone} to confirm the batch, the fees and how to enrol${
          course ? ` in ${course}` : ""
        }.`,
      general: () => "A member of our team reads every message and will answer you by e-mail or phone.",
    },
    questions: (phone1: string, phone2: string, mail: string) =>
      `Questions in the meantime? Call us on ${phone1} or ${phone2}, or write to ${mail}.`,
    why: "You receive this mail because this address was given on our website's form.",
  },
  hi: {
    label: { consultation: "परामर्श अनुरोध", course: "कोर्स में नामांकन अनुरोध", general: "पूछताछ" },
    subject: (label: string, academy: string) => `${label} के लिए धन्यवाद – ${academy}`,
    preview: (label: string) => `${label} के लिए धन्यवाद। आगे क्या होगा, यह नीचे लिखा है।`,
    thanks: (first: string) => `धन्यवाद, ${first}`,
    received: (label: string, academy: string) =>
      `${academy} को लिखने के लिए धन्यवाद। आपका संदेश (${label}) हमें मिल गया है।`,
    nextHeading: "आगे क्या होगा",
    next: {
      consultation: ({ phone, date }: NextStepsInput) =>
        `परामर्श का समय तय करने के लिए हम आपको ${phone} पर फ़ोन करेंगे${
          date ? `, और कोशिश करेंगे कि समय ${date} के जितना हो सके पास हो` : ""
        }। कृपया अपनी संपत्ति का विवरण पास रखें।`,
      course: ({ phone, course }: NextStepsInput) =>
        `बैच, फ़ीस और नामांकन का तरीक़ा बताने के लिए हमारी प्रवेश टीम आपको ${phone} पर फ़ोन करेगी${
          course ? ` (${course})` : ""
        }।`,
      general: () => "हमारी टीम का एक सदस्य हर संदेश पढ़ता है और आपको ईमेल या फ़ोन से जवाब देगा।",
    },
    questions: (phone1: string, phone2: string, mail: string) =>
      `इस बीच कोई प्रश्न हो, तो हमें ${phone1} या ${phone2} पर फ़ोन करें, या ${mail} पर लिखें।`,
    why: "आपको यह मेल इसलिए मिला है क्योंकि हमारी वेबसाइट के फ़ॉर्म में यह पता दिया गया था।",
  },
} as const satisfies Record<Locale, unknown>;

/**
 * To the visitor: thanks, what happens next, and how to reach the academy, in the language of the page the form was
 * sent from, with the academy's name and address as that language's pages show them.
 */
export function visitorAcknowledgement(brand: MailBrand, notice: StaffNotice, locale: Locale) {
  const t = ACKNOWLEDGEMENT_TEXT[locale];
  const site = localizeSettings(brand.site, locale);
  const kind = kindOf(notice);
  const label = t.label[kind];
  const first = notice.kind === "inquiry" ? notice.record.first_name : notice.record.name.split(" ")[0];
  const steps = {
    phone: notice.record.phone,
    date: notice.kind === "consultation" ? notice.record.preferred_date : null,
    course: notice.kind === "inquiry" ? notice.record.subject : null,
  };
  return build(
    t.subject(label, site.name),
    <EmailLayout brand={{ ...brand, site }} preview={t.preview(label)} lang={locale}>
      <Heading1>{t.thanks(first ?? "")}</Heading1>
      <Paragraph>{t.received(label, site.name)}</Paragraph>
      <Heading1>{t.nextHeading}</Heading1>
      <Paragraph>{t.next[kind](steps)}</Paragraph>
      <Rule />
      <Paragraph>{t.questions(site.phones[0], site.phones[1], site.email)}</Paragraph>
      <SmallPrint>{t.why}</SmallPrint>
    </EmailLayout>,
    { "Reply-To": site.email },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Newsletter

/** The confirmation mail's words in each language the site's pages are in; the sign-up page's language picks. */
const CONFIRMATION_TEXT = {
  en: {
    subject: (name: string) => `Please confirm your subscription to the ${name} newsletter`,
    preview: "One click to confirm your newsletter subscription.",
    heading: "Confirm your subscription",
    request: (name: string) =>
      `Someone, we hope you, asked for the ${name} newsletter to be sent to this address. Open the link below and press Confirm to start receiving it.`,
    button: "Confirm my subscription",
    copyLink: (url: string) => `Or copy this address into your browser: ${url}`,
    validity: (days: number) =>
      `The link works for ${days} days. If you did not ask for this, ignore this mail: you will not be subscribed.`,
  },
  hi: {
    subject: (name: string) => `कृपया ${name} के न्यूज़लेटर की सदस्यता की पुष्टि करें`,
    preview: "न्यूज़लेटर की सदस्यता की पुष्टि बस एक क्लिक में।",
    heading: "अपनी सदस्यता की पुष्टि करें",
    request: (name: string) =>
      `किसी ने, हमें आशा है कि आपने, ${name} का न्यूज़लेटर इस पते पर भेजने को कहा है। इसे पाना शुरू करने के लिए नीचे दिया गया लिंक खोलें और "सदस्यता की पुष्टि करें" दबाएँ।`,
    button: "मेरी सदस्यता की पुष्टि करें",
    copyLink: (url: string) => `या यह पता अपने ब्राउज़र में कॉपी करें: ${url}`,
    validity: (days: number) =>
      `यह लिंक ${days} दिन तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: आपकी सदस्यता शुरू नहीं होगी।`,
  },
} as const satisfies Record<Locale, unknown>;

/**
 * Double opt-in: the link opens a page on the site whose Confirm button does the confirming. In the language of
 * the page the visitor signed up on, with the academy's name and address as that language's pages show them.
 */
export function newsletterConfirmation(
  brand: MailBrand,
  input: { confirmUrl: string; validDays: number; locale: Locale },
) {
  const t = CONFIRMATION_TEXT[input.locale];
  const localBrand = { ...brand, site: localizeSettings(brand.site, input.locale) };
  const { name } = localBrand.site;
  return build(
    t.subject(name),
    <EmailLayout brand={localBrand} preview={t.preview} lang={input.locale}>
      <Heading1>{t.heading}</Heading1>
      <Paragraph>{t.request(name)}</Paragraph>
      <ActionButton href={input.confirmUrl}>{t.button}</ActionButton>
      <HtmlOnlyNote>{t.copyLink(input.confirmUrl)}</HtmlOnlyNote>
      <SmallPrint>{t.validity(input.validDays)}</SmallPrint>
    </EmailLayout>,
  );
}

/**
 * One newsletter to one subscriber. `oneClickUrl` takes the RFC 8058 POST (List-Unsubscribe=One-Click);
 * `unsubscribePageUrl` opens a page whose button unsubscribes, for the footer link a person clicks.
 */
export function newsletterIssue(
  brand: MailBrand,
  input: { subject: string; bodyHtml: string; unsubscribePageUrl: string; oneClickUrl: string },
) {
  return build(
    input.subject,
    <EmailLayout
      brand={brand}
      preview={input.subject}
      footer={
        <SmallPrint>
          You receive this newsletter because you subscribed on our website.{" "}
          <a href={input.unsubscribePageUrl} style={{ color: "inherit" }}>
            Unsubscribe
          </a>
        </SmallPrint>
      }
    >
      <Heading1>{input.subject}</Heading1>
      {/* Staff wrote this in the rich-text editor; it is sanitised again here, as any stored HTML is. */}
      <div
        style={{ fontSize: "16px", lineHeight: "26px" }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText just above
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(input.bodyHtml) }}
      />
    </EmailLayout>,
    {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Staff accounts

export function passwordReset(
  brand: MailBrand,
  input: { name: string | null; username: string; resetUrl: string; validMinutes: number },
) {
  const { site } = brand;
  const subject = `Reset your ${site.name} admin password`;
  return build(
    subject,
    <EmailLayout brand={brand} preview="A link to choose a new password.">
      <Heading1>Reset your password</Heading1>
      <Paragraph>
        Hello {input.name || input.username}, someone asked to reset the password of the admin account{" "}
        <strong>{input.username}</strong>. Choose a new password with the link below.
      </Paragraph>
      <ActionButton href={input.resetUrl}>Choose a new password</ActionButton>
      <HtmlOnlyNote>Or copy this address into your browser: {input.resetUrl}</HtmlOnlyNote>
      <SmallPrint>
        The link works once, for {input.validMinutes} minutes. If you did not ask for this, ignore this mail:
        your password stays as it is.
      </SmallPrint>
    </EmailLayout>,
  );
}

export function staffInvitation(
  brand: MailBrand,
  input: {
    name: string | null;
    username: string;
    role: string;
    invitedBy: string | null;
    acceptUrl: string;
    validDays: number;
  },
) {
  const { site } = brand;
  const subject = `You are invited to the ${site.name} admin`;
  return build(
    subject,
    <EmailLayout brand={brand} preview={`An account is waiting for you as ${input.role}.`}>
      <Heading1>Welcome to the team</Heading1>
      <Paragraph>
        Hello {input.name || input.username},{" "}
        {input.invitedBy ? `${input.invitedBy} has invited you` : "you are invited"} to the {site.name} admin
        as <strong>{input.role}</strong>. Your username is <strong>{input.username}</strong>.
      </Paragraph>
      <ActionButton href={input.acceptUrl}>Set your password</ActionButton>
      <HtmlOnlyNote>Or copy this address into your browser: {input.acceptUrl}</HtmlOnlyNote>
      <SmallPrint>The link works once, for {input.validDays} days.</SmallPrint>
    </EmailLayout>,
  );
}

export function newBrowserSignIn(
  brand: MailBrand,
  input: { name: string | null; username: string; browser: string; address: string; at: Date },
) {
  const { site } = brand;
  const subject = `New sign-in to your ${site.name} admin account`;
  return build(
    subject,
    <EmailLayout brand={brand} preview={`${input.browser} signed in as ${input.username}.`}>
      <Heading1>New sign-in</Heading1>
      <Paragraph>
        Hello {input.name || input.username}, your admin account <strong>{input.username}</strong> was just
        used to sign in from a browser it had not been used on before.
      </Paragraph>
      <FieldList
        fields={[
          ["Browser", input.browser],
          ["Address", input.address],
          ["When", inIndia(input.at)],
        ]}
      />
      <SmallPrint>
        If this was you, there is nothing to do. If not, change your password at once and end the sessions you
        do not know under Security in the admin.
      </SmallPrint>
    </EmailLayout>,
  );
}
