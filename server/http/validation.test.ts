// Hostile and clumsy input against a real admin write (POST /api/testimonials): every one gets a 4xx in the
// error envelope, never a 500, and nothing reaches the table.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { JSON_BODY_MAX_BYTES, MAX_LONG_TEXT, MAX_SHORT_TEXT } from "#contract/constants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
let token: string;
let rowsBefore: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

async function countRows(): Promise<number> {
  const result = await t.deps.database.db.execute(sql`select count(*)::int as n from testimonials`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}
beforeEach(async () => {
  rowsBefore = await countRows();
});

const valid = { name: "Priya Sharma", testimonial_text: "A clear and patient teacher." };

/** Sends raw text with a content type of our choosing, as a careless or hostile client would. */
function post(body: BodyInit, contentType = "application/json", extra: Record<string, string> = {}) {
  return t.request("POST", "/api/testimonials", {
    token,
    body: body as never,
    headers: { "content-type": contentType, ...extra },
  });
}

async function expectRefused(res: Response, status: number, message?: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe("string");
  if (message) expect(body.message).toBe(message);
  expect(await countRows()).toBe(rowsBefore);
  return body;
}

describe("request bodies", () => {
  it("accepts the valid body (the control)", async () => {
    const res = await post(JSON.stringify({ ...valid, name: "Ānanda 🙏 Mishra" }));
    expect(res.status).toBe(201);
    expect(await countRows()).toBe(rowsBefore + 1);
  });

  it("refuses a NUL byte in text", async () => {
    await expectRefused(
      await post(JSON.stringify({ ...valid, name: "Priya\u0000Sharma" })),
      400,
      V.invalidValue,
    );
    await expectRefused(await post(`{"name":"a\\u0000b","testimonial_text":"x"}`), 400);
  });

  it("refuses over-long strings", async () => {
    const body = await expectRefused(
      await post(JSON.stringify({ ...valid, name: "x".repeat(MAX_SHORT_TEXT + 1) })),
      400,
      V.tooLong,
    );
    expect(body.errors).toContainEqual({ field: "name", message: V.tooLong });
    await expectRefused(
      await post(JSON.stringify({ ...valid, testimonial_text: "x".repeat(MAX_LONG_TEXT + 1) })),
      400,
    );
  });

  it("refuses wrong types field by field", async () => {
    for (const patch of [
      { name: 123 },
      { name: null },
      { name: ["Priya"] },
      { name: { first: "Priya" } },
      { rating: "five" },
      { rating: 3.5 },
      { rating: true },
      { rating: "4'" },
      { rating: 1e308 },
      { is_active: "yes" },
      { is_featured: 2 },
      { display_order: -1 },
      { display_order: "1; drop table testimonials" },
      { avatar_url: "javascript:alert(1)" },
      { avatar_url: "data:image/png;base64,AAAA" },
    ]) {
      const body = await expectRefused(await post(JSON.stringify({ ...valid, ...patch })), 400);
      expect(body.errors?.length, JSON.stringify(patch)).toBeGreaterThan(0);
    }
  });

  it("refuses malformed JSON and bytes that are not UTF-8 text", async () => {
    for (const text of ['{"name": "x",', "{name: 'x'}", "{", "undefined", '{"a":1}}', "\uFEFF{}x"])
      await expectRefused(await post(text), 400);
    await expectRefused(await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 400);
  });

  it("refuses an empty JSON body", async () => {
    await expectRefused(await post(""), 400);
  });

  it("refuses duplicate keys, at any depth", async () => {
    await expectRefused(await post('{"name":"a","name":"b","testimonial_text":"x"}'), 400);
    await expectRefused(await post('{"name":"a","n\\u0061me":"b","testimonial_text":"x"}'), 400);
    await expectRefused(await post('{"name":"a","testimonial_text":"x","extra":{"k":1,"k":2}}'), 400);
  });

  it("refuses __proto__, constructor and prototype keys, at any depth", async () => {
    for (const text of [
      '{"__proto__":{"is_active":false},"name":"a","testimonial_text":"x"}',
      '{"name":"a","testimonial_text":"x","constructor":{"prototype":{"polluted":true}}}',
      '{"name":"a","testimonial_text":"x","nested":[{"__proto__":{"polluted":true}}]}',
      '{"name":"a","testimonial_text":"x","\\u005f_proto__":{}}',
    ])
      await expectRefused(await post(text), 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses arrays and other non-objects as the body", async () => {
    for (const text of [JSON.stringify([valid]), '"text"', "42", "null", "true"])
      await expectRefused(await post(text), 400);
  });

  it("refuses absurdly deep nesting without falling over", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    await expectRefused(await post(`{"name":${deep},"testimonial_text":"x"}`), 400);
  });

  it("refuses a JSON body over 1 MB with 413, with or without a Content-Length", async () => {
    const big = JSON.stringify({ ...valid, testimonial_text: "x".repeat(JSON_BODY_MAX_BYTES) });
    await expectRefused(
      await post(big, "application/json", { "content-length": String(Buffer.byteLength(big)) }),
      413,
      V.bodyTooLarge,
    );
    const chunks = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks.length; i += 64 * 1024) controller.enqueue(chunks.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const res = await t.app.request("/api/testimonials", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectRefused(res, 413, V.bodyTooLarge);
  });

  it("refuses a content type it does not read with 415", async () => {
    for (const type of ["text/plain", "application/xml", "image/png", "application/octet-stream"])
      await expectRefused(await post(JSON.stringify(valid), type), 415, V.unsupportedMediaType);
  });

  it("refuses a form field sent twice, and prototype keys in forms", async () => {
    const twice = new FormData();
    twice.append("name", "a");
    twice.append("name", "b");
    twice.append("testimonial_text", "x");
    await expectRefused(await t.request("POST", "/api/testimonials", { token, body: twice }), 400);
    const proto = new FormData();
    proto.append("name", "a");
    proto.append("testimonial_text", "x");
    proto.append("__proto__", "x");
    await expectRefused(await t.request("POST", "/api/testimonials", { token, body: proto }), 400);
    await expectRefused(
      await post("name=a&testimonial_text=x&constructor=1", "application/x-www-form-urlencoded"),
      400,
    );
  });

  it("refuses a multipart body that is not multipart", async () => {
    await expectRefused(await post("not a multipart body", "multipart/form-data; boundary=xyz"), 400);
  });
});

describe("query strings and path ids", () => {
  it("refuses bad filter values and prototype keys in the query", async () => {
    for (const query of ["is_active=maybe", "is_featured=1'", "__proto__=1", "constructor=x"]) {
      const res = await t.json("GET", `/api/testimonials?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it("treats ids that cannot exist as not found", async () => {
    for (const id of ["1'", "1e3", "-1", "0", "01", "1.0", "99999999999", "%00", "abc", "1%20"]) {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const res = await t.json(method, `/api/testimonials/${id}`, {
          token,
          ...(method === "PUT" ? { body: { rating: 4 } } : {}),
        });
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(res.body).toEqual({ success: false, message: V.notFound });
      }
    }
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    const res = await t.json("GET", "/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: V.notFound });
  });
});
