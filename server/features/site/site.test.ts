// Site settings and page texts through the real API on a real database (PGlite, or PostgreSQL with TEST_DB), and
// what the public pages' own loaders then show: the settings from memory, dropped on every change, on this server
// and (PostgreSQL) on a second server sharing the database.
import { existsSync } from "node:fs";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as aboutLoader } from "#app/routes/site/about.tsx";
import { loader as layoutLoader } from "#app/routes/site/site-layout.tsx";
import { AUTH_MESSAGES, PAGE_TEXT_MESSAGES, SETTINGS_MESSAGES } from "#contract/admin-messages";
import { FOOTER_TOP_COURSE_SLUGS } from "#contract/constants";
import { PAGE_TEXT_KEYS } from "#contract/schemas/page-texts";
import type { SiteSettings } from "#contract/schemas/site-settings";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { staffRecipients } from "#server/mail/mail";
import { pageServicesContext } from "#server/request-context";
import { uploadImage, uploadPath } from "../../../tests/setup/image-fixtures";
import { createTestApp, type TestApp, usingPostgres } from "../../../tests/setup/test-app";
import { PAGE_TEXT_DEFAULTS } from "./page-text-defaults";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ SITE_EMAIL: "office@academy.test", SITE_PHONE_1: "+91 90000 11111" });
  token = await t.adminToken();
});
afterAll(() => t.close());

/** Runs a public page's loader as a page request on `app` would: the same services, the same request. */
function pageContext(app: TestApp) {
  const context = new RouterContextProvider();
  context.set(pageServicesContext, { ...app.deps, cspNonce: "test", staffPreview: false });
  return context;
}
const layoutData = (app: TestApp, url = "http://localhost/") =>
  layoutLoader({ context: pageContext(app), request: new Request(url), params: {} } as never);
const aboutData = (app: TestApp, url = "http://localhost/about") =>
  aboutLoader({ context: pageContext(app), request: new Request(url), params: {} } as never);

const getSettings = async () => (await t.json("GET", "/api/settings", { token })).body.data as SiteSettings;
const putSettings = (body: unknown, as: "admin" | "visitor" = "admin") =>
  t.json("PUT", "/api/settings", { token: as === "admin" ? token : undefined, body });

describe("GET/PUT /api/settings", () => {
  it("starts from the samples with the SITE_* variables applied, for signed-in staff only", async () => {
    expect((await t.json("GET", "/api/settings")).status).toBe(401);
    const settings = await getSettings();
    expect(settings.email).toBe("office@academy.test");
    expect(settings.phones).toEqual(["+91 90000 11111", SAMPLE_SITE_SETTINGS.phones[1]]);
    expect(settings.address).toEqual(SAMPLE_SITE_SETTINGS.address);
  });

  it("refuses a visitor's write with 401 and changes nothing", async () => {
    const before = await getSettings();
    const res = await putSettings({ ...before, name: "Hijacked" }, "visitor");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: AUTH_MESSAGES.unauthorized });
    expect((await getSettings()).name).toBe(before.name);
  });

  it("answers 400 naming every wrong field, and stores nothing", async () => {
    const before = await getSettings();
    const res = await putSettings({
      ...before,
      phones: ["+91 1"],
      email: "not-an-address",
      mapEmbedUrl: "javascript:alert(1)",
      introVideoUrl: "https://evil.example/video",
      yearsOfExperience: "eighteen",
      counters: [],
      upcomingCourse: { ...before.upcomingCourse, date: "2027-02-30" },
      notificationRecipients: ["staff@academy.test", "nobody"],
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const fields = (res.body.errors as { field: string; message: string }[]).map((e) => e.field);
    for (const field of [
      "phones",
      "email",
      "mapEmbedUrl",
      "introVideoUrl",
      "yearsOfExperience",
      "counters",
      "upcomingCourse.date",
      "notificationRecipients.1",
    ])
      expect(fields, field).toContainEqual(
        expect.stringMatching(new RegExp(`^${field.replace(".", "\\.")}`)),
      );
    for (const e of res.body.errors) expect(e.message.length).toBeGreaterThan(10);
    expect(await getSettings()).toEqual(before);
  });

  it("refuses a body that is not the whole object", async () => {
    const res = await putSettings({ phones: ["1", "2"] });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain("name");
  });

  it("saves the whole object, and the next page view shows it though the previous one was read from memory", async () => {
    const before = await getSettings();
    const first = await layoutData(t);
    expect(first.settings.phones).toEqual(before.phones);
    const changed = { ...before, phones: ["+91 98765 43210", "+91 12345 67890"] as [string, string] };
    const res = await putSettings(changed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: SETTINGS_MESSAGES.saved });
    expect(res.body.data.phones).toEqual(changed.phones);
    expect(await getSettings()).toEqual(changed);
    expect((await layoutData(t)).settings.phones).toEqual(changed.phones);
  });

  it("sends staff notifications to the settings' recipients when named, else to ADMIN_NOTIFY_EMAIL", async () => {
    const config = { notifyEmails: ["env@academy.test"] };
    const db = t.deps.database.db;
    expect(await staffRecipients(db, config)).toEqual(["env@academy.test"]);
    const settings = await getSettings();
    await putSettings({ ...settings, notificationRecipients: ["desk@academy.test", "owner@academy.test"] });
    expect(await staffRecipients(db, config)).toEqual(["desk@academy.test", "owner@academy.test"]);
    await putSettings({ ...settings, notificationRecipients: [] });
    expect(await staffRecipients(db, config)).toEqual(["env@academy.test"]);
  });

  it("keeps an uploaded picture while the settings or a newsletter show it, and deletes it once nothing does", async () => {
    const upload = (folder: string) => uploadImage(t, token, folder, [320, 320]);
    const stored = (url: string) => existsSync(uploadPath(t.deps.uploadsDir, url));
    const before = await getSettings();
    const photo = await upload("testimonials");
    const picture = await upload("courses");
    const withPictures = {
      ...before,
      facilitatorPhotoUrl: photo,
      upcomingCourse: { ...before.upcomingCourse, imageUrl: picture },
    };
    expect((await putSettings(withPictures)).status).toBe(200);
    expect((await layoutData(t)).settings.facilitatorPhotoUrl).toBe(photo);

    // The course picture is also in a newsletter draft: replacing it in the settings keeps its file.
    const draft = await t.json("POST", "/api/campaigns", {
      token,
      body: { subject: "Oils", body_html: `<p>New batch.</p><p><img src="${picture}" alt="Oils"></p>` },
    });
    expect(draft.status).toBe(201);
    expect((await putSettings(before)).status).toBe(200);
    expect(stored(photo)).toBe(false);
    expect(stored(picture)).toBe(true);
    // Once the newsletter no longer shows it either, the next release deletes it.
    const edited = await t.json("PUT", `/api/campaigns/${draft.body.data.campaign_id}`, {
      token,
      body: { subject: "Oils", body_html: "<p>New batch.</p>" },
    });
    expect(edited.status).toBe(200);
    const courseOnly = { ...before, upcomingCourse: withPictures.upcomingCourse };
    expect((await putSettings(courseOnly)).status).toBe(200);
    expect((await putSettings(before)).status).toBe(200);
    expect(stored(picture)).toBe(false);
  });

  it.runIf(usingPostgres())(
    "a change made on one server shows on the next page view of another server on the same database",
    { timeout: 60_000 },
    async () => {
      const other = await createTestApp({}, { sharing: t });
      try {
        const before = await getSettings();
        // The other server has read the settings into memory already.
        expect((await layoutData(other)).settings.email).toBe(before.email);
        const res = await putSettings({ ...before, email: "new.office@academy.test" });
        expect(res.status).toBe(200);
        await expect
          .poll(async () => (await layoutData(other)).settings.email, { timeout: 20_000 })
          .toBe("new.office@academy.test");
      } finally {
        await other.close();
      }
    },
  );
});

