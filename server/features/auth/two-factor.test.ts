// Two-factor sign-in through the API: enrolment with a QR code and recovery codes, the code step of sign-in,
// codes used once, the owner's rule for everyone, turning it off; and the sessions list.
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { adminUsers, authSettings, loginDelays, loginThrottles } from "#server/db/schema";
import { createAdmin } from "#server/features/auth/auth.service";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.database.db.delete(loginThrottles);
  await t.deps.database.db.delete(loginDelays);
});

const code = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.json("POST", "/api/auth/login", { body: { username, password }, headers });
const secondStep = (challenge: string, value: string) =>
  t.json("POST", "/api/auth/login/two-factor", { body: { challenge, code: value } });

/** A person of their own for each test, so that two-factor on one does not change the others' sign-in. */
async function newPerson(name: string) {
  const password = `${name} has a long password`;
  await createAdmin(t.deps.database.db, { username: name, password, email: `${name}@example.test` });
  const res = await login(name, password);
  expect(res.status).toBe(200);
  return { name, password, token: res.body.data.token as string };
}

async function enrol(token: string) {
  const setup = await t.json("POST", "/api/auth/two-factor/setup", { token });
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const enable = await t.json("POST", "/api/auth/two-factor/enable", { token, body: { code: code(secret) } });
  expect(enable.status).toBe(200);
  return { secret, recoveryCodes: enable.body.data.recovery_codes as string[], setup: setup.body.data };
}

describe("enrolment", () => {
  it("shows a QR code of the otpauth address, and after a right code gives 10 recovery codes", async () => {
    const { token } = await newPerson("enrolee");
    const status = await t.json("GET", "/api/auth/two-factor", { token });
    expect(status.body.data).toMatchObject({ enabled: false, required: false, recovery_codes_left: 0 });

    const setup = await t.json("POST", "/api/auth/two-factor/setup", { token });
    expect(setup.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*enrolee.*secret=/);
    expect(setup.body.data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.data.qr_code.split(",")[1], "base64").toString()).toContain("<svg");
    const secret = setup.body.data.secret as string;

    const wrong = await t.json("POST", "/api/auth/two-factor/enable", { token, body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: "code", message: AUTH_MESSAGES.twoFactorCodeWrong }]);

    const enable = await t.json("POST", "/api/auth/two-factor/enable", {
      token,
      body: { code: code(secret) },
    });
    expect(enable.status).toBe(200);
    expect(enable.body.data.recovery_codes).toHaveLength(10);
    const after = await t.json("GET", "/api/auth/two-factor", { token });
    expect(after.body.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });

    // The secret is stored encrypted, the recovery codes hashed.
    const [row] = await t.deps.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, "enrolee"));
    expect(row?.totp_secret).toBeTruthy();
    expect(row?.totp_secret).not.toContain(secret);
  });

  it("refuses a second set-up while on, and an enable without a set-up", async () => {
    const { token } = await newPerson("twice");
    const early = await t.json("POST", "/api/auth/two-factor/enable", { token, body: { code: "123456" } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(AUTH_MESSAGES.twoFactorNoPendingSetup);
    await enrol(token);
    const again = await t.json("POST", "/api/auth/two-factor/setup", { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AUTH_MESSAGES.twoFactorAlreadyEnabled);
  });
});

describe("signing in with two-factor", () => {
  it("asks for the code after the password, takes each code once, and each recovery code once", async () => {
    const person = await newPerson("coder");
    const { secret, recoveryCodes } = await enrol(person.token);

    const first = await login(person.name, person.password);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ two_factor_required: true });
    expect(first.body.data.token).toBeUndefined();
    const challenge = first.body.data.challenge as string;

    const wrong = await secondStep(challenge, "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(AUTH_MESSAGES.twoFactorCodeWrong);

    // The code used at enrolment is spent; the next step's code is good (phone clocks drift by a step).
    const next = code(secret, 1);
    const signedIn = await secondStep(challenge, next);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.json("GET", "/api/auth/profile", { token: signedIn.body.data.token })).status).toBe(200);
    // The challenge is spent.
    expect((await secondStep(challenge, next)).status).toBe(401);

    // The same code cannot open a second session.
    const again = await login(person.name, person.password);
    const replay = await secondStep(again.body.data.challenge, next);
    expect(replay.status).toBe(400);

    const [recovery = ""] = recoveryCodes;
    expect((await secondStep(again.body.data.challenge, recovery.toUpperCase())).status).toBe(200);
    const third = await login(person.name, person.password);
    expect((await secondStep(third.body.data.challenge, recovery)).status).toBe(400);
    const status = await t.json("GET", "/api/auth/two-factor", { token: person.token });
    expect(status.body.data.recovery_codes_left).toBe(9);
  });

  it("closes a challenge after 5 wrong codes, and refuses an unknown one", async () => {
    const person = await newPerson("guesser");
    const { secret } = await enrol(person.token);
    const { challenge } = (await login(person.name, person.password)).body.data;
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, "111111")).status).toBe(400);
    const closed = await secondStep(challenge, code(secret, 1));
    expect(closed.status).toBe(401);
    expect(closed.body.message).toBe(AUTH_MESSAGES.twoFactorChallengeExpired);
    expect((await secondStep("not-a-challenge", code(secret, 1))).status).toBe(401);
    expect((await t.json("POST", "/api/auth/login/two-factor", { body: { challenge } })).status).toBe(400);
  });

  it("counts wrong codes against the account, so someone who has the password cannot guess codes from many addresses", async () => {
    const person = await newPerson("code-sprayer");
    const { secret } = await enrol(person.token);
    const from = (address: string) => ({ "x-test-client-address": address });
    const stepFrom = (address: string, challenge: string, value: string) =>
      t.json("POST", "/api/auth/login/two-factor", {
        body: { challenge, code: value },
        headers: from(address),
      });

    // Ten wrong codes, five from each of two addresses: each challenge is used up, nothing is locked yet.
    for (const address of ["198.51.100.1", "198.51.100.2"]) {
      const { challenge } = (await login(person.name, person.password, from(address))).body.data;
      for (let i = 0; i < 5; i++) expect((await stepFrom(address, challenge, "111111")).status).toBe(400);
    }
    // From a third address the password is still right, but after one more wrong code even the right code
    // has to wait, as a password guess would.
    const third = (await login(person.name, person.password, from("198.51.100.3"))).body.data;
    expect((await stepFrom("198.51.100.3", third.challenge, "111111")).status).toBe(400);
    const delayed = await stepFrom("198.51.100.3", third.challenge, code(secret, 1));
    expect(delayed.status).toBe(429);
    expect(Number(delayed.headers.get("retry-after"))).toBeGreaterThan(0);

    // Five wrong codes in a row from one address lock that address, as five wrong passwords do.
    await t.deps.database.db.delete(loginDelays);
    const fourth = (await login(person.name, person.password, from("198.51.100.4"))).body.data;
    for (let i = 0; i < 4; i++)
      expect((await stepFrom("198.51.100.4", fourth.challenge, "111111")).status).toBe(400);
    expect((await stepFrom("198.51.100.4", fourth.challenge, "111111")).status).toBe(400);
    const next = (await login(person.name, person.password, from("198.51.100.4"))).status;
    expect(next).toBe(429);
  });

  it("never delays the code from a browser that has signed in to the account before", async () => {
    const password = "known browser has a long password";
    await createAdmin(t.deps.database.db, { username: "known-coder", password, email: "kc@example.test" });
    const first = await login("known-coder", password);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^academy_device=/);
    const { secret } = await enrol(first.body.data.token);
    // Someone elsewhere has spent many wrong codes on the account.
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      const { challenge } = (await login("known-coder", password, { "x-test-client-address": address })).body
        .data;
      for (let i = 0; i < 5; i++)
        await t.json("POST", "/api/auth/login/two-factor", {
          body: { challenge, code: "111111" },
          headers: { "x-test-client-address": address },
        });
    }
    const mine = (await login("known-coder", password, { cookie })).body.data;
    const signedIn = await t.json("POST", "/api/auth/login/two-factor", {
      body: { challenge: mine.challenge, code: code(secret, 1) },
      headers: { cookie },
    });
    expect(signedIn.status).toBe(200);
  });
});

