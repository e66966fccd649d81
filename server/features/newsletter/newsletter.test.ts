import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, AUTH_MESSAGES, VALIDATION_MESSAGES } from "#contract/messages";
import { HONEYPOT_FIELD } from "#contract/schemas/inquiry";
import { NEWSLETTER_MESSAGES } from "#contract/schemas/newsletter";
import { appSecret } from "#server/lib/app-secret";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { unsubscribeLink, unsubscribeToken } from "./unsubscribe-token";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = (prefix = "reader") => `${prefix}.${++counter}.${Date.now()}@example.test`;

interface Row {
  subscriber_id: number;
  email: string;
  name: string | null;
  status: string;
  source: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
}

async function rowsFor(email: string): Promise<Row[]> {
  const res = await t.json("GET", `/api/newsletter?q=${encodeURIComponent(email)}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

const subscribe = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.json("POST", "/api/newsletter/subscribe", { body, headers });

describe("POST /api/newsletter/subscribe", () => {
  it("adds a new address with 201, source 'footer' and a null name by default", async () => {
    const email = freshEmail();
    const res = await subscribe({ email, name: "" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.subscribed });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      email,
      name: null,
      status: "active",
      source: "footer",
      unsubscribed_at: null,
    });
    expect(Number.isNaN(Date.parse(row?.subscribed_at ?? ""))).toBe(false);
  });

  it("keeps the name and the blog source when given", async () => {
    const email = freshEmail();
    expect((await subscribe({ email, name: " Asha ", source: "blog" })).status).toBe(201);
    expect((await rowsFor(email))[0]).toMatchObject({ name: "Asha", source: "blog" });
  });

  it("answers an address already on the list (in any letter case) with 200 and never adds a second row", async () => {
    const local = `Case.${Date.now()}`;
    const first = await subscribe({ email: `${local}@Example.test` });
    expect(first.status).toBe(201);
    const again = await subscribe({ email: `${local.toLowerCase()}@eXAMPLE.TEST` });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.alreadySubscribed });
    const rows = await rowsFor(local);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe(`${local}@Example.test`);
  });

  it("keeps one row when 20 sign-ups of one address arrive at once", async () => {
    const email = freshEmail("burst");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => subscribe({ email: i % 2 ? email.toUpperCase() : email })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("refuses an invalid or missing address with the spec's message", async () => {
    for (const email of ["plainaddress", "a@b", "two@@example.test", "spaces in@example.test", "", 42]) {
      const res = await subscribe({ email });
      expect(res.status, String(email)).toBe(400);
      expect(res.body.message).toBe(VALIDATION_MESSAGES.invalidEmail);
      expect(res.body.errors).toEqual([{ field: "email", message: VALIDATION_MESSAGES.invalidEmail }]);
    }
    const missing = await subscribe({ name: "No address" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VALIDATION_MESSAGES.invalidEmail);
    const badSource = await subscribe({ email: freshEmail(), source: "popup" });
    expect(badSource.status).toBe(400);
    expect(badSource.body.errors).toEqual([{ field: "source", message: VALIDATION_MESSAGES.invalidValue }]);
  });

  it("answers a filled honeypot exactly like a new subscription and stores nothing", async () => {
    const email = freshEmail("bot");
    const res = await subscribe({ email, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await rowsFor(email)).toEqual([]);
  });

  it("is rate limited per client address with 429 and Retry-After", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "3" });
    try {
      const headers = { "x-test-client-address": "192.0.2.44" };
      for (let i = 0; i < 3; i++) {
        const res = await limited.json("POST", "/api/newsletter/subscribe", {
          body: { email: freshEmail() },
          headers,
        });
        expect(res.status).toBe(201);
      }
      const blocked = await limited.json("POST", "/api/newsletter/unsubscribe", {
        body: { email: freshEmail() },
        headers,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(VALIDATION_MESSAGES.tooManyRequests);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("unsubscribe", () => {
  it("unsubscribes by address (any case) and a later sign-up makes the address active again", async () => {
    const email = freshEmail("leaver");
    await subscribe({ email, name: "Leaver" });
    const [before] = await rowsFor(email);

    const res = await t.json("POST", "/api/newsletter/unsubscribe", { body: { email: email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.unsubscribed });
    const [gone] = await rowsFor(email);
    expect(gone).toMatchObject({ status: "unsubscribed", subscriber_id: before?.subscriber_id });
    expect(gone?.unsubscribed_at).not.toBeNull();

    const back = await subscribe({ email, source: "blog" });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(NEWSLETTER_MESSAGES.subscribed);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subscriber_id: before?.subscriber_id,
      status: "active",
      unsubscribed_at: null,
      name: "Leaver",
      source: "blog",
    });
    // subscribed_at records the consent now in force.
    expect(Date.parse(rows[0]?.subscribed_at ?? "")).toBeGreaterThanOrEqual(
      Date.parse(before?.subscribed_at ?? ""),
    );
  });

  it("gives an unknown address the same neutral answer", async () => {
    const res = await t.json("POST", "/api/newsletter/unsubscribe", {
      body: { email: freshEmail("stranger") },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.unsubscribed });
  });

  it("refuses a body with neither a valid address nor a token", async () => {
    const none = await t.json("POST", "/api/newsletter/unsubscribe", { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(VALIDATION_MESSAGES.invalidEmail);
    const bad = await t.json("POST", "/api/newsletter/unsubscribe", { body: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(VALIDATION_MESSAGES.invalidEmail);
  });

  it("works from the signed link in an e-mail, and the link keeps working", async () => {
    const email = freshEmail("linked");
    await subscribe({ email });
    const link = unsubscribeLink(t.deps.env.publicUrl, email.toUpperCase(), appSecret(t.deps.env));
    expect(link.startsWith(`${t.deps.env.publicUrl}/api/newsletter/unsubscribe?token=`)).toBe(true);
    const url = new URL(link);

    const res = await t.json("GET", `${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await rowsFor(email))[0]?.status).toBe("unsubscribed");
    expect((await t.json("GET", `${url.pathname}${url.search}`)).status).toBe(200);
  });

  it("accepts the signed token in a POST body too", async () => {
    const email = freshEmail("posted");
    await subscribe({ email });
    const signed = unsubscribeToken(email, appSecret(t.deps.env));
    const res = await t.json("POST", "/api/newsletter/unsubscribe", { body: { token: signed } });
    expect(res.status).toBe(200);
    expect((await rowsFor(email))[0]?.status).toBe("unsubscribed");
  });

  it("refuses forged, altered or malformed tokens with 400 and unsubscribes nobody", async () => {
    const email = freshEmail("victim");
    await subscribe({ email });
    const genuine = unsubscribeToken(email, appSecret(t.deps.env));
    const [address, sig] = genuine.split(".") as [string, string];
    const otherAddress = Buffer.from(freshEmail("other"), "utf8").toString("base64url");
    const flipped = `${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
    const forged = [
      unsubscribeToken(email, "a-secret-the-attacker-guessed-000000"),
      `${address}.${flipped}`,
      `${otherAddress}.${sig}`,
      `${address}.`,
      address,
      "not a token",
      `${address}.${sig}.extra`,
    ];
    for (const bad of forged) {
      const viaGet = await t.json("GET", `/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(viaGet.status, bad).toBe(400);
      expect(viaGet.body).toEqual({
        success: false,
        message: NEWSLETTER_MESSAGES.invalidUnsubscribeLink,
        errors: [{ field: "token", message: NEWSLETTER_MESSAGES.invalidUnsubscribeLink }],
      });
      const viaPost = await t.json("POST", "/api/newsletter/unsubscribe", { body: { token: bad } });
      expect(viaPost.status, bad).toBe(400);
    }
    const missing = await t.json("GET", "/api/newsletter/unsubscribe");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
    expect((await rowsFor(email))[0]?.status).toBe("active");
  });

  it("keeps the generated secret in DATA_DIR so links survive a restart", () => {
    const env = t.deps.env;
    const file = path.join(env.dataDir, "secret");
    const secret = appSecret(env);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    expect(appSecret({ ...env, APP_SECRET: "configured-secret-of-enough-length" })).toBe(
      "configured-secret-of-enough-length",
    );
  });
});