describe("page texts", () => {
  it("lists every block with today's text as both versions, for signed-in staff only", async () => {
    expect((await t.json("GET", "/api/page-texts")).status).toBe(401);
    const res = await t.json("GET", "/api/page-texts", { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { key: string }) => b.key)).toEqual(PAGE_TEXT_KEYS);
    const mission = res.body.data.find((b: { key: string }) => b.key === "about-mission");
    expect(mission.published).toEqual(PAGE_TEXT_DEFAULTS["about-mission"]);
    expect(mission.has_unpublished_changes).toBe(false);
  });

  it("answers 404 for an unknown block and 400 naming the missing parts", async () => {
    const unknown = await t.json("PUT", "/api/page-texts/nope", { token, body: { title: "x" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: PAGE_TEXT_MESSAGES.unknownBlock });
    const bad = await t.json("PUT", "/api/page-texts/about-vision", {
      token,
      body: { title: "", items: [{ title: "Soon", text: "" }] },
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["title", "items.0.text"]));
    const anonymous = await t.json("PUT", "/api/page-texts/about-story", { body: { title: "x", lead: "y" } });
    expect(anonymous.status).toBe(401);
  });

  it("keeps a saved draft off the public page until it is published; a preview token shows it", async () => {
    const draft = {
      title: "Our Mission",
      body: '<p>Teach <strong>carefully</strong>.</p><script>alert(1)</script><p onclick="x()">Always.</p>',
    };
    const saved = await t.json("PUT", "/api/page-texts/about-mission", { token, body: draft });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(PAGE_TEXT_MESSAGES.saved);
    // Sanitised on save, as blog posts are.
    expect(saved.body.data.draft.body).toBe("<p>Teach <strong>carefully</strong>.</p><p>Always.</p>");
    expect(saved.body.data.has_unpublished_changes).toBe(true);

    expect((await aboutData(t)).texts["about-mission"].body).toBe(PAGE_TEXT_DEFAULTS["about-mission"].body);
    const { body } = await t.json("POST", "/api/page-texts/preview", { token });
    const previewUrl = `http://localhost/about?preview=${encodeURIComponent(body.data.token)}`;
    expect((await aboutData(t, previewUrl)).texts["about-mission"].body).toContain("carefully");
    expect((await layoutData(t, previewUrl)).preview).toBe(true);
    // A forged token shows the public version.
    const forged = `http://localhost/about?preview=${body.data.token.slice(0, -2)}xx`;
    expect((await aboutData(t, forged)).texts["about-mission"].body).not.toContain("carefully");
    expect((await layoutData(t, forged)).preview).toBe(false);

    const published = await t.json("POST", "/api/page-texts/about-mission/publish", { token });
    expect(published.status).toBe(200);
    expect(published.body.data.has_unpublished_changes).toBe(false);
    expect((await aboutData(t)).texts["about-mission"].body).toContain("carefully");
  });

  it("keeps the page and response caches when a preview token is fetched", async () => {
    const read = () => t.request("GET", "/api/courses");
    await read();
    expect((await read()).headers.get("x-cache")).toBe("HIT");
    const version = t.deps.changes.version();
    const res = await t.json("POST", "/api/page-texts/preview", { token });
    expect(res.status).toBe(200);
    expect(t.deps.changes.version()).toBe(version);
    expect((await read()).headers.get("x-cache")).toBe("HIT");
    // A real write still drops them.
    await t.json("PUT", "/api/page-texts/footer-description", { token, body: { lead: "Cache check." } });
    expect(t.deps.changes.version()).toBeGreaterThan(version);
    expect((await read()).headers.get("x-cache")).toBe("MISS");
  });

  it("links the footer's top courses to their course pages while they are public, else to /courses", async () => {
    expect((await layoutData(t)).topCourseSlugs).toEqual([null, null]);
    const ids: number[] = [];
    for (const course_slug of FOOTER_TOP_COURSE_SLUGS) {
      const res = await t.json("POST", "/api/courses", {
        token,
        body: { title: course_slug, course_slug, description: "A course.", price: "₹1" },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.data.course_id);
    }
    expect((await layoutData(t)).topCourseSlugs).toEqual([...FOOTER_TOP_COURSE_SLUGS]);
    // Hidden, then in the trash: the footer falls back to the list, and so does the Hindi page's.
    await t.json("PUT", `/api/courses/${ids[0]}`, { token, body: { is_active: false } });
    await t.json("DELETE", `/api/courses/${ids[1]}`, { token });
    expect((await layoutData(t, "http://localhost/hi")).topCourseSlugs).toEqual([null, null]);
  });

  it("shows the footer description from the published block on every page", async () => {
    const text = "A school of Vastu in Varanasi, edited by staff.";
    await t.json("PUT", "/api/page-texts/footer-description", { token, body: { lead: text } });
    expect((await layoutData(t)).footerDescription).not.toBe(text);
    await t.json("POST", "/api/page-texts/footer-description/publish", { token });
    expect((await layoutData(t)).footerDescription).toBe(text);
  });
});

describe("settings and page texts in the activity log", () => {
  type Entry = { action: string; resource: string; label: string | null; changes: unknown[] | null };
  const log = async (resource: string) =>
    (await t.json("GET", `/api/activity?resource=${resource}`, { token })).body.data as Entry[];

  it("records each field a settings save changed, down to a field of a group; a refused or unchanged save, nothing", async () => {
    const before = await getSettings();
    const entries = (await log("settings")).length;
    const sacCode = before.billing.sacCode === "999293" ? "999294" : "999293";
    const changed = { ...before, upiId: "academy.new@okhdfc", billing: { ...before.billing, sacCode } };
    expect((await putSettings(changed)).status).toBe(200);
    const [latest] = await log("settings");
    expect(latest).toMatchObject({ action: "settings", resource: "settings" });
    expect(latest?.changes).toEqual([
      { field: "upiId", before: before.upiId, after: "academy.new@okhdfc" },
      { field: "billing.sacCode", before: before.billing.sacCode, after: sacCode },
    ]);
    expect((await putSettings({ ...changed, name: "" })).status).toBe(400);
    expect((await putSettings(changed)).status).toBe(200);
    expect((await log("settings")).length).toBe(entries + 1);
  });

  it("records a page text's draft save and its publishing, and not a save that changed nothing", async () => {
    const entries = (await log("page-texts")).length;
    const draft = { title: "Our Purpose", body: "<p>Teach with care, always.</p>" };
    expect((await t.json("PUT", "/api/page-texts/home-why", { token, body: draft })).status).toBe(200);
    expect((await t.json("PUT", "/api/page-texts/home-why", { token, body: draft })).status).toBe(200);
    expect((await t.json("POST", "/api/page-texts/home-why/publish", { token })).status).toBe(200);
    const [published, saved, ...older] = await log("page-texts");
    expect(older).toHaveLength(entries);
    expect(saved).toMatchObject({ action: "update", label: "Home: why study with us (draft)" });
    expect(saved?.changes).toEqual(expect.arrayContaining([{ field: "body", changed: true }]));
    expect(published).toMatchObject({ action: "publish", label: "Home: why study with us" });
    expect(published?.changes).toEqual(
      expect.arrayContaining([{ field: "title", before: expect.any(String), after: "Our Purpose" }]),
    );
  });
});