describe("turning it off, and requiring it for everyone", () => {
  it("needs the current password or a code to turn it off", async () => {
    const person = await newPerson("quitter");
    const { secret } = await enrol(person.token);
    const disable = (body: object) =>
      t.json("POST", "/api/auth/two-factor/disable", { token: person.token, body });
    expect((await disable({})).status).toBe(400);
    const wrong = await disable({ password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: "password", message: AUTH_MESSAGES.currentPasswordWrong }]);
    expect((await disable({ code: "000000" })).status).toBe(400);
    const off = await disable({ code: code(secret, 1) });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(AUTH_MESSAGES.twoFactorDisabled);
    const res = await login(person.name, person.password);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await enrol(person.token);
    expect((await disable({ password: person.password })).status).toBe(200);
  });

  it("takes no more guessed codes to turn it off than to sign in: a stolen session cannot try them all", async () => {
    const person = await newPerson("code-quitter");
    const { secret } = await enrol(person.token);
    const disable = (body: object) =>
      t.json("POST", "/api/auth/two-factor/disable", { token: person.token, body });
    for (let i = 0; i < 5; i++) expect((await disable({ code: "222222" })).status).toBe(400);
    const locked = await disable({ code: code(secret, 1) });
    expect(locked.status).toBe(429);
    expect((await t.json("GET", "/api/auth/two-factor", { token: person.token })).body.data.enabled).toBe(
      true,
    );
  });

  it("lets the owner require it: people without it are sent to set it up, and nobody can turn it off", async () => {
    const owner = await t.adminToken();
    const person = await newPerson("required");
    await enrol(person.token);
    const policy = await t.json("PUT", "/api/auth/two-factor/policy", {
      token: owner,
      body: { required: true },
    });
    expect(policy.status).toBe(200);
    expect(policy.body.data.required).toBe(true);
    try {
      const res = await login(TEST_ADMIN.username, TEST_ADMIN.password);
      expect(res.body.data.two_factor_setup_required).toBe(true);
      const off = await t.json("POST", "/api/auth/two-factor/disable", {
        token: person.token,
        body: { password: person.password },
      });
      expect(off.status).toBe(400);
      expect(off.body.message).toBe(AUTH_MESSAGES.twoFactorRequiredByOwner);
      // The owner has not set it up either: even the rule itself is closed to them until they do.
      expect((await t.json("PUT", "/api/auth/two-factor/policy", { token: owner, body: {} })).status).toBe(
        403,
      );
    } finally {
      await t.deps.database.db.delete(authSettings);
    }
  });

  it("refuses the API to people without it, except their own account, once it is required", async () => {
    const owner = await t.adminToken();
    const person = await newPerson("unenrolled");
    const enrolled = await newPerson("enrolled");
    await enrol(enrolled.token);
    const courses = (token: string) => t.json("GET", "/api/courses", { token });
    expect((await courses(person.token)).status).toBe(200);
    await t.json("PUT", "/api/auth/two-factor/policy", { token: owner, body: { required: true } });
    try {
      // Reads and writes of any area, and the public reads a staff token would widen, answer 403 with the reason.
      for (const [method, path, body] of [
        ["GET", "/api/courses"],
        ["GET", "/api/inquiries"],
        ["GET", "/api/staff"],
        ["POST", "/api/blogs", { title: "Sneaked in" }],
        ["GET", "/api/mail/status"],
      ] as const) {
        const res = await t.json(method, path, { token: person.token, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.twoFactorSetupRequired });
      }
      // Their own account stays open: profile, security, set-up, sessions, signing out.
      expect((await t.json("GET", "/api/auth/profile", { token: person.token })).status).toBe(200);
      expect((await t.json("GET", "/api/auth/two-factor", { token: person.token })).status).toBe(200);
      expect((await t.json("GET", "/api/auth/sessions", { token: person.token })).status).toBe(200);
      // Someone with two-factor on works as before; so does the person once they set it up.
      expect((await courses(enrolled.token)).status).toBe(200);
      await enrol(person.token);
      expect((await courses(person.token)).status).toBe(200);
      const other = await newPerson("leaving");
      expect((await t.json("POST", "/api/auth/logout", { token: other.token })).status).toBe(200);
    } finally {
      await t.deps.database.db.delete(authSettings);
    }
    expect((await courses(owner)).status).toBe(200);
  });
});

