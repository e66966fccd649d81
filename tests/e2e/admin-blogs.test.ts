// Blog posts in the back office, through the UI, checked through the API.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { VALIDATION_MESSAGES } from "#contract/messages";
import type { BlogPost } from "#contract/schemas/blog";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, pngFile, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function findPost(token: string, title: string): Promise<BlogPost | undefined> {
  const res = await api<{ data: BlogPost[] }>("GET", `/api/blogs?q=${encodeURIComponent(title)}&limit=50`, {
    token,
  });
  return res.body.data.find((p) => p.title === title);
}

const titleBox = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });
const editorBox = (page: Page) => page.getByRole("textbox", { name: "Content" });

/** Script URLs the page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((n) => n.endsWith(".js")),
  );

describe("admin blogs", () => {
  it("creates a post with the rich-text editor and a featured image", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/blogs/create");
    await page.getByRole("heading", { name: "Create Blog Post" }).waitFor();
    await editorBox(page).waitFor();
    await expect(page.getByLabel("Author").inputValue()).resolves.toBe("Dr. Anand Mishra");
    await expect(page.getByLabel("Category").inputValue()).resolves.toBe("Vastu");
    await expect(page.getByLabel("Status").inputValue()).resolves.toBe("draft");
    await expect(page.getByLabel("Read time").inputValue()).resolves.toBe("5 min read");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByText(VALIDATION_MESSAGES.requiredFields).waitFor();

    const title = `E2E Post ${uniqueSuffix()}`;
    await titleBox(page).fill(title);
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe(title.toLowerCase().replace(/ /g, "-"));
    await page.getByLabel("Excerpt").fill("What the test wrote.");
    await editorBox(page).click();
    await page.keyboard.type("Plain words, then ");
    await page.getByRole("button", { name: "Bold" }).click();
    // The button hands focus back to the editor after the click; keys typed before that would be lost.
    await expect
      .poll(() => editorBox(page).evaluate((box) => box.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.type("bold words");
    await expect(page.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    await page.getByLabel("Category").selectOption("Numerology");
    await page.getByLabel("Status").selectOption("published");
    await page.getByLabel("Featured post").check();

    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByText(VALIDATION_MESSAGES.featuredImageRequired).waitFor();

    const imageInput = page.getByLabel("Featured image");
    await imageInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await page.getByText(VALIDATION_MESSAGES.notAnImage).first().waitFor();
    await imageInput.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1),
    });
    await page.getByText(VALIDATION_MESSAGES.fileTooLarge).first().waitFor();
    await imageInput.setInputFiles(await pngFile("featured.png", 120, 80));
    // The preview really shows the picked file (its blob: address is allowed on admin pages).
    const preview = await page.getByRole("img", { name: "Featured image preview" }).elementHandle();
    await expect(
      preview?.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBe(120);

    expect(await answerDialog(page, () => page.getByRole("button", { name: "Create Post" }).click())).toBe(
      ADMIN_MESSAGES.blogCreated,
    );
    await page.waitForURL("**/admin/blogs");
    const saved = await findPost(token, title);
    expect(saved).toMatchObject({
      slug: title.toLowerCase().replace(/ /g, "-"),
      excerpt: "What the test wrote.",
      category: "Numerology",
      status: "published",
      is_featured: true,
      author: "Dr. Anand Mishra",
      read_time: "5 min read",
    });
    expect(saved?.content).toBe("<p>Plain words, then <strong>bold words</strong></p>");
    expect(saved?.image).toMatch(/^\/uploads\//);
    await context.close();
  });

  it("filters, edits and deletes posts", async () => {
    const suffix = uniqueSuffix();
    const { page, context, token } = await adminPage(browser, "/admin/blogs");
    const make = (title: string, status: string, category: string) =>
      api<{ data: BlogPost }>("POST", "/api/blogs", {
        token,
        body: { title, slug: slugOf(title), content: "<p>Hello</p>", excerpt: "E", status, category },
      });
    const slugOf = (t: string) => t.toLowerCase().replace(/ /g, "-");
    const published = `E2E Pub ${suffix}`;
    const draft = `E2E Draft ${suffix}`;
    const a = await make(published, "published", "Lifestyle");
    const b = await make(draft, "draft", "Aroma Vastu");
    expect([a.status, b.status]).toEqual([201, 201]);
    await page.reload();
    await page.getByRole("heading", { name: /^Blog Posts \(\d+\)$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Search posts").fill(suffix);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("heading", { name: "Blog Posts (2)" }).waitFor();
    const draftRow = page.getByRole("row").filter({ hasText: draft });
    await expect(draftRow.textContent()).resolves.toContain("Draft");
    await expect(draftRow.textContent()).resolves.toContain("Aroma Vastu");
    await expect(draftRow.textContent()).resolves.toContain(slugOf(draft));

    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("heading", { name: "Blog Posts (1)" }).waitFor();
    await page.getByRole("row").filter({ hasText: published }).waitFor();
    await page.getByLabel("Category").selectOption("Vastu");
    await page.getByText("No posts match these filters.").waitFor();
    await page.getByLabel("Category").selectOption("Lifestyle");
    await page.getByRole("heading", { name: "Blog Posts (1)" }).waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();

    // Edit without a new image: the stored image stays.
    await page.goto(`/admin/blogs/edit/${a.body.data.post_id}`);
    await page.getByRole("heading", { name: "Edit Blog Post" }).waitFor();
    await expect(titleBox(page).inputValue()).resolves.toBe(published);
    await editorBox(page).getByText("Hello").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await titleBox(page).fill(`${published} edited`);
    // Editing the title of a saved post leaves its slug alone.
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe(slugOf(published));
    await page.getByLabel("Status").selectOption("archived");
    // The post was made without a date; the form requires one.
    await page.getByRole("button", { name: "Update Post" }).click();
    await page.getByText(VALIDATION_MESSAGES.requiredFields).waitFor();
    await page.getByLabel("Published date").fill("2025-02-03");
    expect(await answerDialog(page, () => page.getByRole("button", { name: "Update Post" }).click())).toBe(
      ADMIN_MESSAGES.blogUpdated,
    );
    await page.waitForURL("**/admin/blogs");
    const edited = await api<{ data: BlogPost }>("GET", `/api/blogs/${a.body.data.post_id}`, { token });
    expect(edited.body.data).toMatchObject({
      title: `${published} edited`,
      status: "archived",
      published_date: "2025-02-03",
      slug: slugOf(published),
      content: "<p>Hello</p>",
      image: a.body.data.image,
    });

    // Delete asks with the spec's words.
    await page.goto(`/admin/blogs?q=${encodeURIComponent(draft)}`);
    const del = page.getByRole("button", { name: `Delete ${draft}` });
    expect(await answerDialog(page, () => del.click(), false)).toBe(CONFIRM_MESSAGES.deleteBlog);
    await answerDialog(page, () => del.click());
    await page.getByText(ADMIN_MESSAGES.blogDeleted).waitFor();
    expect((await api("GET", `/api/blogs/${b.body.data.post_id}`, { token })).status).toBe(404);
    await context.close();
  });

  it("says 'Failed to load blogs', 'Failed to load blog' and 'Failed to delete blog' whatever the server answered", async () => {
    const suffix = uniqueSuffix();
    const title = `E2E Failing ${suffix}`;
    const { page, context, token } = await adminPage(browser, "/admin/blogs");
    const made = await api<{ data: BlogPost }>("POST", "/api/blogs", {
      token,
      body: { title, slug: `e2e-failing-${suffix}`, content: "<p>Hello</p>" },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.post_id;

    await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
    await page.getByRole("row").filter({ hasText: title }).waitFor();
    await page.route(`**/api/blogs/${id}`, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Database exploded" } }),
    );
    await answerDialog(page, () => page.getByRole("button", { name: `Delete ${title}` }).click());
    await page.getByText(ADMIN_MESSAGES.blogDeleteFailed, { exact: true }).waitFor();

    await page.goto(`/admin/blogs/edit/${id}`);
    await page.getByRole("alert").getByText(ADMIN_MESSAGES.blogLoadFailed, { exact: true }).waitFor();

    await page.route("**/api/blogs?**", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Database exploded" } }),
    );
    await page.goto("/admin/blogs");
    await page.getByRole("alert").getByText(ADMIN_MESSAGES.blogsLoadFailed, { exact: true }).waitFor();
    await expect(page.getByText("Database exploded").count()).resolves.toBe(0);
    await context.close();
  });

  it("loads the rich-text editor only on the blog form", async () => {
    const { page, context } = await adminPage(browser, "/admin/dashboard");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Sections" });
    await nav.getByRole("link", { name: "Courses" }).click();
    await page.getByRole("heading", { name: /^Courses/ }).waitFor();
    await nav.getByRole("link", { name: "Blogs" }).click();
    await page.getByRole("heading", { name: /^Blog Posts/ }).waitFor();
    expect((await loadedScripts(page)).filter((n) => /rich-text-editor/.test(n))).toEqual([]);

    await page.getByRole("link", { name: "Create Blog Post" }).click();
    await editorBox(page).waitFor();
    expect((await loadedScripts(page)).filter((n) => /rich-text-editor/.test(n)).length).toBe(1);
    await context.close();
  });
});
