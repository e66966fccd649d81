// The words of every mail, in its HTML and in its plain text: what staff and visitors actually read.
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { resolveSiteSettings } from "#server/features/site/site-settings-env";
import {
  type BuiltMail,
  newBrowserSignIn,
  newsletterConfirmation,
  newsletterIssue,
  passwordReset,
  staffInvitation,
  staffNotification,
  visitorAcknowledgement,
} from "./mails";

// Every mail is rendered once (see build in mails.tsx); the renders are seen here to compare with react-email's own.
const rendered = vi.hoisted(() => [] as ReactElement[]);
vi.mock("@react-email/components", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@react-email/components")>();
  return {
    ...actual,
    render: (element: ReactElement, options?: Parameters<typeof actual.render>[1]) => {
      rendered.push(element);
      return actual.render(element, options);
    },
  };
});
const { render: reactEmailRender } =
  await vi.importActual<typeof import("@react-email/components")>("@react-email/components");

const site = resolveSiteSettings({
  SITE_NAME: "Test Vastu Academy",
  SITE_PHONE_1: "+91 11111 22222",
  SITE_PHONE_2: "+91 33333 44444",
  SITE_EMAIL: "hello@academy.test",
});
const brand = { site, publicUrl: "https://academy.test" };

const inquiry = {
  inquiry_id: 12,
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  subject: "Plot orientation",
  message: "First line\nSecond line",
  inquiry_type: "general" as const,
  created_at: "2026-03-01T06:30:00.000Z",
};
const consultation = {
  request_id: 5,
  name: "Vikram Singh",
  email: "vikram@example.com",
  phone: "99999 00000",
  service_type: "vastu_audit" as const,
  preferred_date: "2026-04-10",
  location: "Lucknow",
  message: "A three-storey house.",
  created_at: "2026-03-01T06:30:00.000Z",
};

/** Every mail is branded and built for a phone: the site's accent colour, a viewport, a 600 px column. */
function expectBranded(html: string) {
  expect(html).toContain("#8a2c1b");
  expect(html).toContain('name="viewport"');
  expect(html).toContain("max-width:600px");
  expect(html).toContain("Test Vastu Academy");
}

describe("staff notification", () => {
  it("an enquiry: every field, the admin link, Reply-To the visitor", async () => {
    const mail = await staffNotification(brand, { kind: "inquiry", record: inquiry });
    expect(mail.subject).toBe("New enquiry from Asha Rao");
    expect(mail.headers).toEqual({ "Reply-To": '"Asha Rao" <asha@example.com>' });
    for (const line of [
      "Asha Rao sent an enquiry through the website.",
      "Name:\nAsha Rao",
      "Email:\nasha@example.com",
      "Phone:\n+91 98765 43210",
      "Type:\nGeneral enquiry",
      "Subject:\nPlot orientation",
      "Message:\nFirst line\nSecond line",
      "Received:\n1 Mar 2026, 12:00 pm IST",
      "https://academy.test/admin/inquiries?view=12",
    ])
      expect(mail.text).toContain(line);
    expectBranded(mail.html);
    expect(mail.html).toContain('href="https://academy.test/admin/inquiries?view=12"');
  });

  it("a course enrolment names the course; a visitor's name cannot break the Reply-To header", async () => {
    const mail = await staffNotification(brand, {
      kind: "inquiry",
      record: { ...inquiry, inquiry_type: "course", subject: "Vastu Level 1", first_name: 'Evil"\r\nBcc:' },
    });
    expect(mail.subject).toBe('New course enrolment from Evil" Bcc: Rao');
    expect(mail.text).toContain("Type:\nCourse enrolment");
    expect(mail.text).toContain("Course:\nVastu Level 1");
    expect(mail.headers["Reply-To"]).toBe('"Evil Bcc: Rao" <asha@example.com>');
  });

  it("a consultation request: service, date, location and the admin link", async () => {
    const mail = await staffNotification(brand, { kind: "consultation", record: consultation });
    expect(mail.subject).toBe("New consultation request from Vikram Singh");
    for (const line of [
      "Service:\nVastu Audit",
      "Preferred date:\n2026-04-10",
      "Location:\nLucknow",
      "Message:\nA three-storey house.",
      "https://academy.test/admin/consultations?view=5",
    ])
      expect(mail.text).toContain(line);
    const bare = await staffNotification(brand, {
      kind: "consultation",
      record: { ...consultation, service_type: null, preferred_date: null, location: null },
    });
    expect(bare.text).toContain("Service:\n—");
    expect(bare.text).toContain("Location:\n—");
  });
});