describe("sessions", () => {
  it("lists my active sessions with browser, address and last seen, and ends any of them", async () => {
    const person = await newPerson("traveller");
    const other = await t.request("POST", "/api/auth/login", {
      body: { username: person.name, password: person.password },
      headers: {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1",
        "x-test-client-address": "198.51.100.44",
      },
    });
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;

    const list = await t.json("GET", "/api/auth/sessions", { token: person.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const phone = list.body.data.find((s: { current: boolean }) => !s.current);
    expect(phone).toMatchObject({
      browser: "Safari on iOS",
      address: "198.51.100.44",
      username: "traveller",
    });
    expect(Date.parse(phone.last_seen_at)).not.toBeNaN();
    expect(list.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const ended = await t.json("DELETE", `/api/auth/sessions/${phone.id}`, { token: person.token });
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(AUTH_MESSAGES.sessionEnded);
    expect((await t.json("GET", "/api/auth/profile", { token: otherToken })).status).toBe(401);
    expect((await t.json("GET", "/api/auth/sessions", { token: person.token })).body.data).toHaveLength(1);
    expect((await t.json("DELETE", `/api/auth/sessions/${phone.id}`, { token: person.token })).status).toBe(
      404,
    );
    expect((await t.json("DELETE", "/api/auth/sessions/abc", { token: person.token })).status).toBe(404);
  });

  it("lets the owner list and end anyone's session; a non-owner gets 403 or 404", async () => {
    const owner = await t.adminToken();
    const person = await newPerson("watched");
    await t.deps.database.db
      .update(adminUsers)
      .set({ role: "editor" })
      .where(eq(adminUsers.username, "watched"));
    const all = await t.json("GET", "/api/auth/sessions?scope=all", { token: owner });
    expect(all.status).toBe(200);
    const theirs = all.body.data.find((s: { username: string }) => s.username === "watched");
    expect(theirs).toBeTruthy();

    const ownerSession = all.body.data.find((s: { current: boolean }) => s.current);
    expect((await t.json("GET", "/api/auth/sessions?scope=all", { token: person.token })).status).toBe(403);
    expect(
      (await t.json("DELETE", `/api/auth/sessions/${ownerSession.id}`, { token: person.token })).status,
    ).toBe(404);
    expect((await t.json("DELETE", `/api/auth/sessions/${theirs.id}`, { token: owner })).status).toBe(200);
    expect((await t.json("GET", "/api/auth/profile", { token: person.token })).status).toBe(401);
  });
});
