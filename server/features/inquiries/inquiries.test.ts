import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, AUTH_MESSAGES } from "#contract/admin-messages";
import { PUBLIC_MESSAGES, VALIDATION_MESSAGES } from "#contract/messages";
import { HONEYPOT_FIELD } from "#contract/schemas/inquiry";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

let counter = 0;
/** A contact-form inquiry with an address of its own, so each test finds exactly its rows. */
function contact(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    first_name: "Priya",
    last_name: "Sharma",
    email: `priya.${counter}.${Date.now()}@example.test`,
    phone: "+91 98765 43210",
    subject: "Vastu for a new flat",
    message: "Which course suits a beginner?",
    inquiry_type: "general",
    ...overrides,
  };
}

async function findByEmail(email: string) {
  const res = await t.json("GET", `/api/inquiries?q=${encodeURIComponent(email)}`, { token });
  return res.body.data as { inquiry_id: number; email: string }[];
}

describe("POST /api/inquiries (public)", () => {
  it("stores a contact-form inquiry without a token and answers with the spec's message", async () => {
    const body = contact();
    const res = await t.json("POST", "/api/inquiries", { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: null, message: PUBLIC_MESSAGES.contactSuccess });
    const [row] = await findByEmail(body.email);
    expect(row).toMatchObject({
      first_name: "Priya",
      last_name: "Sharma",
      subject: "Vastu for a new flat",
      inquiry_type: "general",
      status: "new",
    });
  });

  it("accepts an enrolment (course) inquiry without a message or subject", async () => {
    const body = contact({ inquiry_type: "course", message: undefined, subject: "" });
    const res = await t.json("POST", "/api/inquiries", { body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PUBLIC_MESSAGES.enrollmentSuccessText);
    const [row] = await findByEmail(body.email);
    expect(row).toMatchObject({ inquiry_type: "course", message: "", subject: null });
  });

  it("requires a message on the contact form, and every name, email and phone field", async () => {
    const noMessage = await t.json("POST", "/api/inquiries", { body: contact({ message: "  " }) });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.success).toBe(false);
    expect(noMessage.body.errors).toEqual([{ field: "message", message: VALIDATION_MESSAGES.required }]);

    const empty = await t.json("POST", "/api/inquiries", { body: { inquiry_type: "general" } });
    expect(empty.status).toBe(400);
    const fields = empty.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["first_name", "last_name", "email", "phone"]));

    const badEmail = await t.json("POST", "/api/inquiries", { body: contact({ email: "not-an-address" }) });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toContainEqual({
      field: "email",
      message: VALIDATION_MESSAGES.invalidEmail,
    });

    const badType = await t.json("POST", "/api/inquiries", { body: contact({ inquiry_type: "spam" }) });
    expect(badType.status).toBe(400);
    expect(badType.body.errors).toContainEqual({
      field: "inquiry_type",
      message: VALIDATION_MESSAGES.invalidValue,
    });
  });

  it("takes a phone number only as digits with an optional +, spaces, hyphens or brackets, from either form", async () => {
    for (const inquiry_type of ["general", "course"])
      for (const phone of ["call me after 6", "asha@example.com", "1234567890123456"]) {
        const res = await t.json("POST", "/api/inquiries", { body: contact({ inquiry_type, phone }) });
        expect(res.status, `${inquiry_type} ${phone}`).toBe(400);
        expect(res.body).toMatchObject({ success: false });
        expect(res.body.errors).toEqual([{ field: "phone", message: VALIDATION_MESSAGES.invalidPhone }]);
      }
    const body = contact({ phone: "(0542) 236-1234" });
    expect((await t.json("POST", "/api/inquiries", { body })).status).toBe(201);
    expect(await findByEmail(body.email)).toMatchObject([{ phone: "(0542) 236-1234" }]);
  });

  it("refuses malformed bodies with 4xx, never 500", async () => {
    const broken = await t.request("POST", "/api/inquiries", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const list = await t.request("POST", "/api/inquiries", {
      body: "[1,2]",
      headers: { "content-type": "application/json" },
    });
    expect(list.status).toBe(400);
    const wrongTypes = await t.json("POST", "/api/inquiries", {
      body: contact({ first_name: 42, phone: null }),
    });
    expect(wrongTypes.status).toBe(400);
    const xml = await t.request("POST", "/api/inquiries", {
      body: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(xml.status).toBe(415);
  });

  it("answers a filled honeypot exactly like success and stores nothing", async () => {
    const body = contact({ [HONEYPOT_FIELD]: "http://spam.example" });
    const res = await t.json("POST", "/api/inquiries", { body });
    const real = await t.json("POST", "/api/inquiries", { body: contact() });
    expect(res.status).toBe(real.status);
    expect(res.body).toEqual(real.body);
    expect(await findByEmail(body.email)).toEqual([]);
  });

  it("accepts the form as multipart too", async () => {
    const body = contact();
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, String(v));
    const res = await t.json("POST", "/api/inquiries", { body: form });
    expect(res.status).toBe(201);
    expect(await findByEmail(body.email)).toHaveLength(1);
  });
});