describe("visitor acknowledgement", () => {
  it("thanks the visitor, says what happens next and gives the academy's contacts", async () => {
    const mail = await visitorAcknowledgement(brand, { kind: "inquiry", record: inquiry }, "en");
    expect(mail.subject).toBe("We have received your enquiry – Test Vastu Academy");
    expect(mail.text).toContain("Thank you, Asha");
    expect(mail.text).toContain("What happens next");
    expect(mail.text).toContain("will answer you by e-mail or phone");
    expect(mail.text).toContain("+91 11111 22222");
    expect(mail.text).toContain("+91 33333 44444");
    expect(mail.text).toContain("hello@academy.test");
    expect(mail.headers["Reply-To"]).toBe("hello@academy.test");
    expectBranded(mail.html);
  });

  it("an enrolment and a consultation each say their own next step", async () => {
    const enrol = await visitorAcknowledgement(
      brand,
      { kind: "inquiry", record: { ...inquiry, inquiry_type: "course", subject: "Vastu Level 1" } },
      "en",
    );
    expect(enrol.text).toContain("confirm the batch, the fees and how to enrol in Vastu Level 1");
    const consult = await visitorAcknowledgement(brand, { kind: "consultation", record: consultation }, "en");
    expect(consult.subject).toBe("We have received your consultation request – Test Vastu Academy");
    expect(consult.text).toContain("Thank you, Vikram");
    expect(consult.text).toContain("as close to 2026-04-10 as we can");
  });

  it("a form sent from a Hindi page is answered in Hindi, under the academy's Hindi name", async () => {
    const hindiSite = { ...site, translations: { hi: { name: "परीक्षा वास्तु अकादमी", locality: "वाराणसी" } } };
    const hindi = { ...brand, site: hindiSite };
    const mail = await visitorAcknowledgement(hindi, { kind: "inquiry", record: inquiry }, "hi");
    expect(mail.subject).toBe("पूछताछ के लिए धन्यवाद – परीक्षा वास्तु अकादमी");
    expect(mail.html).toMatch(/<html[^>]* lang="hi"/);
    expect(mail.text).toContain("धन्यवाद, Asha");
    expect(mail.text).toContain("आगे क्या होगा");
    expect(mail.text).toContain("+91 11111 22222");
    expect(mail.text).toContain("वाराणसी");
    expect(mail.text).not.toContain("Test Vastu Academy");
    const consult = await visitorAcknowledgement(hindi, { kind: "consultation", record: consultation }, "hi");
    expect(consult.subject).toBe("परामर्श अनुरोध के लिए धन्यवाद – परीक्षा वास्तु अकादमी");
    expect(consult.text).toContain("2026-04-10");
    const enrol = await visitorAcknowledgement(
      hindi,
      { kind: "inquiry", record: { ...inquiry, inquiry_type: "course", subject: "Vastu Level 1" } },
      "hi",
    );
    expect(enrol.text).toContain("हमारी प्रवेश टीम");
    expect(enrol.text).toContain("(Vastu Level 1)");
  });
});

