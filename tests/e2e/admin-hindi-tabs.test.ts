// The English | हिन्दी tabs of the blog form: the Hindi title is edited in its own tab, saved as
// translations.hi.title, and shown again when the post is reopened.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { BlogPost } from "#contract/schemas/blog";
import type { Testimonial } from "#contract/schemas/testimonial";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("admin Hindi tabs", () => {
  it("edits a blog post's Hindi title in the हिन्दी tab, saves it and shows it again", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/blogs");
    const title = `E2E Hindi ${uniqueSuffix()}`;
    const made = await api<{ data: BlogPost }>("POST", "/api/blogs", {
      token,
      body: {
        title,
        slug: title.toLowerCase().replace(/ /g, "-"),
        content: "<p>Hello</p>",
        excerpt: "E",
        published_date: "2025-02-03",
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.post_id;

    await page.goto(`/admin/blogs/edit/${id}`);
    await page.getByRole("heading", { name: "Edit Blog Post" }).waitFor();
    const englishTab = page.getByRole("tab", { name: "English" });
    const hindiTab = page.getByRole("tab", { name: "हिन्दी" });
    await expect(englishTab.getAttribute("aria-selected")).resolves.toBe("true");
    // The Hindi field is behind its tab until the tab is chosen.
    expect(await page.getByRole("textbox", { name: "शीर्षक" }).count()).toBe(0);
    await hindiTab.click();
    await expect(hindiTab.getAttribute("aria-selected")).resolves.toBe("true");
    const hindiTitle = page.getByRole("textbox", { name: "शीर्षक" });
    await expect(hindiTitle.inputValue()).resolves.toBe("");
    expect(await axeViolations(page)).toEqual([]);
    await hindiTitle.fill("वास्तु की मूल बातें");

    expect(await answerDialog(page, () => page.getByRole("button", { name: "Update Post" }).click())).toBe(
      ADMIN_MESSAGES.blogUpdated,
    );
    await page.waitForURL("**/admin/blogs");
    const saved = await api<{ data: BlogPost }>("GET", `/api/blogs/${id}`, { token });
    expect(saved.body.data.translations.hi?.title).toBe("वास्तु की मूल बातें");
    // The English side is untouched.
    expect(saved.body.data).toMatchObject({ title, content: "<p>Hello</p>", hindi_only: false });

    await page.goto(`/admin/blogs/edit/${id}`);
    await page.getByRole("heading", { name: "Edit Blog Post" }).waitFor();
    await expect(page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).resolves.toBe(title);
    await page.getByRole("tab", { name: "हिन्दी" }).click();
    await expect(page.getByRole("textbox", { name: "शीर्षक" }).inputValue()).resolves.toBe("वास्तु की मूल बातें");
    await context.close();
  });

  it("keeps a testimonial's Hindi text across an edit and saves the Hindi name from its tab", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/testimonials");
    const name = `E2E Hindi ${uniqueSuffix()}`;
    const made = await api<{ data: Testimonial }>("POST", "/api/testimonials", {
      token,
      body: { name, testimonial_text: "Good", translations: { hi: { testimonial_text: "अच्छा" } } },
    });
    expect(made.status).toBe(201);
    await page.goto(`/admin/testimonials?q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `Edit the testimonial from ${name}` }).click();
    const form = page.getByRole("region", { name: "Edit Testimonial" });
    await form.getByRole("tab", { name: "हिन्दी" }).click();
    await expect(form.getByRole("textbox", { name: "प्रशंसापत्र" }).inputValue()).resolves.toBe("अच्छा");
    await form.getByRole("textbox", { name: "नाम" }).fill("आशा");
    await form.getByRole("button", { name: "Update Testimonial" }).click();
    await page.locator(".ui-alert").filter({ hasText: ADMIN_MESSAGES.testimonialUpdated }).waitFor();
    const saved = await api<{ data: Testimonial }>(
      "GET",
      `/api/testimonials/${made.body.data.testimonial_id}`,
      {
        token,
      },
    );
    expect(saved.body.data).toMatchObject({
      name,
      translations: { hi: { name: "आशा", testimonial_text: "अच्छा" } },
    });
    await context.close();
  });
});
