// The mail telling a person their refund is made, in the language of the page they enrolled or booked from: an
// enrolment's fee (an owner's refund), or a consultation's fee that came after its time was given to someone else.
import { formatPaise } from "#contract/i18n/format";
import type { Locale } from "#contract/locales";
import { localizeSettings } from "#contract/schemas/site-settings";
import { EmailLayout, FieldList, Heading1, type MailBrand, Paragraph, Rule, SmallPrint } from "./layout";
import { build } from "./mails";

export interface RefundMailData {
  name: string;
  /** What the fee was for: a batch (the course's title) or a consultation (its service). */
  paidFor:
    | { kind: "enrolment"; courseTitle: string }
    /** `cancelled`: the booking was; `time_taken`: the payment came after its time went to someone else. */
    | { kind: "booking"; service: string; why: "cancelled" | "time_taken" };
  amountPaise: number;
  /** How the money goes back: "razorpay" (to the card, UPI account or bank it came from), "upi", "cash", … */
  method: string;
  /** The bank's or our reference of the refund, when there is one. */
  reference: string | null;
}

const TEXT = {
  en: {
    subject: (course: string) => `Your refund is made – ${course}`,
    hello: (name: string) => `Hello ${name},`,
    online: (amount: string) =>
      `We have refunded ${amount} to the account you paid from. Banks usually show it within 5 to 7 working days.`,
    manual: (amount: string) => `We have refunded ${amount} to you.`,
    ended: "Your enrolment in this batch has ended. We hope to see you in another batch.",
    timeTaken:
      "Your payment reached us after the time you chose had been given to someone else, so we have refunded it in full. Please book another time on our website.",
    bookingCancelled: "Your consultation booking is cancelled, so we have refunded its fee in full.",
    fields: { course: "Course", consultation: "Consultation", amount: "Refund", reference: "Reference" },
    questions: (email: string) => `Questions about this refund? Write to ${email}.`,
  },
  hi: {
    subject: (course: string) => `आपका रिफ़ंड कर दिया गया है – ${course}`,
    hello: (name: string) => `नमस्ते ${name},`,
    online: (amount: string) =>
      `हमने ${amount} उसी खाते में लौटा दिए हैं जिससे आपने भुगतान किया था। बैंक आम तौर पर 5 से 7 कार्य-दिवसों में इसे दिखा देते हैं।`,
    manual: (amount: string) => `हमने आपको ${amount} लौटा दिए हैं।`,
    ended: "इस बैच में आपका नामांकन समाप्त हो गया है। आशा है, किसी और बैच में आपसे मिलेंगे।",
    timeTaken:
      "आपका भुगतान हम तक तब पहुँचा जब आपका चुना हुआ समय किसी और को दिया जा चुका था, इसलिए हमने पूरी राशि लौटा दी है। कृपया हमारी वेबसाइट पर कोई दूसरा समय बुक करें।",
    bookingCancelled: "आपकी परामर्श बुकिंग रद्द हो गई है, इसलिए हमने उसका पूरा शुल्क लौटा दिया है।",
    fields: { course: "कोर्स", consultation: "परामर्श", amount: "रिफ़ंड", reference: "संदर्भ" },
    questions: (email: string) => `इस रिफ़ंड के बारे में कोई प्रश्न? ${email} पर लिखें।`,
  },
} as const satisfies Record<Locale, unknown>;

export function refundMail(brand: MailBrand, data: RefundMailData, locale: Locale) {
  const t = TEXT[locale];
  const site = localizeSettings(brand.site, locale);
  const amount = formatPaise(locale, data.amountPaise);
  const booking = data.paidFor.kind === "booking";
  const why = (paidFor: RefundMailData["paidFor"]) =>
    paidFor.kind === "enrolment" ? t.ended : paidFor.why === "cancelled" ? t.bookingCancelled : t.timeTaken;
  const title = data.paidFor.kind === "booking" ? data.paidFor.service : data.paidFor.courseTitle;
  const fields: [string, string][] = [
    [booking ? t.fields.consultation : t.fields.course, title],
    [t.fields.amount, amount],
  ];
  if (data.reference) fields.push([t.fields.reference, data.reference]);
  const first = data.method === "razorpay" ? t.online(amount) : t.manual(amount);
  const subject = t.subject(title);
  return build(
    subject,
    <EmailLayout brand={{ ...brand, site }} preview={first} lang={locale}>
      <Heading1>{t.hello(data.name)}</Heading1>
      <Paragraph>{first}</Paragraph>
      <Paragraph>{why(data.paidFor)}</Paragraph>
      <FieldList fields={fields} />
      <Rule />
      <SmallPrint>{t.questions(site.email)}</SmallPrint>
    </EmailLayout>,
    { "Reply-To": site.email },
  );
}
