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

    await page.goto("/admin/dashboard");
    await page.getByText("Welcome back, admin!").waitFor();

    const card = (label: string) => page.locator(".admin-stat-card", { hasText: label });
    const expected: [string, number][] = [
      ["Total Courses", await total("/api/courses", token)],
      ["Blog Posts", await total("/api/blogs?limit=1", token)],
      ["Gallery Images", await total("/api/gallery?limit=1", token)],
      ["Inquiries", await total("/api/inquiries?status=new&limit=1", token)],
      ["Testimonials", await total("/api/testimonials", token)],
      ["New Consultations", await total("/api/consultations?status=new&limit=1", token)],
      ["Newsletter Subscribers", await total("/api/newsletter?status=active&limit=1", token)],
    ];
    for (const [label, value] of expected) {
      const text = await card(label).first().locator(".admin-stat-card__value").textContent();
      expect([label, Number(text)]).toEqual([label, value]);
    }
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
    await expect(active.getByRole("listitem").first().textContent()).resolves.toContain(
      firstActive[0]?.title,
    );

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
