// The dashboard's counts and lists against what the API reports.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const total = async (path: string, token: string) => {
  const res = await api<{ data: unknown[]; meta?: { total: number } }>("GET", path, { token });
  return res.body.meta?.total ?? res.body.data.length;
};

describe("admin dashboard", () => {
  it("greets the admin, shows counts, recent lists and quick actions", async () => {
    const suffix = uniqueSuffix();
    const { page, context, token } = await adminPage(browser, "/admin/login");
    const inquiry = await api("POST", "/api/inquiries", {
      body: {
        first_name: "Dash",
        last_name: `Board${suffix}`,
        email: "dash@example.com",
        phone: "9876543210",
        message: "Hello",
        inquiry_type: "course",
      },
    });
    expect(inquiry.status).toBe(201);
    const consultation = await api("POST", "/api/consultations", {
      body: {
        name: `Consult ${suffix}`,
        email: "c@example.com",
        phone: "9876543210",
        message: "Please call",
      },
    });
    expect(consultation.status).toBe(201);

    const totals: [string, string][] = [
      ["Total Courses", "/api/courses"],
      ["Blog Posts", "/api/blogs?limit=1"],
      ["Gallery Images", "/api/gallery?limit=1"],
      ["Inquiries", "/api/inquiries?status=new&limit=1"],
      ["Testimonials", "/api/testimonials"],
      ["New Consultations", "/api/consultations?status=new&limit=1"],
      ["Newsletter Subscribers", "/api/newsletter?status=active&limit=1"],
    ];
    // Other test files write to the same database meanwhile: each card must show a count the API gave
    // between just before and just after the page loaded.
    const before = await Promise.all(totals.map(([, url]) => total(url, token)));
    await page.goto("/admin/dashboard");
    await page.getByText("Welcome back, admin!").waitFor();

    const card = (label: string) => page.locator(".admin-stat-card", { hasText: label });
    const shown: number[] = [];
    for (const [label] of totals)
      shown.push(Number(await card(label).first().locator(".admin-stat-card__value").textContent()));
    const after = await Promise.all(totals.map(([, url]) => total(url, token)));
    totals.forEach(([label], i) => {
      const low = Math.min(before[i] ?? 0, after[i] ?? 0);
      const high = Math.max(before[i] ?? 0, after[i] ?? 0);
      const value = shown[i] ?? Number.NaN;
      expect([label, value >= low && value <= high]).toEqual([label, true]);
    });
    await expect(card("Total Courses").getAttribute("href")).resolves.toBe("/admin/courses");
    await expect(card("Inquiries").getAttribute("href")).resolves.toBe("/admin/inquiries");

    // Recent lists: the newest inquiry and consultation, just now; service defaults to 'General Consultation'.
    const inquiries = page.getByRole("region", { name: "Recent Inquiries" });
    const inquiryItem = inquiries.getByRole("listitem").filter({ hasText: `Board${suffix}` });
    await expect(inquiryItem.textContent()).resolves.toMatch(/Course.*Just now.*New/);
    await expect(inquiries.getByRole("listitem").count()).resolves.toBeLessThanOrEqual(5);
    const consultations = page.getByRole("region", { name: "Recent Consultations" });
    await expect(
      consultations
        .getByRole("listitem")
        .filter({ hasText: `Consult ${suffix}` })
        .textContent(),
    ).resolves.toMatch(/General Consultation.*Just now.*New/);

    const courses = await api<{ data: { title: string; is_active: boolean }[] }>("GET", "/api/courses", {
      token,
    });
    const firstActive = courses.body.data.filter((c) => c.is_active).slice(0, 5);
    const active = page.getByRole("region", { name: "Active Courses" });
    await expect(active.getByRole("listitem").count()).resolves.toBe(firstActive.length);
    // Another test file may have added a course since; the first row is one of the active courses, by title.
    const firstRow = (await active.getByRole("listitem").first().textContent()) ?? "";
    expect(courses.body.data.some((c) => c.is_active && firstRow.includes(c.title))).toBe(true);

    const actions = page.getByRole("region", { name: "Quick Actions" });
    for (const [name, href] of [
      ["Add Course", "/admin/courses/create"],
      ["Add Testimonial", "/admin/testimonials"],
      ["View Consultations", "/admin/consultations"],
      ["Create Blog Post", "/admin/blogs/create"],
    ])
      await expect(actions.getByRole("link", { name }).getAttribute("href")).resolves.toBe(href);
    expect(await axeViolations(page)).toEqual([]);

    await actions.getByRole("link", { name: "Add Course" }).click();
    await page.waitForURL("**/admin/courses/create");
    await context.close();
  });

  it("still renders when a list fails to load (it counts as empty)", async () => {
    const { page, context } = await adminPage(browser, "/admin/login");
    await page.route("**/api/gallery**", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/admin/dashboard");
    await page.getByText("Welcome back, admin!").waitFor();
    await expect(
      page
        .locator(".admin-stat-card", { hasText: "Gallery Images" })
        .locator(".admin-stat-card__value")
        .textContent(),
    ).resolves.toBe("0");
    await context.close();
  });
});
