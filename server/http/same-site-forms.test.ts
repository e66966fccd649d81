// Another website cannot make a visitor's browser post the site's anonymous forms; browsers, same-site pages
// and clients that are not browsers (no Origin, no Sec-Fetch-Site) still can.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
let own: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://academy.example" });
  own = t.deps.env.publicUrl;
});
afterAll(() => t.close());

const inquiry = (email: string) => ({
  first_name: "Asha",
  last_name: "Rao",
  email,
  phone: "+91 98765 43210",
  message: "About the next batch",
});
const FORMS: [string, (email: string) => unknown][] = [
  ["/api/inquiries", inquiry],
  [
    "/api/consultations",
    (email) => ({ name: "Asha Rao", email, phone: "+91 98765 43210", message: "A consultation" }),
  ],
  ["/api/newsletter/subscribe", (email) => ({ email })],
  ["/api/newsletter/confirm", () => ({ token: "a-confirmation-token" })],
  // Only the one-click address, whose query carries a signed token, may be posted from elsewhere
  // (server/features/newsletter/newsletter.test.ts); the page's JSON form may not.
  ["/api/newsletter/unsubscribe", () => ({ token: "an-unsubscribe-token" })],
];

async function storedInquiryEmails(): Promise<string[]> {
  const res = await t.json("GET", "/api/inquiries?limit=500", { token: await t.adminToken() });
  return (res.body.data as { email: string }[]).map((r) => r.email);
}

describe("public forms and where they are sent from", () => {
  it.each(FORMS)(
    "%s refuses a cross-site browser request with 403 and a clear message",
    async (path, body) => {
      const refused: Record<string, string>[] = [
        { "sec-fetch-site": "cross-site" },
        { origin: "https://evil.example" },
        { origin: "https://academy.example.evil.example" },
        { origin: "http://academy.example" },
        { origin: "null" },
        { origin: "not a url" },
        { "sec-fetch-site": "cross-site", origin: own },
      ];
      for (const headers of refused) {
        const res = await t.json("POST", path, { body: body(`x${Date.now()}@example.com`), headers });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.body).toEqual({ success: false, message: V.crossSiteForm });
      }
    },
  );

  it("stores nothing from a refused request, and refuses url-encoded and multipart bodies alike", async () => {
    const email = "forged@example.com";
    const encoded = new URLSearchParams(inquiry(email) as Record<string, string>).toString();
    const forms = new FormData();
    for (const [k, v] of Object.entries(inquiry(email))) forms.set(k, v);
    for (const [body, type] of [
      [encoded, "application/x-www-form-urlencoded"],
      [forms, undefined],
    ] as const) {
      const res = await t.request("POST", "/api/inquiries", {
        body,
        headers: { origin: "https://evil.example", ...(type ? { "content-type": type } : {}) },
      });
      expect(res.status).toBe(403);
    }
    expect(await storedInquiryEmails()).not.toContain(email);
  });

  it("accepts the site's own pages, same-site requests, and clients that send neither header", async () => {
    const accepted: Record<string, string>[] = [
      { origin: own, "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
      {},
      { origin: "http://127.0.0.1:4000", host: "127.0.0.1:4000" },
    ];
    for (const [i, headers] of accepted.entries()) {
      const email = `own${i}@example.com`;
      const res = await t.json("POST", "/api/inquiries", { body: inquiry(email), headers });
      expect(res.status, JSON.stringify(headers)).toBe(201);
      expect(await storedInquiryEmails()).toContain(email);
    }
  });

  it("leaves staff requests with a bearer token alone: a page cannot make a browser send one", async () => {
    const token = await t.adminToken();
    const list = await t.json("GET", "/api/inquiries?limit=1", { token });
    const id = (list.body.data as { inquiry_id: number }[])[0]?.inquiry_id;
    const res = await t.json("PUT", `/api/inquiries/${id}`, {
      token,
      body: { status: "in_progress" },
      headers: { origin: "https://admin-tool.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });

  it("still validates a same-site request's body", async () => {
    const res = await t.json("POST", "/api/inquiries", { body: { email: "x" }, headers: { origin: own } });
    expect(res.status).toBe(400);
  });
});
