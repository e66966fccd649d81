// The leads' mails to staff: "a new lead is yours" (round-robin assignment) and the 09:00 digest of the follow-ups
// due that day. Both in English, like every staff mail.
import {
  ActionButton,
  EmailLayout,
  FieldList,
  Heading1,
  type MailBrand,
  Paragraph,
  SmallPrint,
} from "./layout";
import { build } from "./mails";

export interface DigestLead {
  name: string;
  phone: string;
  about: string | null;
  /** "overdue since 27 Nov, 11:00" or "today 15:30", as the list reads it. */
  when: string;
}

export function leadAssigned(
  brand: MailBrand,
  input: {
    staffName: string;
    leadName: string;
    phone: string;
    email: string;
    about: string | null;
    url: string;
  },
) {
  const subject = `New lead for you: ${input.leadName}`;
  return build(
    subject,
    <EmailLayout brand={brand} preview={`${input.leadName} is waiting for an answer.`}>
      <Heading1>A new lead is yours</Heading1>
      <Paragraph>
        Hello {input.staffName}, {input.leadName} wrote to {brand.site.name} and the lead was assigned to you.
        Please answer it today.
      </Paragraph>
      <FieldList
        fields={[
          ["Name", input.leadName],
          ["Phone", input.phone],
          ["Email", input.email],
          ...(input.about ? ([["About", input.about]] as [string, string][]) : []),
        ]}
      />
      <ActionButton href={input.url}>Open the lead</ActionButton>
    </EmailLayout>,
  );
}

export function followUpDigest(
  brand: MailBrand,
  input: { staffName: string; day: string; leads: DigestLead[]; total: number; url: string },
) {
  const subject = `${input.total} follow-up${input.total === 1 ? "" : "s"} due today`;
  return build(
    subject,
    <EmailLayout brand={brand} preview={`Your follow-ups for ${input.day}.`}>
      <Heading1>Your follow-ups today</Heading1>
      <Paragraph>
        Good morning {input.staffName}, {input.total === 1 ? "one lead is" : `${input.total} leads are`}{" "}
        waiting for you to get back to them.
      </Paragraph>
      <FieldList
        fields={input.leads.map((l) => [
          `${l.name} (${l.phone})`,
          [l.when, l.about].filter(Boolean).join(" · "),
        ])}
      />
      {input.total > input.leads.length ? (
        <SmallPrint>And {input.total - input.leads.length} more in the Today queue.</SmallPrint>
      ) : null}
      <ActionButton href={input.url}>Open the Today queue</ActionButton>
    </EmailLayout>,
  );
}
