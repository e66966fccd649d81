// An unexpected database error reaches the log without what the visitor sent: Drizzle's "Failed query" message
// lists the query's parameters (a contact form's e-mail and phone), and PostgreSQL's messages quote values.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { createLogger } from "./logger";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.deps.logger = createLogger("error", (line) => lines.push(line));
});
afterAll(() => t.close());

describe("logging an unexpected database error", () => {
  it("names the error class and code, keeps the stack frames, and leaves out every parameter value", async () => {
    // The table no longer matches the code: every insert fails with an error no rule maps to a 4xx.
    await t.deps.database.db.execute(sql`alter table inquiries rename column phone to phone_gone`);
    try {
      const res = await t.json("POST", "/api/inquiries", {
        body: {
          first_name: "Secretive",
          last_name: "Visitor",
          email: "private.person@example.com",
          phone: "+91 99999 12345",
          message: "Please keep my details out of the logs",
        },
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    } finally {
      await t.deps.database.db.execute(sql`alter table inquiries rename column phone_gone to phone`);
    }

    const logged = lines.join("\n");
    for (const secret of ["private.person@example.com", "99999 12345", "Secretive", "keep my details"])
      expect(logged).not.toContain(secret);
    const entry = JSON.parse(lines.find((l) => l.includes("unhandled error")) ?? "{}") as {
      error: { name: string; code?: string; message: string; stack?: string };
    };
    expect(entry.error.name).toBe("DrizzleQueryError");
    expect(entry.error.code).toBe("42703");
    expect(entry.error.message).toMatch(/^Failed query: insert into "inquiries"/);
    expect(entry.error.stack).toMatch(/^\s+at /);
  });
});