describe("admin newsletter", () => {
  it("needs a token", async () => {
    const res = await t.json("GET", "/api/newsletter");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.unauthorized);
    expect((await t.json("DELETE", "/api/newsletter/1")).status).toBe(401);
  });

  it("filters by status, searches and pages with meta", async () => {
    const tag = `list${Date.now()}`;
    const emails = Array.from({ length: 4 }, (_, i) => `${tag}.${i}@example.test`);
    for (const email of emails) await subscribe({ email });
    await t.json("POST", "/api/newsletter/unsubscribe", { body: { email: emails[0] } });

    const page = await t.json("GET", `/api/newsletter?q=${tag}&limit=3`, { token });
    expect(page.body.meta).toEqual({ total: 4, limit: 3, offset: 0 });
    expect(page.body.data).toHaveLength(3);
    const active = await t.json("GET", `/api/newsletter?q=${tag}&status=active`, { token });
    expect(active.body.meta.total).toBe(3);
    const gone = await t.json("GET", `/api/newsletter?q=${tag}&status=unsubscribed`, { token });
    expect(gone.body.data.map((r: Row) => r.email)).toEqual([emails[0]]);
    expect((await t.json("GET", "/api/newsletter?status=bounced", { token })).status).toBe(400);
  });

  it("deletes a subscriber; unknown ids are 404", async () => {
    const email = freshEmail("deleted");
    await subscribe({ email });
    const [row] = await rowsFor(email);
    const url = `/api/newsletter/${row?.subscriber_id}`;
    const deleted = await t.json("DELETE", url, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: null, message: ADMIN_MESSAGES.subscriberDeleted });
    expect(await rowsFor(email)).toEqual([]);
    expect((await t.json("DELETE", url, { token })).status).toBe(404);
    expect((await t.json("DELETE", "/api/newsletter/x1", { token })).status).toBe(404);
  });
});