describe("newsletter", () => {
  it("the confirmation mail links to the site's page with the token, and says how long it works", async () => {
    const url = "https://academy.test/newsletter/confirm?token=abc.def";
    const mail = await newsletterConfirmation(brand, { confirmUrl: url, validDays: 7, locale: "en" });
    expect(mail.subject).toBe("Please confirm your subscription to the Test Vastu Academy newsletter");
    expect(mail.text).toContain(`Confirm my subscription ${url}`);
    expect(mail.text).toContain("The link works for 7 days.");
    expect(mail.text).toContain("you will not be subscribed");
    expect(mail.html).toContain(`href="${url}"`);
    expectBranded(mail.html);
  });

  it("a sign-up on a Hindi page is confirmed in Hindi, under the academy's Hindi name", async () => {
    const url = "https://academy.test/hi/newsletter/confirm?token=abc.def";
    const hindiSite = { ...site, translations: { hi: { name: "परीक्षा वास्तु अकादमी", locality: "वाराणसी" } } };
    const mail = await newsletterConfirmation(
      { ...brand, site: hindiSite },
      { confirmUrl: url, validDays: 7, locale: "hi" },
    );
    expect(mail.subject).toBe("कृपया परीक्षा वास्तु अकादमी के न्यूज़लेटर की सदस्यता की पुष्टि करें");
    expect(mail.html).toMatch(/<html[^>]* lang="hi"/);
    expect(mail.text).toContain(`मेरी सदस्यता की पुष्टि करें ${url}`);
    expect(mail.text).toContain("यह लिंक 7 दिन तक काम करेगा।");
    expect(mail.text).toContain("वाराणसी");
    expect(mail.text).not.toContain("Test Vastu Academy");
    // English sign-ups are untouched by the Hindi settings.
    const english = await newsletterConfirmation(
      { ...brand, site: hindiSite },
      { confirmUrl: url, validDays: 7, locale: "en" },
    );
    expect(english.html).toMatch(/<html[^>]* lang="en"/);
    expect(english.subject).toContain("Test Vastu Academy");
  });

  it("a newsletter carries RFC 8058 one-click headers, a footer unsubscribe link and only safe HTML", async () => {
    const mail = await newsletterIssue(brand, {
      subject: "Autumn batches",
      bodyHtml: '<p>New <strong>batches</strong></p><script>alert(1)</script><a href="javascript:x()">x</a>',
      unsubscribePageUrl: "https://academy.test/newsletter/unsubscribe?token=t1",
      oneClickUrl: "https://academy.test/api/newsletter/unsubscribe?token=t1",
    });
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://academy.test/api/newsletter/unsubscribe?token=t1>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text).toContain("New batches");
    expect(mail.text).toContain("Unsubscribe https://academy.test/newsletter/unsubscribe?token=t1");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).not.toContain("javascript:");
    expectBranded(mail.html);
  });
});

describe("staff accounts", () => {
  it("password reset: the account, the link and how long it works", async () => {
    const url = "https://academy.test/admin/reset-password?token=r1";
    const mail = await passwordReset(brand, {
      name: "Meera",
      username: "meera",
      resetUrl: url,
      validMinutes: 60,
    });
    expect(mail.subject).toBe("Reset your Test Vastu Academy admin password");
    expect(mail.text).toContain("Hello Meera");
    expect(mail.text).toContain("meera");
    expect(mail.text).toContain(`Choose a new password ${url}`);
    expect(mail.text).toContain("The link works once, for 60 minutes.");
    expect(mail.text).toContain("your password stays as it is");
  });

  it("invitation: who invited, the role, the username and the link", async () => {
    const url = "https://academy.test/admin/accept-invitation?token=i1";
    const mail = await staffInvitation(brand, {
      name: null,
      username: "ravi",
      role: "Editor",
      invitedBy: "Anand Mishra",
      acceptUrl: url,
      validDays: 7,
    });
    expect(mail.subject).toBe("You are invited to the Test Vastu Academy admin");
    expect(mail.text).toContain(
      "Hello ravi, Anand Mishra has invited you to the Test Vastu Academy admin as Editor",
    );
    expect(mail.text).toContain(`Set your password ${url}`);
    expect(mail.text).toContain("for 7 days");
    expectBranded(mail.html);
  });
});

