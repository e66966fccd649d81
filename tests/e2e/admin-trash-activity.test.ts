// The trash and the activity log in the back office: a deleted course leaves the site and the admin list, waits
// in the Trash, comes back with Restore; the Activity screen shows each change with the person who made it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES, TRASH_MESSAGES } from "#contract/admin-messages";
import type { AdminUser } from "#contract/schemas/auth";
import type { Course } from "#contract/schemas/course";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, uniqueSuffix } from "./admin-helpers";
import { fetchHtml } from "./support/page-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("admin trash and activity", () => {
  it("deletes a course to the Trash, restores it, and shows both in the Activity log by name", async () => {
    const suffix = uniqueSuffix();
    const title = `E2E Trashed ${suffix}`;
    const { page, context, token } = await adminPage(browser, "/admin/courses");
    const created = await api<{ data: Course }>("POST", "/api/courses", {
      token,
      body: { title, course_slug: `e2e-trashed-${suffix}`, description: "Goes to the trash", price: "1000" },
    });
    const course = created.body.data;
    expect((await fetchHtml(`/course/${course.course_slug}`)).status).toBe(200);

    // Delete from the list, as before: same question, same answer.
    await page.goto(`/admin/courses?q=${encodeURIComponent(title)}`);
    expect(
      await answerDialog(page, () => page.getByRole("button", { name: `Delete ${title}` }).click()),
    ).toBe(CONFIRM_MESSAGES.deleteCourse);
    await page.getByText(ADMIN_MESSAGES.courseDeleted).waitFor();
    expect((await fetchHtml(`/course/${course.course_slug}`)).status).toBe(404);

    // In the Trash, with who deleted it.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Trash" }).click();
    await page.getByRole("heading", { name: "Trash", level: 1 }).waitFor();
    const row = page.getByRole("row").filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain("Courses");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: `Restore ${title}` }).click();
    await page.getByText(TRASH_MESSAGES.restored).waitFor();
    await row.waitFor({ state: "detached" });
    // The button went with its row; the focus is on the table it was in, not back at the top of the page.
    await page.getByRole("region", { name: "Trash" }).and(page.locator(":focus")).waitFor();

    // Back on the site and in the admin list.
    expect((await fetchHtml(`/course/${course.course_slug}`)).status).toBe(200);
    await page.goto(`/admin/courses?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Delete ${title}` }).waitFor();

    // The edit form says who created it and who changed it last.
    const profile = await api<{ data: AdminUser }>("GET", "/api/auth/profile", { token });
    const person = profile.body.data.full_name || profile.body.data.username;
    await page.goto(`/admin/courses/edit/${course.course_id}`);
    await expect
      .poll(() => page.getByTestId("record-authorship").textContent())
      .toMatch(new RegExp(`^Created by ${person} on .+, last changed by ${person} on .+\\.$`));

    // The Activity screen: the delete and the restore, by name, filtered to courses.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Activity" }).click();
    await page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    await page.getByLabel("Resource").selectOption("courses");
    const entries = page.getByRole("row").filter({ hasText: title });
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(3);
    const texts = await entries.allTextContents();
    expect(texts[0]).toContain(`Restored Courses “${title}”`);
    expect(texts[1]).toContain(`Deleted Courses “${title}”`);
    expect(texts[2]).toContain(`Created Courses “${title}”`);
    for (const text of texts) expect(text).toContain(person);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it("names the consultation agenda's changes on the Activity screen, and offers it in the filter", async () => {
    const note = `E2E puja ${uniqueSuffix()}`;
    const { page, context, token } = await adminPage(browser, "/admin/activity");
    // Far ahead at night, clear of the demo's hours and of other journeys' bookings.
    const day = new Date(Date.now() + (200 + Math.floor(Math.random() * 100)) * 86_400_000);
    const at = (hhmm: string) => `${day.toISOString().slice(0, 10)}T${hhmm}:00+05:30`;
    const block = await api<{ data: { range_id: number } }>("POST", "/api/consultations/agenda/blocks", {
      token,
      body: { starts_at: at("02:00"), ends_at: at("02:30"), note },
    });
    expect(block.status).toBe(201);
    const removed = await api("DELETE", `/api/consultations/agenda/blocks/${block.body.data.range_id}`, {
      token,
    });
    expect(removed.status).toBe(200);

    await page.getByLabel("Resource").selectOption({ label: "Consultation agenda" });
    const entries = page.getByRole("row").filter({ hasText: note });
    await expect.poll(() => entries.count()).toBe(2);
    const texts = await entries.allTextContents();
    expect(texts[0]).toContain(`Deleted Consultation agenda “Blocked time: ${note}”`);
    expect(texts[1]).toContain(`Created Consultation agenda “Blocked time: ${note}”`);
    expect(texts[1]).toMatch(/starts at: .+ 2:00 am IST/);
    await context.close();
  }, 120_000);
});
