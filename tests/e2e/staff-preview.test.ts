// Staff preview through HTTP on the built site and in Chromium: signed-in staff, with the preview cookie the admin
// asks for, see a draft post, an inactive course and inactive products at their public addresses under the
// "Preview: not public" banner, in answers no cache keeps and no index takes; everyone else gets exactly the
// public site (404 for what is not public), whatever cookie they send. "View on site" opens the preview.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/messages.en";
import type { Course } from "#contract/schemas/course";
import type { Product } from "#contract/schemas/product";
import { api, apiAdminToken, baseUrl, launchBrowser, withServerOfItsOwn } from "../setup/browser";
import { adminPage } from "./admin-helpers";
import { createCourse, uniqueName } from "./support/site-fixtures";

const BANNER = en.about.previewItemBanner;
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

let browser: Browser;
let token: string;
let hiddenCourse: Course;
let publicCourse: Course;
let draftSlug: string;
let hiddenProduct: Product;

/** The preview cookie as the browser would store it ("name=value"), issued to the session of `bearer`. */
async function previewCookie(bearer: string) {
  const res = await fetch(`${baseUrl()}/api/auth/preview`, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}` },
  });
  expect(res.status).toBe(200);
  const header = res.headers.get("set-cookie") ?? "";
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/Path=\//);
  return header.split(";")[0] as string;
}

const page = (path: string, cookie?: string) =>
  fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} });

// Its cache assertions need a server no other file writes to at the same moment.
withServerOfItsOwn();

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
  hiddenCourse = await createCourse(token, { is_active: false });
  publicCourse = await createCourse(token);
  draftSlug = uniqueName("e2e-draft");
  const blog = await api("POST", "/api/blogs", {
    token,
    body: {
      title: `Draft ${draftSlug}`,
      slug: draftSlug,
      content: "<p>Not yet.</p>",
      status: "draft",
      published_date: "2025-05-01",
    },
  });
  expect(blog.status).toBe(201);
  const product = await api<{ data: Product }>("POST", "/api/products", {
    token,
    body: { name: uniqueName("Hidden remedy"), is_active: false },
  });
  expect(product.status).toBe(201);
  hiddenProduct = product.body.data;
});
afterAll(() => browser?.close());

describe("a draft or inactive item at its public address", () => {
  it("is 404 to an anonymous visitor, and shown to staff under the banner, never cached, never indexed", async () => {
    const cookie = await previewCookie(token);
    for (const [path, title] of [
      [`/course/${hiddenCourse.course_slug}`, hiddenCourse.title],
      [`/blog/${draftSlug}`, `Draft ${draftSlug}`],
    ] as const) {
      const anonymous = await page(path);
      expect(anonymous.status, path).toBe(404);
      expect(await anonymous.text()).not.toContain(title);

      const staff = await page(path, cookie);
      expect(staff.status, path).toBe(200);
      const html = await staff.text();
      expect(html).toContain(title);
      expect(html).toContain(BANNER);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(staff.headers.get("cache-control")).toBe("private, no-store");
      expect(staff.headers.get("x-robots-tag")).toMatch(/noindex/);
      expect(staff.headers.get("x-cache")).toBeNull();

      // The staff view left nothing behind for the next visitor.
      const after = await page(path);
      expect(after.status, path).toBe(404);
      expect(await after.text()).not.toContain(BANNER);
    }
  });

  it("shows inactive products on the products page to staff only", async () => {
    const cookie = await previewCookie(token);
    await page("/products");
    const cached = await page("/products");
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const anonymousHtml = await cached.text();
    expect(anonymousHtml).not.toContain(escaped(hiddenProduct.name));
    expect(anonymousHtml).not.toContain(BANNER);

    // Staff are never answered from the cache, and their answer is not stored in it.
    const staff = await page("/products", cookie);
    expect(staff.headers.get("x-cache")).toBeNull();
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    const html = await staff.text();
    expect(html).toContain(escaped(hiddenProduct.name));
    expect(html).toContain(BANNER);
    const again = await page("/products");
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).not.toContain(escaped(hiddenProduct.name));
  });

  it("shows a public item to staff without the banner, still kept out of every cache", async () => {
    const cookie = await previewCookie(token);
    const res = await page(`/course/${publicCourse.course_slug}`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).not.toContain(BANNER);
  });

  it("refuses a forged, unsigned or ended preview: the visitor's 404", async () => {
    const cookie = await previewCookie(token);
    const [name, value] = cookie.split("=") as [string, string];
    const path = `/course/${hiddenCourse.course_slug}`;
    // Another session's number under this signature.
    const forgedSession = value.replace(/^\d+/, (id) => String(Number(id) + 1000));
    for (const bad of [`${value.slice(0, -2)}xx`, forgedSession, "1.9999999999999.x", `${value}0`]) {
      const res = await page(path, `${name}=${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.headers.get("cache-control")).not.toBe("private, no-store");
    }
    // Signing out ends the preview at once, though the cookie has not expired.
    const other = await apiAdminToken();
    const otherCookie = await previewCookie(other);
    expect((await page(path, otherCookie)).status).toBe(200);
    expect((await api("POST", "/api/auth/logout", { token: other })).status).toBe(200);
    expect((await page(path, otherCookie)).status).toBe(404);
  });

  it("asking for the preview cookie keeps the page cache", async () => {
    await page("/courses");
    expect((await page("/courses")).headers.get("x-cache")).toBe("HIT");
    await previewCookie(token);
    expect((await page("/courses")).headers.get("x-cache")).toBe("HIT");
  });
});

describe("View on site", () => {
  it("opens an inactive course's public page from its edit screen, as a preview", async () => {
    const { page: admin, context } = await adminPage(
      browser,
      `/admin/courses/edit/${hiddenCourse.course_id}`,
    );
    const link = admin.getByRole("link", { name: "View on site" });
    await expect.poll(() => link.getAttribute("href")).toBe(`/course/${hiddenCourse.course_slug}`);
    // The screen asks for the preview cookie when it shows the link.
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === "academy_staff_preview"))
      .toBe(true);
    const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await opened.waitForLoadState();
    await expect.poll(() => opened.getByRole("heading", { level: 1 }).textContent()).toBe(hiddenCourse.title);
    expect(await opened.getByRole("status").filter({ hasText: BANNER }).isVisible()).toBe(true);
    await context.close();
  });

  it("opens a draft post from its edit screen, and a product's page from the product form", async () => {
    const post = await api<{ data: { post_id: number } }>("GET", `/api/blogs/${draftSlug}`, { token });
    expect(post.status).toBe(200);
    const { page: admin, context } = await adminPage(browser, `/admin/blogs/edit/${post.body.data.post_id}`);
    const link = admin.getByRole("link", { name: "View on site" });
    await expect.poll(() => link.getAttribute("href")).toBe(`/blog/${draftSlug}`);
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === "academy_staff_preview"))
      .toBe(true);
    const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await opened.waitForLoadState();
    await expect.poll(() => opened.getByText(BANNER).first().isVisible()).toBe(true);
    await expect.poll(() => opened.getByText(`Draft ${draftSlug}`).first().isVisible()).toBe(true);

    await admin.goto(`/admin/products/edit/${hiddenProduct.id}`);
    await expect
      .poll(() => admin.getByRole("link", { name: "View on site" }).getAttribute("href"))
      .toBe("/products");
    await context.close();
  });
});