// Each mail is rendered once and its plain text converted from that markup. Both bodies must stay exactly what
// react-email gives for the same element rendered as HTML and, a second time, with its `plainText` option:
// names and text in Devanagari, markup characters, links, lists, tables and images in a newsletter.
const hindiBrand = { ...brand, site: { ...site, name: "वास्तु Academy & Co" } };
const oddInquiry = {
  ...inquiry,
  first_name: "आशा",
  last_name: "Rao <b>",
  message: "First line\nSecond line\n\n  indented, and a link https://example.com/a?b=1&c=2",
};

const mails: Array<[string, () => Promise<BuiltMail>]> = [
  [
    "staff notification, enquiry",
    () => staffNotification(hindiBrand, { kind: "inquiry", record: oddInquiry }),
  ],
  [
    "staff notification, enrolment",
    () =>
      staffNotification(hindiBrand, { kind: "inquiry", record: { ...oddInquiry, inquiry_type: "course" } }),
  ],
  [
    "staff notification, consultation",
    () => staffNotification(hindiBrand, { kind: "consultation", record: consultation }),
  ],
  [
    "acknowledgement, enquiry",
    () => visitorAcknowledgement(hindiBrand, { kind: "inquiry", record: oddInquiry }, "en"),
  ],
  [
    "acknowledgement, consultation",
    () => visitorAcknowledgement(hindiBrand, { kind: "consultation", record: consultation }, "en"),
  ],
  [
    "newsletter confirmation",
    () =>
      newsletterConfirmation(hindiBrand, {
        confirmUrl: "https://academy.test/n/confirm?token=a.b",
        validDays: 7,
        locale: "en",
      }),
  ],
  [
    "newsletter issue",
    () =>
      newsletterIssue(hindiBrand, {
        subject: "Autumn batches",
        bodyHtml:
          '<h2>New</h2><p>New <strong>batches</strong> <a href="https://academy.test/courses">courses</a></p>' +
          '<ul><li>One</li><li>Two</li></ul><img src="https://academy.test/x.webp" alt="x"><table><tr><td>a</td></tr></table>',
        unsubscribePageUrl: "https://academy.test/newsletter/unsubscribe?token=t1",
        oneClickUrl: "https://academy.test/api/newsletter/unsubscribe?token=t1",
      }),
  ],
  [
    "password reset",
    () =>
      passwordReset(hindiBrand, {
        name: null,
        username: "meera",
        resetUrl: "https://academy.test/admin/reset?token=r1",
        validMinutes: 60,
      }),
  ],
  [
    "invitation",
    () =>
      staffInvitation(hindiBrand, {
        name: "Ravi",
        username: "ravi",
        role: "Editor",
        invitedBy: null,
        acceptUrl: "https://academy.test/admin/accept?token=i1",
        validDays: 7,
      }),
  ],
  [
    "new browser sign-in",
    () =>
      newBrowserSignIn(hindiBrand, {
        name: "Meera",
        username: "meera",
        browser: "Firefox on Linux",
        address: "203.0.113.9",
        at: new Date("2026-03-01T06:30:00.000Z"),
      }),
  ],
];

describe("a mail rendered once", () => {
  it.each(mails)("%s: the HTML and the plain text of react-email's two renders", async (_name, build) => {
    rendered.length = 0;
    const mail = await build();
    expect(rendered).toHaveLength(1);
    const element = rendered[0] as ReactElement;
    expect(mail.html).toBe(await reactEmailRender(element));
    expect(mail.text).toBe(await reactEmailRender(element, { plainText: true }));
    expect(mail.text.length).toBeGreaterThan(100);
  });
});
