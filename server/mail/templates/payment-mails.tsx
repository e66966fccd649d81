// The mails of fees: to the person when their payment is received (the receipt attached) and before their seat
// hold ends, in the language they enrolled in; to staff for every payment, saying what it did (paid, part paid,
// or money that came for a seat that could not be given and must be refunded).
import { formatIndiaTime, formatPaise } from "#contract/i18n/format";
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
import { type BuiltMail, build } from "./mails";

export interface PaymentMailData {
  name: string;
  courseTitle: string;
  amountPaise: number;
  receiptNumber: string | null;
  /** The person's private page, absolute. */
  pageUrl: string;
  holdExpiresAt?: Date | null;
  /** A consultation's fee rather than a batch's: `courseTitle` is then the service ("Vastu Audit"). */
  booking?: boolean;
}

const TEXT = {
  en: {
    paidSubject: (course: string) => `Payment received – ${course}`,
    reminderSubject: (course: string) => `Your seat hold ends soon – ${course}`,
    hello: (name: string) => `Hello ${name},`,
    paid: (amount: string) =>
      `We have received your payment of ${amount}. Your seat is confirmed. Your receipt is attached to this mail.`,
    reminder: (until: string) =>
      `Your seat is held until ${until}. Pay the fee on your enrolment page before then, or the seat goes to the next person.`,
    course: "Course",
    amount: "Amount",
    receipt: "Receipt number",
    button: "Open my enrolment",
    pay: "Pay now",
    copyLink: (url: string) => `Or copy this address into your browser: ${url}`,
    keep: "Keep this mail: its link is the only way to your enrolment page.",
    bookingPaid: (amount: string) =>
      `We have received your payment of ${amount}. Your consultation is confirmed. Your receipt is attached to this mail.`,
    consultation: "Consultation",
    bookingButton: "Open my booking",
    bookingKeep: "Keep this mail: its link is the only way to your booking page.",
  },
  hi: {
    paidSubject: (course: string) => `भुगतान प्राप्त हुआ – ${course}`,
    reminderSubject: (course: string) => `आपकी सीट की रोक जल्द समाप्त होगी – ${course}`,
    hello: (name: string) => `नमस्ते ${name},`,
    paid: (amount: string) =>
      `हमें आपका ${amount} का भुगतान मिल गया है। आपकी सीट पक्की है। आपकी रसीद इस मेल के साथ संलग्न है।`,
    reminder: (until: string) =>
      `आपकी सीट ${until} तक रोकी गई है। उससे पहले अपने नामांकन पेज पर फ़ीस भरें, नहीं तो सीट अगले व्यक्ति को मिलेगी।`,
    course: "कोर्स",
    amount: "राशि",
    receipt: "रसीद संख्या",
    button: "मेरा नामांकन खोलें",
    pay: "अभी भुगतान करें",
    copyLink: (url: string) => `या यह पता अपने ब्राउज़र में कॉपी करें: ${url}`,
    keep: "यह मेल संभाल कर रखें: आपके नामांकन पेज तक पहुँचने का रास्ता केवल इसका लिंक है।",
    bookingPaid: (amount: string) =>
      `हमें आपका ${amount} का भुगतान मिल गया है। आपका परामर्श पक्का है। आपकी रसीद इस मेल के साथ संलग्न है।`,
    consultation: "परामर्श",
    bookingButton: "मेरी बुकिंग खोलें",
    bookingKeep: "यह मेल संभाल कर रखें: आपके बुकिंग पेज तक पहुँचने का रास्ता केवल इसका लिंक है।",
  },
} as const satisfies Record<Locale, unknown>;

/**
 * To the person: the payment is received and the seat (or the consultation) confirmed; the caller attaches the
 * receipt's PDF.
 */
