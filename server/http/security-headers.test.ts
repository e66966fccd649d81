import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function directives(csp: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(" "));
  }
  return map;
}

describe("security headers", () => {
  it("are on every API response, success and error alike", async () => {
    for (const [method, path] of [
      ["GET", "/api/health"],
      ["GET", "/api/no-such-thing"],
      ["POST", "/api/testimonials"],
    ] as const) {
      const res = await t.request(method, path);
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp.get("object-src"), path).toBe("'none'");
      expect(csp.get("base-uri"), path).toBe("'none'");
      expect(csp.get("frame-ancestors"), path).toBe("'none'");
      expect(csp.get("default-src"), path).toBe("'self'");
      expect(csp.get("script-src"), path).not.toContain("unsafe-inline");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.has("x-powered-by")).toBe(false);
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("asks browsers for HTTPS only when the site is served over HTTPS", async () => {
    expect((await t.request("GET", "/api/health")).headers.has("strict-transport-security")).toBe(false);
    const https = await createTestApp({ PUBLIC_URL: "https://academy.example" });
    try {
      const res = await https.request("GET", "/api/health");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await https.close();
    }
  });

  it("keep other sites' windows away from every page, letting Checkout's windows report to the payment pages", async () => {
    const opener = async (path: string) =>
      (await t.request("GET", path)).headers.get("cross-origin-opener-policy");
    for (const path of [
      "/",
      "/hi/courses",
      "/consultation",
      "/admin/leads",
      "/certificate/ABC",
      "/api/health",
    ])
      expect(await opener(path), path).toBe("same-origin");
    for (const path of ["/enrolment/12", "/hi/consultation/booking"])
      expect(await opener(path), path).toBe("same-origin-allow-popups");
  });

  it("gives each response its own script nonce", async () => {
    const nonce = async () =>
      directives((await t.request("GET", "/api/health")).headers.get("content-security-policy"))
        .get("script-src")
        ?.match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(a).not.toBe(b);
  });

  it("locks uploaded files down to a sandbox, even when missing", async () => {
    const res = await t.request("GET", "/uploads/nothing-here.webp");
    expect(res.status).toBe(404);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("compression", () => {
  beforeAll(async () => {
    const token = await t.adminToken();
    // Enough testimonials that the list is well over the 1 KB compression threshold.
    for (let i = 0; i < 12; i++)
      await t.json("POST", "/api/testimonials", {
        token,
        body: {
          name: `Student ${i}`,
          testimonial_text: "Learned a great deal about Vastu and numerology. ".repeat(3),
        },
      });
  });

  it("gzips a JSON response when the client accepts gzip, fresh and from the cache", async () => {
    const plain = await (await t.request("GET", "/api/testimonials")).json();
    for (let round = 0; round < 2; round++) {
      const res = await t.request("GET", "/api/testimonials", { headers: { "accept-encoding": "gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
      expect(body).toEqual(plain);
    }
  });

  it("sends plain JSON to a client that does not accept gzip", async () => {
    const res = await t.request("GET", "/api/testimonials", { headers: { "accept-encoding": "identity" } });
    expect(res.headers.has("content-encoding")).toBe(false);
    expect((await res.json()).success).toBe(true);
  });
});
