// Valid request bodies for every write of the API, and one real row of each kind, for the tests that walk the
// whole route table (robustness, response shapes) and need something real behind each route.
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { todayInIndia } from "#contract/form-rules";
import { PAGE_TEXT_KEYS } from "#contract/schemas/page-texts";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { confirmToken, unsubscribeToken } from "#server/features/newsletter/unsubscribe-token";
import { bookingToken } from "#server/features/slots/slots.service";
import { appSecret } from "#server/lib/app-secret";
import { enqueueMail } from "#server/mail/mail";
import type { TestApp } from "./test-app";

let seq = 0;
/** A fresh suffix, so slugs and addresses never collide within one test database. */
const next = () => ++seq;

export const validCourse = () => ({
  title: "Fixture course",
  course_slug: `fixture-course-${next()}`,
  description: "What the course is about.",
  price: "₹1,000",
  level: "Level 1",
  mode: "Online",
});
/** Published, so that visitors can read it too. */
export const validBlog = () => ({
  title: "Fixture post",
  slug: `fixture-post-${next()}`,
  content: "<p>Body</p>",
  status: "published",
});
export const validInquiry = () => ({
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  message: "Hello",
});
export const validConsultation = () => ({
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "98765",
  message: "Hi",
});

/** The visitor's link of createOneOfEach's booking (its token is derived from the app's secret). */
const bookingLink = { token: "fixture-unknown-link" };

/** Queries the reads need to find something (GET routes whose query is required for a real answer). */
export const VALID_QUERIES: Record<string, () => string> = {
  "GET /api/consultations/:id/booking": () => `token=${encodeURIComponent(bookingLink.token)}`,
};