export function paymentReceivedMail(
  brand: MailBrand,
  data: PaymentMailData,
  locale: Locale,
): Promise<BuiltMail> {
  const t = TEXT[locale];
  const site = localizeSettings(brand.site, locale);
  const subject = t.paidSubject(data.courseTitle);
  const text = (data.booking ? t.bookingPaid : t.paid)(formatPaise(locale, data.amountPaise));
  const fields: [string, string][] = [
    [data.booking ? t.consultation : t.course, data.courseTitle],
    [t.amount, formatPaise(locale, data.amountPaise)],
  ];
  if (data.receiptNumber) fields.push([t.receipt, data.receiptNumber]);
  return build(
    subject,
    <EmailLayout brand={{ ...brand, site }} preview={text} lang={locale}>
      <Heading1>{t.hello(data.name)}</Heading1>
      <Paragraph>{text}</Paragraph>
      <FieldList fields={fields} />
      <ActionButton href={data.pageUrl}>{data.booking ? t.bookingButton : t.button}</ActionButton>
      <HtmlOnlyNote>{t.copyLink(data.pageUrl)}</HtmlOnlyNote>
      <Rule />
      <SmallPrint>{data.booking ? t.bookingKeep : t.keep}</SmallPrint>
    </EmailLayout>,
    { "Reply-To": site.email },
  );
}

/** To the person, once, shortly before their hold ends: pay now or lose the seat. */
export function holdReminderMail(
  brand: MailBrand,
  data: PaymentMailData,
  locale: Locale,
): Promise<BuiltMail> {
  const t = TEXT[locale];
  const site = localizeSettings(brand.site, locale);
  const subject = t.reminderSubject(data.courseTitle);
  const text = t.reminder(data.holdExpiresAt ? formatIndiaTime(locale, data.holdExpiresAt) : "");
  return build(
    subject,
    <EmailLayout brand={{ ...brand, site }} preview={text} lang={locale}>
      <Heading1>{t.hello(data.name)}</Heading1>
      <Paragraph>{text}</Paragraph>
      <FieldList
        fields={[
          [t.course, data.courseTitle],
          [t.amount, formatPaise(locale, data.amountPaise)],
        ]}
      />
      <ActionButton href={data.pageUrl}>{t.pay}</ActionButton>
      <HtmlOnlyNote>{t.copyLink(data.pageUrl)}</HtmlOnlyNote>
    </EmailLayout>,
    { "Reply-To": site.email },
  );
}

export interface PaymentStaffData {
  name: string;
  email: string;
  courseTitle: string;
  amountPaise: number;
  method: string;
  reference: string | null;
  outcome: "paid" | "partial" | "refund_due";
  receiptNumber: string | null;
  rosterUrl: string;
}

const OUTCOME = {
  paid: "Paid: the seat is confirmed.",
  partial: "Part payment: the fee is not yet covered.",
  refund_due:
    "REFUND DUE: this money came for a seat that could not be given (the hold had ended and the batch is full, or the enrolment was already paid or cancelled). Refund it from the roster.",
} as const;

/** To staff: a payment came in, and what it did. */
export function paymentStaffNotice(brand: MailBrand, data: PaymentStaffData): Promise<BuiltMail> {
  const subject =
    data.outcome === "refund_due"
      ? `Refund due: payment from ${data.name} for ${data.courseTitle}`
      : `Payment received from ${data.name}: ${data.courseTitle}`;
  const fields: [string, string][] = [
    ["Name", data.name],
    ["Email", data.email],
    ["Course", data.courseTitle],
    ["Amount", formatPaise("en", data.amountPaise)],
    ["Method", data.method],
  ];
  if (data.reference) fields.push(["Reference", data.reference]);
  if (data.receiptNumber) fields.push(["Receipt", data.receiptNumber]);
  return build(
    subject,
    <EmailLayout brand={brand} preview={OUTCOME[data.outcome]}>
      <Heading1>{subject}</Heading1>
      <Paragraph>{OUTCOME[data.outcome]}</Paragraph>
      <FieldList fields={fields} />
      <ActionButton href={data.rosterUrl}>Open the roster</ActionButton>
      <HtmlOnlyNote>{data.rosterUrl}</HtmlOnlyNote>
    </EmailLayout>,
  );
}
