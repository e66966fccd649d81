import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, AUTH_MESSAGES } from "#contract/admin-messages";
import { todayInIndia } from "#contract/fields";
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

/** YYYY-MM-DD, `days` after today in India. */
function indiaDatePlus(days: number): string {
  return todayInIndia(new Date(Date.now() + days * 86_400_000));
}

let counter = 0;
function booking(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    name: "Rohan Verma",
    email: `rohan.${counter}.${Date.now()}@example.test`,
    phone: "+91 91234 56789",
    service_type: "land_selection",
    preferred_date: indiaDatePlus(3),
    location: "Varanasi",
    message: "Looking at a plot near Sarnath.",
    ...overrides,
  };
}

async function findByEmail(email: string) {
  const res = await t.json("GET", `/api/consultations?q=${encodeURIComponent(email)}`, { token });
  return res.body.data as { request_id: number; email: string }[];
}

describe("POST /api/consultations (public)", () => {
  it("stores a request without a token and answers with the spec's message", async () => {
    const body = booking();
    const res = await t.json("POST", "/api/consultations", { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: null, message: PUBLIC_MESSAGES.consultationSuccess });
    const [row] = await findByEmail(body.email);
    expect(row).toMatchObject({
      name: body.name,
      service_type: "land_selection",
      preferred_date: body.preferred_date,
      location: "Varanasi",
      status: "new",
      admin_notes: null,
    });
  });

  it("leaves service type, date and location optional; blanks are stored as null", async () => {
    const body = booking({ service_type: "", preferred_date: "", location: "" });
    expect((await t.json("POST", "/api/consultations", { body })).status).toBe(201);
    const [row] = await findByEmail(body.email);
    expect(row).toMatchObject({ service_type: null, preferred_date: null, location: null });
    const minimal = booking({ service_type: undefined, preferred_date: undefined, location: undefined });
    expect((await t.json("POST", "/api/consultations", { body: minimal })).status).toBe(201);
  });

  it("takes today in India as the earliest preferred date", async () => {
    const today = await t.json("POST", "/api/consultations", {
      body: booking({ preferred_date: todayInIndia() }),
    });
    expect(today.status).toBe(201);
    const past = await t.json("POST", "/api/consultations", {
      body: booking({ preferred_date: indiaDatePlus(-1) }),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(VALIDATION_MESSAGES.preferredDateInPast);
    expect(past.body.errors).toEqual([
      { field: "preferred_date", message: VALIDATION_MESSAGES.preferredDateInPast },
    ]);
  });

  it("refuses malformed dates, unknown services and missing required fields", async () => {
    for (const preferred_date of ["2030-02-30", "2030-1-5", "05/01/2030", "tomorrow", 20300101]) {
      const res = await t.json("POST", "/api/consultations", { body: booking({ preferred_date }) });
      expect(res.status, String(preferred_date)).toBe(400);
      expect(res.body.errors).toEqual([
        { field: "preferred_date", message: VALIDATION_MESSAGES.invalidValue },
      ]);
    }
    const service = await t.json("POST", "/api/consultations", {
      body: booking({ service_type: "astrology" }),
    });
    expect(service.status).toBe(400);
    expect(service.body.errors).toEqual([
      { field: "service_type", message: VALIDATION_MESSAGES.invalidValue },
    ]);

    const empty = await t.json("POST", "/api/consultations", { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(["name", "email", "phone", "message"]),
    );
    const noMessage = await t.json("POST", "/api/consultations", { body: booking({ message: " " }) });
    expect(noMessage.body.errors).toEqual([{ field: "message", message: VALIDATION_MESSAGES.required }]);
    const badEmail = await t.json("POST", "/api/consultations", { body: booking({ email: "a@b" }) });
    expect(badEmail.body.errors).toEqual([{ field: "email", message: VALIDATION_MESSAGES.invalidEmail }]);
  });

  it("refuses a phone that is not a phone number, naming the field", async () => {
    const res = await t.json("POST", "/api/consultations", { body: booking({ phone: "ring me" }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.errors).toEqual([{ field: "phone", message: VALIDATION_MESSAGES.invalidPhone }]);
    expect(
      (await t.json("POST", "/api/consultations", { body: booking({ phone: "+44 20 7946 0958" }) })).status,
    ).toBe(201);
  });

  it("answers a filled honeypot exactly like success and stores nothing", async () => {
    const body = booking({ [HONEYPOT_FIELD]: "I am a bot" });
    const res = await t.json("POST", "/api/consultations", { body });
    const real = await t.json("POST", "/api/consultations", { body: booking() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(real.body);
    expect(await findByEmail(body.email)).toEqual([]);
  });

  it("is rate limited per client address with 429 and Retry-After", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "3" });
    try {
      const headers = { "x-test-client-address": "198.51.100.4" };
      for (let i = 0; i < 3; i++)
        expect((await limited.json("POST", "/api/consultations", { body: booking(), headers })).status).toBe(
          201,
        );
      const blocked = await limited.json("POST", "/api/consultations", { body: booking(), headers });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(VALIDATION_MESSAGES.tooManyRequests);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("admin consultations", () => {
  it("needs a token", async () => {
    const res = await t.json("GET", "/api/consultations");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.unauthorized);
    expect((await t.json("PUT", "/api/consultations/1", { body: { status: "contacted" } })).status).toBe(401);
    expect((await t.json("DELETE", "/api/consultations/1")).status).toBe(401);
  });

  it("filters by status and pages with meta", async () => {
    const tag = `loc${Date.now()}`;
    for (let i = 0; i < 3; i++)
      await t.json("POST", "/api/consultations", { body: booking({ location: `${tag} ${i}` }) });
    const page = await t.json("GET", `/api/consultations?q=${tag}&limit=2`, { token });
    expect(page.body.meta).toEqual({ total: 3, limit: 2, offset: 0, total_is_estimate: false });
    expect(page.body.data.map((x: { location: string }) => x.location)).toEqual([`${tag} 2`, `${tag} 1`]);
    const rest = await t.json("GET", `/api/consultations?q=${tag}&limit=2&offset=2`, { token });
    expect(rest.body.data.map((x: { location: string }) => x.location)).toEqual([`${tag} 0`]);

    const id = page.body.data[0].request_id;
    await t.json("PUT", `/api/consultations/${id}`, { token, body: { status: "scheduled" } });
    const scheduled = await t.json("GET", `/api/consultations?q=${tag}&status=scheduled`, { token });
    expect(scheduled.body.data.map((x: { request_id: number }) => x.request_id)).toEqual([id]);
    expect((await t.json("GET", "/api/consultations?status=open", { token })).status).toBe(400);
  });

  it("updates status and notes separately or together, in any order", async () => {
    const body = booking();
    await t.json("POST", "/api/consultations", { body });
    const [row] = await findByEmail(body.email);
    const url = `/api/consultations/${row?.request_id}`;

    const notes = await t.json("PUT", url, { token, body: { admin_notes: "Call after 5 pm" } });
    expect(notes.status).toBe(200);
    expect(notes.body.data).toMatchObject({ status: "new", admin_notes: "Call after 5 pm" });

    const status = await t.json("PUT", url, { token, body: { status: "completed" } });
    expect(status.body.data).toMatchObject({ status: "completed", admin_notes: "Call after 5 pm" });

    const both = await t.json("PUT", url, { token, body: { status: "new", admin_notes: "" } });
    expect(both.body.data).toMatchObject({ status: "new", admin_notes: null });

    const nothing = await t.json("PUT", url, { token, body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(VALIDATION_MESSAGES.invalidRequest);
    const badStatus = await t.json("PUT", url, { token, body: { status: "done" } });
    expect(badStatus.body.errors).toEqual([{ field: "status", message: VALIDATION_MESSAGES.invalidValue }]);

    const one = await t.json("GET", url, { token });
    expect(one.body.data.email).toBe(body.email);
  });

  it("deletes; unknown ids are 404", async () => {
    const body = booking();
    await t.json("POST", "/api/consultations", { body });
    const [row] = await findByEmail(body.email);
    const url = `/api/consultations/${row?.request_id}`;
    const del = await t.json("DELETE", url, { token });
    expect(del.body).toEqual({ success: true, data: null, message: ADMIN_MESSAGES.deleted });
    expect((await t.json("GET", url, { token })).status).toBe(404);
    expect((await t.json("PUT", url, { token, body: { status: "new" } })).status).toBe(404);
    expect((await t.json("DELETE", url, { token })).status).toBe(404);
    expect((await t.json("GET", "/api/consultations/abc", { token })).status).toBe(404);
  });
});