/** The IST date of the Monday a week or two ahead, within the fixture availability's horizon. */
function nextMonday(): string {
  const today = new Date(Date.now() + 330 * 60_000);
  const days = ((8 - today.getUTCDay()) % 7) + 7;
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A time far ahead, two hours apart per call, so that no two fixture bookings or blocks overlap. */
const futureSlot = (hours = 0) =>
  new Date(Date.UTC(2031, 0, 6, 4, 30) + (next() * 2 + hours) * 3_600_000).toISOString();

export const validAvailability = () => ({
  weekly_hours: {
    monday: [
      { start: "10:00", end: "13:00" },
      { start: "14:00", end: "18:00" },
    ],
  },
  slot_minutes: 60,
  buffer_minutes: 15,
  min_notice_minutes: 120,
  days_ahead: 30,
  closed_dates: ["2031-01-26"],
  open_dates: [{ date: "2031-01-04", start: "10:00", end: "12:00" }],
  services: [{ service_type: "vastu_audit", minutes: 90, fee_paise: 150_000, where: "office" }],
});

/**
 * Newsletter links carry tokens signed with the app's secret for one subscriber: createOneOfEach sets both, so
 * the confirm and unsubscribe bodies are genuine ones (before it runs they are well formed but refused).
 */
const newsletterLinks = { secret: "fixture-secret-before-any-app-000000", subscriberId: 1 };

/**
 * The rows the batch and enrolment routes work on, set by createOneOfEach: the course, an open batch with no fee
 * (enrolments there are confirmed at once) and another of the same course (where someone is moved), and the
 * enrolment whose private link and certificate the routes use. The batch routes get a batch of their own
 * (ids.batches), since they cancel it.
 */
const admissions = {
  courseId: 1,
  openBatchId: 1,
  otherBatchId: 1,
  enrolmentToken: "fixture-enrolment-token-before-any-app",
  certificateCode: "AAAAAAAAAA",
};
const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

export function without<T extends object>(value: T, key: keyof T) {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/**
 * A valid body per write, keyed by route ("POST /api/courses"). Slugs and addresses are fresh each time, so a
 * duplicate (409) never stops a write. Updates leave the slug alone. Sign-in uses a name that does not exist:
 * a valid body for it, or for change-password, would sign in or change the password the tests sign in with.
 */
export const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  "POST /api/auth/login": () => ({ username: "fixture-nobody", password: "not the password" }),
  "POST /api/auth/login/two-factor": () => ({ challenge: "no-such-challenge", code: "123456" }),
  "POST /api/auth/two-factor/enable": () => ({ code: "123456" }),
  // The fixture admin has no two-factor, so this is refused before any password is checked.
  "POST /api/auth/two-factor/disable": () => ({ password: "not the password" }),
  "PUT /api/auth/two-factor/policy": () => ({ required: false }),
  "POST /api/courses": validCourse,
  "PUT /api/courses/:id": () => without(validCourse(), "course_slug"),
  "POST /api/course-categories": () => ({ name: `Fixture category ${next()}` }),
  "PUT /api/course-categories/:id": () => ({ name: "Fixture category", display_order: 2 }),
  "POST /api/blogs": validBlog,
  "PUT /api/blogs/:id": () => without(validBlog(), "slug"),
  "POST /api/products": () => ({ name: "Fixture remedy", features: ["Calms"] }),
  "PUT /api/products/:id": () => ({ name: "Fixture remedy", features: ["Calms"] }),
  "POST /api/gallery": () => ({ title: "Fixture picture", image_url: "https://example.com/fixture.jpg" }),
  "PUT /api/gallery/:id": () => ({ title: "Fixture picture" }),
  "POST /api/testimonials": () => ({ name: "Fixture", testimonial_text: "Clear teaching." }),
  "PUT /api/testimonials/:id": () => ({ name: "Fixture", testimonial_text: "Clear teaching." }),
  "POST /api/inquiries": validInquiry,
  "PUT /api/inquiries/:id": () => ({ status: "resolved" }),
  "POST /api/consultations": validConsultation,
  "PUT /api/consultations/:id": () => ({ status: "contacted" }),
  "PUT /api/consultations/availability": validAvailability,
  "POST /api/consultations/agenda/bookings": () => ({
    ...validConsultation(),
    phone: "+91 98765 43210",
    starts_at: futureSlot(),
  }),
  "POST /api/consultations/agenda/bookings/:id/move": () => ({ starts_at: futureSlot() }),
  "POST /api/consultations/agenda/bookings/:id/outcome": () => ({ outcome: "completed" }),
  "POST /api/consultations/agenda/blocks": () => ({
    starts_at: futureSlot(),
    ends_at: futureSlot(-1),
    note: "Away",
  }),
  // The fixture booking's genuine link token once createOneOfEach has made it (before, one that is refused).
  "POST /api/consultations/:id/cancel": () => ({ token: bookingLink.token }),
  // Its link moves it to a slot of the fixture availability that nothing else takes: a Monday at 10:00 IST.
  "POST /api/consultations/:id/reschedule": () => ({
    token: bookingLink.token,
    slot_starts_at: `${nextMonday()}T10:00:00+05:30`,
  }),
  "POST /api/newsletter/subscribe": () => ({ email: `fixture${next()}@example.com` }),
  "POST /api/newsletter/confirm": () => ({
    token: confirmToken(
      { subscriberId: newsletterLinks.subscriberId, issuedAt: Date.now() },
      newsletterLinks.secret,
    ),
  }),
  "POST /api/newsletter/unsubscribe": () => ({
    token: unsubscribeToken(`fixture${next()}@example.com`, newsletterLinks.secret),
  }),
  "POST /api/campaigns": () => ({ subject: "Fixture newsletter", body_html: "<p>News</p>" }),
  "PUT /api/campaigns/:id": () => ({ subject: "Fixture newsletter", body_html: "<p>News</p>" }),
  "PUT /api/settings": () => structuredClone(SAMPLE_SITE_SETTINGS),
  "POST /api/auth/forgot-password": () => ({ username: "fixture-nobody" }),
  // Links nobody was sent: well formed, refused with 400.
  "POST /api/auth/reset-password": () => ({
    token: "fixture-unknown-link",
    newPassword: "fixture password 1",
  }),
  "POST /api/auth/accept-invitation": () => ({
    token: "fixture-unknown-link",
    newPassword: "fixture password 1",
  }),
  "POST /api/staff": () => ({
    username: `fixture${next()}`,
    full_name: "Fixture Editor",
    email: `fixture${next()}@example.com`,
    role: "editor",
  }),
  // Only ever the fixture editor's row (createOneOfEach), never the owner the tests sign in as.
  "PUT /api/staff/:id": () => ({ full_name: "Fixture Editor" }),
  // A closing status: an open lead would also need a next follow-up.
  "POST /api/leads/:kind/:id/outcome": () => ({ outcome: "note", note: "Fixture", status: "resolved" }),
  "POST /api/leads/:kind/:id/whatsapp-opened": () => ({ locale: "en" }),
  "POST /api/leads/lost-reasons": () => ({ label: `Fixture reason ${next()}` }),
  "PUT /api/leads/lost-reasons/:id": () => ({ is_active: true }),
  "PUT /api/leads/settings": () => ({
    whatsapp_template_en: "Namaste {name}",
    whatsapp_template_hi: "नमस्ते {name}",
    assignees: [],
  }),
  "POST /api/batches": () => ({
    course_id: admissions.courseId,
    starts_on: inDays(30),
    ends_on: inDays(31),
    seats_total: 5,
    fee_paise: 150_000,
  }),
  "PUT /api/batches/:id": () => ({ seats_total: 6, schedule: "Sat–Sun, 10:00–17:00" }),
  "POST /api/batches/:id/cancel": () => ({ reason: "The teacher is unwell." }),
  "POST /api/enrolments": () => ({
    batch_id: admissions.openBatchId,
    name: "Asha Rao",
    email: `enrol${next()}@example.com`,
    phone: "+91 98765 43210",
  }),
  "PUT /api/enrolments/:id": () => ({ notes: "Called: she is coming." }),
  "POST /api/enrolments/:id/move": () => ({ batch_id: admissions.otherBatchId }),
  "POST /api/enrolments/:id/revoke-certificate": () => ({ reason: "Issued by mistake." }),
  "POST /api/enrolments/:id/accept": () => ({ token: admissions.enrolmentToken }),
  "POST /api/enrolments/:id/cancel": () => ({ token: admissions.enrolmentToken }),
  "POST /api/enrolments/:id/pay": () => ({ token: admissions.enrolmentToken }),
  "POST /api/consultations/:id/pay": () => ({ token: bookingLink.token }),
  "POST /api/enrolments/:id/upi-reference": () => ({ token: admissions.enrolmentToken, utr: "123456789012" }),
  "POST /api/payments/:id/reject": () => ({ reason: "Not on the statement" }),
  "POST /api/payments/razorpay/verify": () => ({
    razorpay_order_id: "order_FixtureOrder0001",
    razorpay_payment_id: "pay_FixturePayment01",
    razorpay_signature: "0".repeat(64),
  }),
  "POST /api/enrolments/:id/billing": () => ({
    token: admissions.enrolmentToken,
    billing_name: "Rao Builders",
  }),
  "POST /api/enrolments/:id/payments": () => ({ method: "cash", amount_paise: 100 }),
  // The fixture's fee paid in cash at the desk (below): a refund recorded by hand, in part.
  "POST /api/enrolments/:id/refund": () => ({ amount_paise: 100, reason: "Fixture refund" }),
  "PUT /api/page-texts/:key": () => ({ kicker: "Fixture", title: "Fixture heading", lead: "Fixture lead." }),
};

/** The id of one row per resource, keyed by the path segment after /api/ ("courses", "newsletter", ...). */
export type RowIds = Record<string, number>;

/** Creates one row of each kind through the API, and returns their ids. */
export async function createOneOfEach(t: TestApp, token: string): Promise<RowIds> {
  const made = async (path: string, body: Record<string, unknown>, status = 201) => {
    const res = await t.json("POST", path, { token, body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body.data;
  };
  const body = (key: string) => (VALID_BODIES[key] as () => Record<string, unknown>)();
  const ids: RowIds = {
    courses: (await made("/api/courses", body("POST /api/courses"))).course_id,
    "course-categories": (await made("/api/course-categories", body("POST /api/course-categories")))
      .category_id,
    blogs: (await made("/api/blogs", body("POST /api/blogs"))).post_id,
    products: (await made("/api/products", body("POST /api/products"))).id,
    gallery: (await made("/api/gallery", body("POST /api/gallery"))).image_id,
    testimonials: (await made("/api/testimonials", body("POST /api/testimonials"))).testimonial_id,
    campaigns: (await made("/api/campaigns", body("POST /api/campaigns"))).campaign_id,
    staff: (await made("/api/staff", body("POST /api/staff"))).id,
    "lost-reasons": (await made("/api/leads/lost-reasons", body("POST /api/leads/lost-reasons"))).reason_id,
  };
  // Public forms answer without the stored row; the admin lists give the ids.
  await made("/api/inquiries", body("POST /api/inquiries"));
  await made("/api/consultations", body("POST /api/consultations"));
  // The newest consultation request is a booking, so the slot routes have one behind their :id.
  const booked = await made(
    "/api/consultations/agenda/bookings",
    body("POST /api/consultations/agenda/bookings"),
  );
  const nonce = await t.deps.database.db.execute(
    sql`select token_nonce from agenda_ranges where request_id = ${booked.request_id}`,
  );
  bookingLink.token = bookingToken(
    appSecret(t.deps.env),
    booked.request_id,
    (nonce as unknown as { rows: { token_nonce: string }[] }).rows[0]?.token_nonce ?? "",
  );
  // Subscribing answers 200 whatever the address's state, so that the answer reveals nothing.
  await made("/api/newsletter/subscribe", body("POST /api/newsletter/subscribe"), 200);
  ids.inquiries = (await t.json("GET", "/api/inquiries", { token })).body.data[0].inquiry_id;
  ids.consultations = (await t.json("GET", "/api/consultations", { token })).body.data[0].request_id;
  ids.newsletter = (await t.json("GET", "/api/newsletter", { token })).body.data[0].subscriber_id;
  // Something in the trash, for the trash's own routes: a second testimonial, deleted.
  const trashed = (await made("/api/testimonials", body("POST /api/testimonials"))).testimonial_id;
  expect((await t.json("DELETE", `/api/testimonials/${trashed}`, { token })).status).toBe(200);
  // A batch for the batch routes, and the open batch, the other batch and the enrolment for the enrolment routes.
  admissions.courseId = ids.courses as number;
  ids.batches = (await made("/api/batches", body("POST /api/batches"))).batch_id;
  const freeBatch = { ...body("POST /api/batches"), fee_paise: 0, waitlist: true };
  admissions.openBatchId = (await made("/api/batches", freeBatch)).batch_id;
  admissions.otherBatchId = (await made("/api/batches", freeBatch)).batch_id;
  const enrolled = await made("/api/enrolments", body("POST /api/enrolments"));
  ids.enrolments = enrolled.enrolment_id;
  admissions.enrolmentToken = new URL(enrolled.url, "http://x").searchParams.get("token") ?? "";
  const completed = await t.json("POST", `/api/enrolments/${enrolled.enrolment_id}/complete`, { token });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  admissions.certificateCode = completed.body.data.certificate.code;
  // A fee paid at the desk, so the payments list and the refund routes have a row to show and to refund.
  const payment = await t.deps.database.db.execute(sql`
    insert into payments (enrolment_id, method, status, amount_paise, reference, captured_at)
    values (${enrolled.enrolment_id}, 'cash', 'captured', 100000, 'Fixture receipt book 1', now())
    returning payment_id`);
  ids.payments = (payment as unknown as { rows: { payment_id: number }[] }).rows[0]?.payment_id ?? 0;
  newsletterLinks.secret = appSecret(t.deps.env);
  newsletterLinks.subscriberId = ids.newsletter as number;
  // Nothing is sent in these tests (no SMTP_URL): the mail waits in the outbox for the mail routes to show.
  ids.mail = await enqueueMail(t.deps.database.db, {
    kind: "fixture",
    to: "fixture@example.com",
    subject: "Fixture mail",
    html: "<p>Hello</p>",
    text: "Hello",
  });
  return ids;
}

const PATH_PARAM = /:(\w+)(\{[^}]*\})?/g;

/** A route's path with each parameter naming something real: a row that exists, an upload folder. */
export function realPath(path: string, ids: RowIds): string {
  let resource = path.split("/")[2] ?? "";
  // A lead's routes name it by kind and id (the fixture enquiry); the lost reasons are their own rows.
  if (resource === "leads") resource = path.includes("/lost-reasons/") ? "lost-reasons" : "inquiries";
  return path.replace(PATH_PARAM, (_m, name: string) =>
    name === "folder" || name === "resource"
      ? "courses"
      : name === "key"
        ? String(PAGE_TEXT_KEYS[0])
        : name === "kind"
          ? "inquiry"
          : name === "code"
            ? admissions.certificateCode
            : String(ids[resource] ?? 1),
  );
}

/** The same pattern with every parameter replaced by `value`. */
export const withParams = (path: string, value: string) => path.replace(PATH_PARAM, value);

/** A Hono path pattern as a regular expression over concrete paths. */
export const patternOf = (path: string) => new RegExp(`^${path.replace(PATH_PARAM, "[^/]+")}$`);

/**
 * Writes whose success needs Razorpay's simulator, a held fee or a UPI reference waiting: their valid bodies serve
 * the robustness walk (hostile values in each field), and their successes are tested in
 * server/features/payments/payments.test.ts, so the response-shape walk leaves them out.
 */
export const SUCCEEDS_ONLY_WITH_PAYMENTS = new Set([
  "POST /api/enrolments/:id/pay",
  "POST /api/consultations/:id/pay",
  "POST /api/enrolments/:id/upi-reference",
  "POST /api/payments/:id/reject",
  "POST /api/payments/razorpay/verify",
]);
