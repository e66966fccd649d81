// One JSON line per request, with its request id, and never a password or a token in any of them.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
let lines: string[];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" });
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    if (text.startsWith('{"time"')) {
      lines.push(...text.split("\n").filter(Boolean));
      return true;
    }
    return write(chunk, ...rest);
  }) as typeof process.stdout.write);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const requestLines = () =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((entry) => entry.msg === "request");

describe("request logs", () => {
  it("write one JSON line per request with id, method, path, status and time", async () => {
    const res = await t.request("GET", "/api/health");
    const [entry, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ level: "info", method: "GET", path: "/api/health", status: 200 });
    expect(entry?.requestId).toBe(res.headers.get("x-request-id"));
    expect(entry?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof entry?.ms).toBe("number");
  });

  it("carry the caller's request id when one is sent", async () => {
    const res = await t.request("GET", "/api/health", { headers: { "x-request-id": "edge-proxy-42" } });
    expect(res.headers.get("x-request-id")).toBe("edge-proxy-42");
    expect(requestLines()[0]?.requestId).toBe("edge-proxy-42");
  });

  it("replace a caller's request id that is not a plain token, or is too long", async () => {
    for (const given of ["<script>alert(1)</script>", "a b", "x".repeat(65)]) {
      const res = await t.request("GET", "/api/health", { headers: { "x-request-id": given } });
      const id = res.headers.get("x-request-id") ?? "";
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("never contain a password or a token, on sign-in, failures, token use and password change", async () => {
    const newPassword = "the replacement passphrase";
    const signIn = await t.json("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    const token: string = signIn.body.data.token;
    await t.json("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: "wrong-guess-123" },
    });
    await t.json("GET", "/api/auth/profile", { token });
    await t.json("GET", "/api/auth/profile?token=leaked-in-query", { token: "not-a-valid-token" });
    await t.json("POST", "/api/auth/change-password", {
      token,
      body: { currentPassword: TEST_ADMIN.password, newPassword },
    });
    await t.json("POST", "/api/auth/change-password", {
      token,
      body: { currentPassword: newPassword, newPassword: TEST_ADMIN.password },
    });

    expect(requestLines().length).toBe(6);
    const output = lines.join("\n");
    for (const secret of [TEST_ADMIN.password, "wrong-guess-123", newPassword, token, "not-a-valid-token"])
      expect(output).not.toContain(secret);
    expect(output).not.toContain("leaked-in-query");
    expect(output.toLowerCase()).not.toContain("bearer");
  });
});
