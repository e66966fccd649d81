// The CSV exports through the real app and database: the list's filters, the file's framing (byte-order mark,
// header, CRLF), quoting and formula safety, every row exactly once across batches, and staff-only access.
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { indiaDatePlus } from "#contract/leads";
import { EXPORT_BATCH_SIZE } from "#server/resources/resource-routes";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const unique = () => `x${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function download(path: string, bearer: string | undefined = token) {
  const res = await t.request("GET", path, { token: bearer });
  // Response.text() would drop the byte-order mark that the file must carry.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { res, text };
}

/** The file's rows after its byte-order mark, parsed as RFC 4180 with CRLF line ends. */
function rowsOf(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(text.slice(1), { newline: "\r\n" });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function contact(overrides: Record<string, unknown>) {
  const res = await t.json("POST", "/api/inquiries", {
    body: {
      first_name: "Priya",
      last_name: "Sharma",
      email: `priya.${unique()}@example.test`,
      phone: "+91 98765 43210",
      subject: "Vastu for a new flat",
      message: "Which course suits a beginner?",
      inquiry_type: "general",
      ...overrides,
    },
  });
  expect(res.status).toBe(201);
}

describe("GET /api/newsletter/export.csv", () => {
  it("streams every matching subscriber once, in the list's order, across many batches", async () => {
    const tag = unique();
    const rows = EXPORT_BATCH_SIZE * 2 + 37;
    // Many subscribers share one instant (the keyset must break ties by id) and the others differ by
    // microseconds only (a cursor read into a JS Date would lose them).
    await t.deps.database.db.execute(sql`
      insert into newsletter_subscribers (email, name, status, subscribed_at)
      select ${tag} || '-' || i || '@example.org', 'Reader ' || i,
             case when i % 3 = 0 then 'unsubscribed' else 'active' end,
             case when i % 2 = 0 then timestamptz '2025-03-01 10:00:00.123456+00'
                  else timestamptz '2025-03-01 10:00:00+00' + i * interval '1 microsecond' end
      from generate_series(1, ${rows}::int) as i`);

    const { res, text } = await download(`/api/newsletter/export.csv?q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter_subscribers_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const csv = rowsOf(text);
    expect(csv[0]).toEqual(["Email", "Name", "Status", "Source", "Subscribed At", "Unsubscribed At"]);
    const emails = csv.slice(1).map((r) => r[0]);
    expect(emails).toHaveLength(rows);
    expect(new Set(emails).size).toBe(rows);
    // No line break after the last row, as before.
    expect(text.endsWith("\r\n")).toBe(false);

    // The same order as the list's pages.
    const listed: string[] = [];
    for (let offset = 0; offset < rows; offset += 100) {
      const page = await t.json("GET", `/api/newsletter?q=${tag}&limit=100&offset=${offset}`, { token });
      listed.push(...page.body.data.map((s: { email: string }) => s.email));
    }
    expect(emails).toEqual(listed);

    // The status filter, as the list applies it.
    const unsubscribed = rowsOf(
      (await download(`/api/newsletter/export.csv?q=${tag}&status=unsubscribed`)).text,
    );
    expect(unsubscribed).toHaveLength(Math.floor(rows / 3) + 1);
    expect(new Set(unsubscribed.slice(1).map((r) => r[2]))).toEqual(new Set(["unsubscribed"]));
  });

  it("keeps the columns as the admin knew them: the source label, ISO times, empty cells for nothing", async () => {
    const tag = unique();
    const email = `${tag}@example.com`;
    // Subscribing answers 200 whatever the address's state (double opt-in).
    expect((await t.json("POST", "/api/newsletter/subscribe", { body: { email, name: null } })).status).toBe(
      200,
    );
    const [listed] = (await t.json("GET", `/api/newsletter?q=${tag}`, { token })).body.data;
    const csv = rowsOf((await download(`/api/newsletter/export.csv?q=${tag}`)).text);
    expect(csv).toEqual([
      ["Email", "Name", "Status", "Source", "Subscribed At", "Unsubscribed At"],
      [email, "", listed.status, listed.source, listed.subscribed_at, ""],
    ]);
    expect(listed.subscribed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("stops reading when the client goes away, and the next export is whole", async () => {
    const tag = unique();
    const rows = EXPORT_BATCH_SIZE * 3;
    await t.deps.database.db.execute(sql`
      insert into newsletter_subscribers (email, subscribed_at)
      select ${tag} || '-' || i || '@example.org', now() - i * interval '1 second'
      from generate_series(1, ${rows}::int) as i`);
    const res = await t.request("GET", `/api/newsletter/export.csv?q=${tag}`, { token });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    expect(rowsOf((await download(`/api/newsletter/export.csv?q=${tag}`)).text)).toHaveLength(rows + 1);
  });

  it("answers only the header when nothing matches", async () => {
    const { text } = await download(`/api/newsletter/export.csv?q=${unique()}`);
    expect(text).toBe("\uFEFFEmail,Name,Status,Source,Subscribed At,Unsubscribed At");
  });
});

describe("GET /api/inquiries/export.csv", () => {
  it("applies the status and type filters and the search", async () => {
    const tag = unique();
    await contact({ subject: `${tag} general`, inquiry_type: "general" });
    await contact({ subject: `${tag} course`, inquiry_type: "course" });
    await contact({ subject: `${tag} other`, inquiry_type: "general" });
    const all = (await t.json("GET", `/api/inquiries?q=${tag}`, { token })).body.data as {
      inquiry_id: number;
      subject: string;
    }[];
    const resolved = all.find((i) => i.subject === `${tag} other`);
    expect(
      (await t.json("PUT", `/api/inquiries/${resolved?.inquiry_id}`, { token, body: { status: "resolved" } }))
        .status,
    ).toBe(200);

    const subjects = async (query: string) =>
      rowsOf((await download(`/api/inquiries/export.csv?q=${tag}${query}`)).text)
        .slice(1)
        .map((r) => r[6]);
    expect((await subjects("")).sort()).toEqual([`${tag} course`, `${tag} general`, `${tag} other`]);
    expect(await subjects("&inquiry_type=course")).toEqual([`${tag} course`]);
    expect(await subjects("&status=new&inquiry_type=general")).toEqual([`${tag} general`]);
    expect(await subjects("&status=resolved")).toEqual([`${tag} other`]);
    // limit and offset belong to the screen's page, not to the file.
    expect(await subjects("&limit=1&offset=1")).toHaveLength(3);
  });

  it("quotes commas, quotes and line breaks, and defuses every cell a spreadsheet would run", async () => {
    const tag = unique();
    const dangerous = ["=1+2", "+91 formula", "-2", "@SUM(A1)", "\tindented", "\rreturn"];
    // Written to the table directly: the forms trim a leading tab or CR, but older rows or imports may hold one.
    for (const [i, start] of dangerous.entries())
      await t.deps.database.db.execute(sql`
        insert into inquiries (first_name, last_name, email, phone, subject, message)
        values (${`=cmd${i}`}, 'Sharma', ${`${tag}.${i}@example.test`}, '+91 98765 43210', ${`${tag} ${i}`},
                ${`${start}\nsecond line`})`);
    await contact({ subject: `${tag} quoted`, message: 'Verma, "Asha"\nJr', last_name: "a = b - c" });

    const { text } = await download(`/api/inquiries/export.csv?q=${tag}`);
    expect(text).toContain('"Verma, ""Asha""\nJr"');
    const csv = rowsOf(text);
    expect(csv[0]).toEqual([
      "Received At",
      "First Name",
      "Last Name",
      "Email",
      "Phone",
      "Type",
      "Subject",
      "Message",
      "Status",
    ]);
    const bySubject = new Map(csv.slice(1).map((r) => [r[6], r]));
    for (const [i, start] of dangerous.entries()) {
      const row = bySubject.get(`${tag} ${i}`);
      expect(row?.[7]).toBe(`'${start}\nsecond line`);
      expect(row?.[1]).toBe(`'=cmd${i}`);
    }
    const quoted = bySubject.get(`${tag} quoted`);
    expect(quoted?.[7]).toBe('Verma, "Asha"\nJr');
    // Formula characters inside a cell are left alone; a phone number's leading + is defused like any other.
    expect(quoted?.[2]).toBe("a = b - c");
    expect(quoted?.[4]).toBe("'+91 98765 43210");
  });
});

describe("GET /api/consultations/export.csv", () => {
  it("exports the requests matching the status filter, the default service named", async () => {
    const tag = unique();
    for (const location of [`${tag} Varanasi`, `${tag} Delhi`]) {
      const res = await t.json("POST", "/api/consultations", {
        body: {
          name: "Asha Verma",
          email: `${unique()}@example.test`,
          phone: "9876543210",
          location,
          message: "A plot",
        },
      });
      expect(res.status).toBe(201);
    }
    const [first] = (await t.json("GET", `/api/consultations?q=${tag} Delhi`, { token })).body.data;
    await t.json("PUT", `/api/consultations/${first.request_id}`, { token, body: { status: "completed" } });

    const csv = rowsOf((await download(`/api/consultations/export.csv?q=${tag}&status=completed`)).text);
    expect(csv[0]).toEqual([
      "Received At",
      "Name",
      "Email",
      "Phone",
      "Service",
      "Preferred Date",
      "Booked From (IST)",
      "Booked Until (IST)",
      "Location",
      "Message",
      "Status",
      "Admin Notes",
    ]);
    expect(csv.slice(1).map((r) => [r[4], r[8], r[10]])).toEqual([
      ["General Consultation", `${tag} Delhi`, "completed"],
    ]);
  });
});

describe("a booked consultation in the export", () => {
  it("gives the time the booking took, in IST", async () => {
    const hours = [{ start: "10:00", end: "12:00" }];
    const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
    const put = await t.json("PUT", "/api/consultations/availability", {
      token,
      body: {
        weekly_hours: Object.fromEntries(days.map((d) => [d, hours])),
        slot_minutes: 60,
        buffer_minutes: 0,
        min_notice_minutes: 0,
        days_ahead: 30,
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const day = indiaDatePlus(new Date(), 2);
    const slots = (await t.json("GET", `/api/consultations/slots?from=${day}&to=${day}`)).body.data;
    const email = `${unique()}@example.test`;
    const booked = await t.json("POST", "/api/consultations", {
      body: {
        name: "Asha Verma",
        email,
        phone: "9876543210",
        message: "A plot",
        slot_starts_at: slots[0].starts_at,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const csv = rowsOf((await download(`/api/consultations/export.csv?q=${email}`)).text);
    expect(csv.slice(1).map((r) => [r[6], r[7]])).toEqual([[`${day} 10:00`, `${day} 11:00`]]);
    await t.json("DELETE", "/api/consultations/availability", { token });
  });
});

describe("export access and input", () => {
  it.each(["/api/newsletter/export.csv", "/api/inquiries/export.csv", "/api/consultations/export.csv"])(
    "%s: 401 without a staff token, 400 for a filter the list refuses",
    async (path) => {
      for (const bearer of [undefined, "not-a-token"]) {
        const res = await t.json("GET", path, { token: bearer });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ success: false, message: AUTH_MESSAGES.unauthorized });
      }
      const bad = await t.json("GET", `${path}?status=bogus`, { token });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, errors: [{ field: "status" }] });
      expect((await t.json("GET", `${path}?q=${"x".repeat(201)}`, { token })).status).toBe(400);
    },
  );
});