describe("public write rate limit", () => {
  it("answers 429 with Retry-After once an address has used its writes for the minute", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "3" });
    try {
      const headers = { "x-test-client-address": "203.0.113.7" };
      for (let i = 0; i < 3; i++) {
        const res = await limited.json("POST", "/api/inquiries", { body: contact(), headers });
        expect(res.status).toBe(201);
      }
      const blocked = await limited.json("POST", "/api/inquiries", { body: contact(), headers });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ success: false, message: VALIDATION_MESSAGES.tooManyRequests });
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another visitor is not affected.
      const other = await limited.json("POST", "/api/inquiries", {
        body: contact(),
        headers: { "x-test-client-address": "203.0.113.8" },
      });
      expect(other.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("admin inquiries", () => {
  it("needs a token to read, update or delete", async () => {
    for (const [method, url] of [
      ["GET", "/api/inquiries"],
      ["GET", "/api/inquiries/1"],
      ["PUT", "/api/inquiries/1"],
      ["DELETE", "/api/inquiries/1"],
    ] as const) {
      const res = await t.json(method, url, method === "PUT" ? { body: { status: "closed" } } : {});
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AUTH_MESSAGES.unauthorized);
    }
  });

  it("filters by status, pages with meta and searches names, email, phone, subject and message", async () => {
    const tag = `page${Date.now()}`;
    for (let i = 0; i < 5; i++)
      await t.json("POST", "/api/inquiries", { body: contact({ subject: `${tag} subject ${i}` }) });

    const first = await t.json("GET", `/api/inquiries?q=${tag}&limit=2&offset=0`, { token });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ total: 5, limit: 2, offset: 0, total_is_estimate: false });
    expect(first.body.data).toHaveLength(2);
    // Newest first.
    expect(first.body.data[0].subject).toBe(`${tag} subject 4`);
    const last = await t.json("GET", `/api/inquiries?q=${tag}&limit=2&offset=4`, { token });
    expect(last.body.data.map((x: { subject: string }) => x.subject)).toEqual([`${tag} subject 0`]);

    const id = first.body.data[0].inquiry_id;
    await t.json("PUT", `/api/inquiries/${id}`, { token, body: { status: "resolved" } });
    const resolved = await t.json("GET", `/api/inquiries?q=${tag}&status=resolved`, { token });
    expect(resolved.body.data.map((x: { inquiry_id: number }) => x.inquiry_id)).toEqual([id]);
    expect(resolved.body.meta.total).toBe(1);

    const unique = contact({
      first_name: "Zebulon",
      last_name: "Quartz",
      phone: "0542-1234567",
      message: "Rare words inside",
    });
    await t.json("POST", "/api/inquiries", { body: unique });
    for (const q of ["zebulon quartz", "QUARTZ", unique.email.toUpperCase(), "0542-1234567", "rare words"]) {
      const res = await t.json("GET", `/api/inquiries?q=${encodeURIComponent(q)}`, { token });
      expect(res.body.data.map((x: { email: string }) => x.email)).toEqual([unique.email]);
    }
  });

  it("answers a bare list with every row and no meta, as the spec's admin screen expects", async () => {
    for (let i = 0; i < 3; i++) await t.json("POST", "/api/inquiries", { body: contact() });
    const all = await t.json("GET", "/api/inquiries", { token });
    expect(all.status).toBe(200);
    expect(all.body.meta).toBeUndefined();
    const paged = await t.json("GET", "/api/inquiries?limit=1", { token });
    expect(paged.body.meta).toEqual({
      total: all.body.data.length,
      limit: 1,
      offset: 0,
      total_is_estimate: false,
    });
    expect(paged.body.data).toEqual([all.body.data[0]]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    const tag = `pct${Date.now()}`;
    await t.json("POST", "/api/inquiries", { body: contact({ subject: `${tag} 100% off` }) });
    await t.json("POST", "/api/inquiries", { body: contact({ subject: `${tag} 1000 off` }) });
    await t.json("POST", "/api/inquiries", { body: contact({ subject: `${tag} a_b` }) });
    await t.json("POST", "/api/inquiries", { body: contact({ subject: `${tag} axb` }) });
    const pct = await t.json("GET", `/api/inquiries?q=${encodeURIComponent(`${tag} 100%`)}`, { token });
    expect(pct.body.data.map((x: { subject: string }) => x.subject)).toEqual([`${tag} 100% off`]);
    const under = await t.json("GET", `/api/inquiries?q=${encodeURIComponent(`${tag} a_b`)}`, { token });
    expect(under.body.data.map((x: { subject: string }) => x.subject)).toEqual([`${tag} a_b`]);
    const backslash = await t.json("GET", `/api/inquiries?q=${encodeURIComponent("\\")}`, { token });
    expect(backslash.status).toBe(200);
  });

  it("refuses bad list parameters with 400", async () => {
    for (const query of [
      "status=done",
      "limit=0",
      "limit=1'",
      "offset=-1",
      "limit=100000",
      "inquiry_type=x",
    ]) {
      const res = await t.json("GET", `/api/inquiries?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it("reads one, sets any status in any order, and deletes", async () => {
    const body = contact();
    await t.json("POST", "/api/inquiries", { body });
    const [row] = await findByEmail(body.email);
    const id = row?.inquiry_id;

    const one = await t.json("GET", `/api/inquiries/${id}`, { token });
    expect(one.body.data).toMatchObject({ inquiry_id: id, email: body.email, status: "new" });

    for (const status of ["closed", "new", "resolved", "in_progress"]) {
      const res = await t.json("PUT", `/api/inquiries/${id}`, { token, body: { status } });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(status);
      expect(res.body.message).toBe(ADMIN_MESSAGES.statusUpdated);
    }
    const bad = await t.json("PUT", `/api/inquiries/${id}`, { token, body: { status: "done" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: "status", message: VALIDATION_MESSAGES.invalidValue }]);

    const del = await t.json("DELETE", `/api/inquiries/${id}`, { token });
    expect(del.body).toEqual({ success: true, data: null, message: ADMIN_MESSAGES.inquiryDeleted });
    expect((await t.json("GET", `/api/inquiries/${id}`, { token })).status).toBe(404);
    expect((await t.json("DELETE", `/api/inquiries/${id}`, { token })).status).toBe(404);
    expect((await t.json("PUT", `/api/inquiries/${id}`, { token, body: { status: "new" } })).status).toBe(
      404,
    );
    expect((await t.json("GET", "/api/inquiries/1'", { token })).status).toBe(404);
  });
});
