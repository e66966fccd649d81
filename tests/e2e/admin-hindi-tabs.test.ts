// The English | हिन्दी tabs of the admin editors: each Hindi field is edited in its own tab, saved in
// translations.hi (a module's or topic's on its own row), shown again when reopened and on the Hindi pages.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import type { BlogPost } from "#contract/schemas/blog";
import type { Course } from "#contract/schemas/course";
import type { Product } from "#contract/schemas/product";
import type { Testimonial } from "#contract/schemas/testimonial";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, uniqueSuffix } from "./admin-helpers";
import { createCourse } from "./support/site-fixtures";

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

  it("edits a course's Hindi title, module and topic names; they follow their rows and show on /hi/course only", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/courses");
    const course = await createCourse(token, {
      modules: [
        { module_name: "Foundations", topics: [{ topic_name: "Directions" }] },
        { module_name: "Practice", topics: [{ topic_name: "Site visit" }, { topic_name: "Report" }] },
      ],
      // A Hindi field staff do not touch here: the save must keep it.
      translations: { hi: { description: "घर के नक्शे को पढ़ने का पाठ्यक्रम" } },
    });
    await page.goto(`/admin/courses/edit/${course.course_id}`);
    await page.getByRole("heading", { name: "Edit Course" }).waitFor();
    const tab = (name: string) => page.getByRole("tab", { name });
    await expect(page.getByLabel("Module 2 name").inputValue()).resolves.toBe("Practice");

    await tab("हिन्दी").click();
    await expect(page.getByLabel("विवरण", { exact: true }).inputValue()).resolves.toBe(
      "घर के नक्शे को पढ़ने का पाठ्यक्रम",
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("शीर्षक", { exact: true }).fill("वास्तु का अभ्यास");
    await page.getByLabel("मॉड्यूल 2 का नाम").fill("अभ्यास");
    await page.getByLabel("मॉड्यूल 2 विषय 2").fill("रिपोर्ट");

    // The first module goes in the English tab: the Hindi names move up with their module.
    await tab("English").click();
    await answerDialog(page, () => page.getByRole("button", { name: "Remove module 1" }).click());
    await tab("हिन्दी").click();
    await expect(page.getByLabel("मॉड्यूल 1 का नाम").inputValue()).resolves.toBe("अभ्यास");
    await expect(page.getByLabel("मॉड्यूल 1 विषय 2").inputValue()).resolves.toBe("रिपोर्ट");
    expect(await page.getByLabel("मॉड्यूल 2 का नाम").count()).toBe(0);

    // A Hindi field's error from the server lands on that field and marks the tab.
    await page.route("**/api/courses/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            json: {
              success: false,
              message: "Too long",
              errors: [
                { field: "translations.hi.title", message: "Too long" },
                { field: "modules.0.translations.hi.module_name", message: "Too long" },
              ],
            },
          })
        : route.fallback(),
    );
    await tab("English").click();
    await page.getByRole("button", { name: "Update Course" }).click();
    await tab("हिन्दी (has errors)").waitFor();
    await tab("हिन्दी (has errors)").click();
    for (const label of ["शीर्षक", "मॉड्यूल 1 का नाम"])
      await expect(page.getByLabel(label, { exact: true }).getAttribute("aria-invalid")).resolves.toBe(
        "true",
      );
    await page.unroute("**/api/courses/*");

    expect(await answerDialog(page, () => page.getByRole("button", { name: "Update Course" }).click())).toBe(
      ADMIN_MESSAGES.courseUpdated,
    );
    await page.waitForURL("**/admin/courses");
    const saved = (await api<{ data: Course }>("GET", `/api/courses/${course.course_id}`, { token })).body
      .data;
    expect(saved).toMatchObject({
      title: course.title,
      translations: { hi: { title: "वास्तु का अभ्यास", description: "घर के नक्शे को पढ़ने का पाठ्यक्रम" } },
      modules: [
        {
          module_name: "Practice",
          translations: { hi: { module_name: "अभ्यास" } },
          topics: [
            { topic_name: "Site visit", translations: {} },
            { topic_name: "Report", translations: { hi: { topic_name: "रिपोर्ट" } } },
          ],
        },
      ],
    });

    await page.goto(`/hi/course/${course.course_slug}`);
    await expect(page.locator("h1.page-hero__title").textContent()).resolves.toBe("वास्तु का अभ्यास");
    const curriculum = page.locator(".curriculum");
    await expect(curriculum.textContent()).resolves.toMatch(/अभ्यास.*Site visit.*रिपोर्ट/s);
    await page.goto(`/course/${course.course_slug}`);
    await expect(page.locator("h1.page-hero__title").textContent()).resolves.toBe(course.title);
    const english = await curriculum.textContent();
    expect(english).toMatch(/Practice.*Site visit.*Report/s);
    expect(english).not.toMatch(/[\u0900-\u097F]/);
    await context.close();
  });

  it("edits a product's Hindi features as a list, like the English ones", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/products");
    const made = await api<{ data: Product }>("POST", "/api/products", {
      token,
      body: {
        name: `E2E Hindi ${uniqueSuffix()}`,
        features: ["Brass"],
        translations: { hi: { features: ["पीतल"] } },
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    await page.goto(`/admin/products/edit/${id}`);
    await page.getByRole("heading", { name: "Edit Product" }).waitFor();
    await page.getByRole("tab", { name: "हिन्दी" }).click();
    const hindi = page.getByRole("list", { name: "मुख्य विशेषताएँ" }).getByRole("listitem");
    await expect(hindi.locator("span").first().textContent()).resolves.toBe("पीतल");
    await page.getByLabel("नई विशेषता").fill("  ऊर्जित  ");
    await page.getByLabel("नई विशेषता").press("Enter");
    // Blank features are not added.
    await page.getByRole("button", { name: "विशेषता जोड़ें" }).click();
    await page.getByRole("button", { name: "हटाएँ विशेषता: पीतल" }).click();
    expect(await hindi.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Update Product" }).click();
    await page.waitForURL("**/admin/products");
    const saved = (await api<{ data: Product }>("GET", `/api/products/${id}`)).body.data;
    expect(saved).toMatchObject({ features: ["Brass"], translations: { hi: { features: ["ऊर्जित"] } } });
    await context.close();
  });
});
