// Courses in the back office, through the UI, checked through the API.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  COURSE_CATEGORY_MESSAGES as CATEGORY,
  CONFIRM_MESSAGES,
} from "#contract/admin-messages";
import { VALIDATION_MESSAGES } from "#contract/messages";
import type { Course } from "#contract/schemas/course";
import { api, apiAdminToken, axeViolations, baseUrl, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, pngFile, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function findCourse(token: string, title: string): Promise<Course | undefined> {
  const res = await api<{ data: Course[] }>("GET", `/api/courses?q=${encodeURIComponent(title)}&limit=50`, {
    token,
  });
  return res.body.data.find((c) => c.title === title);
}

const submit = (page: Page, name: string) => page.getByRole("button", { name }).click();

/** A field's error as a screen reader hears it (aria-invalid, then its description), and whether it has the focus. */
const invalidField = (field: Locator) =>
  field.evaluate((el) =>
    el.getAttribute("aria-invalid") === "true"
      ? {
          error: document.getElementById(el.getAttribute("aria-describedby")?.split(" ").pop() ?? "")
            ?.textContent,
          focused: el === document.activeElement,
        }
      : null,
  );

describe("admin courses", () => {
  it("creates a course through the form, with uploads, list editors and the spec's checks", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/courses/create");
    await page.getByRole("heading", { name: "Add Course" }).waitFor();
    // A new course starts as Level 1, Basic Course, In-Person, in Hindi & English, active and not featured.
    await expect(page.getByLabel("Level").inputValue()).resolves.toBe("Level 1");
    await expect(page.getByLabel("Mode").inputValue()).resolves.toBe("In-Person");
    await expect(page.getByLabel("Course type").inputValue()).resolves.toBe("Basic Course");
    await expect(page.getByLabel("Language").inputValue()).resolves.toBe("Hindi & English");
    await expect(page.getByLabel("Active (shown on the website)").isChecked()).resolves.toBe(true);
    await expect(page.getByLabel("Featured (shown on the home page)").isChecked()).resolves.toBe(false);
    await expect(page.getByLabel("Display order").inputValue()).resolves.toBe("0");
    // The spec's sections, in its order (the English tab; other sections may sit between them).
    const spec = [
      "Basic Information",
      "Course Details",
      "Media",
      "Instructor Information",
      "Highlights",
      "Requirements",
      "Learning Outcomes",
      "Curriculum",
      "Settings",
    ];
    const legends = await page.locator("fieldset.admin-form-section:visible > legend").allTextContents();
    expect(legends.filter((l) => spec.includes(l))).toEqual(spec);
    expect(await axeViolations(page)).toEqual([]);

    await submit(page, "Create Course");
    await page.getByRole("alert").getByText(VALIDATION_MESSAGES.requiredFields).waitFor();
    // Besides the spec's message above the form, each blank required field says so, and the first takes the focus.
    const titleBox = page.getByRole("textbox", { name: "Title", exact: true });
    await expect(invalidField(titleBox)).resolves.toEqual({
      error: VALIDATION_MESSAGES.required,
      focused: true,
    });
    await expect(invalidField(page.getByLabel("Price"))).resolves.toEqual({
      error: VALIDATION_MESSAGES.required,
      focused: false,
    });
    await expect(invalidField(page.getByLabel("Course type"))).resolves.toBeNull();

    const title = `E2E Course ${uniqueSuffix()}`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    // The slug follows the title until edited by hand.
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe(title.toLowerCase().replace(/ /g, "-"));
    await page.getByLabel("Description").fill("A course made by the browser test.");
    // A value the API would refuse says which field it is about.
    await page.getByLabel("Price").fill("9".repeat(201));
    await submit(page, "Create Course");
    await page.getByRole("alert").getByText(VALIDATION_MESSAGES.tooLong).waitFor();
    await expect(invalidField(page.getByLabel("Price"))).resolves.toEqual({
      error: VALIDATION_MESSAGES.tooLong,
      focused: true,
    });
    // The overview is the blog's rich editor: bold by keyboard, and a YouTube video from its toolbar.
    await page.getByRole("textbox", { name: "Overview" }).click();
    await page.keyboard.type("Energy ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("mapping");
    await page.keyboard.press("Control+b");
    const embedVideo = page.getByRole("button", { name: "Embed YouTube video" });
    page.once("dialog", (d) => void d.accept("https://example.com/not-youtube"));
    await embedVideo.click();
    await page.getByText(ADMIN_MESSAGES.videoLinkInvalid).waitFor();
    page.once("dialog", (d) => void d.accept("https://youtu.be/dQw4w9WgXcQ"));
    await embedVideo.click();
    await page.getByRole("textbox", { name: "Overview" }).locator("iframe").waitFor({ state: "attached" });
    await page.getByRole("textbox", { name: "Instructor bio" }).click();
    await page.keyboard.type("Twenty years of practice.");
    // Course videos: checked with the contract's rule, ordered by hand.
    await page.getByLabel("Video link 1").fill("youtube dot com");
    await page.getByLabel("Price").fill("7,500");
    await page.getByLabel("Level").selectOption("Level 2");
    await page.getByLabel("Mode").selectOption("Online");

    // List editors: one row to start, no delete button until there are two.
    await expect(page.getByRole("button", { name: "Remove highlight 1" }).count()).resolves.toBe(0);
    await page.getByLabel("Highlight 1").fill("Live sessions");
    await page.getByRole("button", { name: "Add highlight" }).click();
    await expect(page.getByRole("button", { name: "Remove highlight 1" }).count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Add highlight" }).click();
    await page.getByLabel("Highlight 3").fill("Certificate");
    await page.getByLabel("Requirement 1").fill("   ");
    await page.getByLabel("Module 1 name").fill("Foundations");
    await page.getByLabel("Module 1 topic 1").fill("");
    await page.getByRole("button", { name: "Add topic to module 1" }).click();
    await page.getByLabel("Module 1 topic 2").fill("The five elements");
    await page.getByRole("button", { name: "Add module" }).click();
    await page.getByLabel("Module 2 topic 1").fill("Orphan topic of a blank module");
    await page.getByRole("button", { name: "Add module" }).click();
    await page.getByLabel("Module 3 name").fill("Practice");
    await page.getByLabel("Module 3 topic 1").fill("Site visit");
    await page.getByRole("button", { name: "Add topic to module 3" }).click();
    await page.getByLabel("Module 3 topic 2").fill("Report");
    // Modules and topics move up and down, each module with its topics; the order sent is the order kept.
    await page.getByRole("button", { name: "Move up module 3 topic 2", exact: true }).click();
    await page.getByRole("button", { name: "Move up module 3", exact: true }).click();
    await page.getByRole("button", { name: "Move up module 2", exact: true }).click();
    await expect(page.getByLabel("Module 1 name").inputValue()).resolves.toBe("Practice");
    await expect(page.getByLabel("Module 1 topic 1").inputValue()).resolves.toBe("Report");
    await expect(
      page.getByRole("button", { name: "Move up module 1", exact: true }).isDisabled(),
    ).resolves.toBe(true);

    // Uploads: poster goes to /api/upload/courses and comes back as an absolute URL with a preview.
    await page.getByLabel("Upload poster image").setInputFiles(await pngFile("poster.png"));
    await page.getByRole("img", { name: "Poster image preview" }).waitFor();
    const posterUrl = await page.getByLabel("Poster image URL").inputValue();
    expect(posterUrl.startsWith(`${baseUrl()}/uploads/`)).toBe(true);
    // A file that is not an image never leaves the browser.
    await page.getByLabel("Upload course image").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await page.getByText(VALIDATION_MESSAGES.notAnImage).first().waitFor();

    await page.getByLabel("Course image URL").fill("data:image/png;base64,iVBORw0KGgo=");
    await submit(page, "Create Course");
    await page.getByRole("alert").getByText(VALIDATION_MESSAGES.base64ImageRejected).waitFor();
    await expect(invalidField(page.getByLabel("Course image URL"))).resolves.toMatchObject({ focused: true });
    await page.getByLabel("Course image URL").fill("");
    await submit(page, "Create Course");
    await page.getByRole("alert").getByText(VALIDATION_MESSAGES.invalidUrl).waitFor();
    await page.getByLabel("Video link 1").fill("https://www.youtube.com/watch?v=first000001");
    await page.getByRole("button", { name: "Add video link" }).click();
    await page.getByLabel("Video link 2").fill("https://youtu.be/second00002");
    await page.getByRole("button", { name: "Move up video link 2" }).click();
    await expect(page.getByLabel("Video link 1").inputValue()).resolves.toBe("https://youtu.be/second00002");

    const message = await answerDialog(page, () => submit(page, "Create Course"));
    expect(message).toBe(ADMIN_MESSAGES.courseCreated);
    await page.waitForURL("**/admin/courses");

    const saved = await findCourse(token, title);
    expect(saved).toMatchObject({
      course_slug: title.toLowerCase().replace(/ /g, "-"),
      level: "Level 2",
      mode: "Online",
      price: "7,500",
      course_type: "Basic Course",
      language: "Hindi & English",
      is_active: true,
      is_featured: false,
      display_order: 0,
      highlights: ["Live sessions", "Certificate"],
      requirements: [],
      // The form makes the upload's URL absolute, as the spec asks; the server keeps its path alone, so a move to
      // another domain or to HTTPS breaks no image.
      poster_image_url: posterUrl.slice(baseUrl().length),
      image_url: null,
      modules: [
        {
          module_name: "Practice",
          display_order: 1,
          topics: [
            expect.objectContaining({ topic_name: "Report", display_order: 1 }),
            expect.objectContaining({ topic_name: "Site visit", display_order: 2 }),
          ],
        },
        {
          module_name: "Foundations",
          display_order: 2,
          topics: [expect.objectContaining({ topic_name: "The five elements", display_order: 1 })],
        },
      ],
    });
    expect(saved?.overview).toContain("<strong>mapping</strong>");
    expect(saved?.overview).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" allowfullscreen></iframe>',
    );
    expect(saved?.instructor_bio).toBe("<p>Twenty years of practice.</p>");
    expect(saved?.video_urls).toEqual([
      "https://youtu.be/second00002",
      "https://www.youtube.com/watch?v=first000001",
    ]);
    await context.close();
  });

  it("lists, filters, toggles, edits, views and deletes a course", async () => {
    const suffix = uniqueSuffix();
    const title = `E2E Listed ${suffix}`;
    const { page, context, token } = await adminPage(browser, "/admin/courses");
    const created = await api<{ data: Course }>("POST", "/api/courses", {
      token,
      body: {
        title,
        course_slug: `e2e-listed-${suffix}`,
        description: "Listed course",
        overview: '<p>Overview <a href="https://example.com">link</a></p>',
        price: "1000",
        highlights: ["One"],
        modules: [
          { module_name: "First", topics: [{ topic_name: "A" }] },
          { module_name: "Second", topics: [{ topic_name: "B" }] },
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.course_id;
    await page.reload();

    // Heading and footer show the total the API reports.
    const all = await api<{ meta: { total: number } }>("GET", "/api/courses?limit=1", { token });
    await page.getByRole("heading", { name: `Courses (${all.body.meta.total})` }).waitFor();
    await page.getByText(`Total: ${all.body.meta.total} courses`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Search courses").fill(title);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("heading", { name: "Courses (1)" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.textContent()).resolves.toContain(`e2e-listed-${suffix}`);
    await expect(row.textContent()).resolves.toContain("₹1000");

    await page.getByLabel("Status").selectOption({ label: "Inactive Only" });
    await page.getByText("No courses match these filters.").waitFor();
    await page.getByLabel("Status").selectOption({ label: "Active Only" });
    await row.waitFor();
    await page.getByLabel("Featured").selectOption({ label: "Featured Only" });
    await page.getByText("No courses match these filters.").waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    // Clearing goes through the address bar, so the fields empty once the new URL is read.
    await expect.poll(() => page.getByLabel("Status").inputValue()).toBe("");
    await expect.poll(() => page.getByLabel("Search courses").inputValue()).toBe("");

    // Toggle: the whole course is re-sent with is_active flipped.
    await page.getByLabel("Search courses").fill(title);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // The search's rows replace the whole list; a click on the old list's badge while they land can be lost.
    await page.getByRole("heading", { name: "Courses (1)" }).waitFor();
    await page.getByRole("button", { name: `Active, deactivate ${title}` }).click();
    await page.getByRole("button", { name: `Inactive, activate ${title}` }).waitFor();
    const toggled = await api<{ data: Course }>("GET", `/api/courses/${id}`, { token });
    expect(toggled.body.data).toMatchObject({
      is_active: false,
      title,
      highlights: ["One"],
      modules: [
        expect.objectContaining({ module_name: "First" }),
        expect.objectContaining({ module_name: "Second" }),
      ],
    });

    // Edit.
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByRole("heading", { name: "Edit Course" }).waitFor();
    await expect(page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).resolves.toBe(title);
    await expect(page.getByLabel("Module 2 name").inputValue()).resolves.toBe("Second");
    await expect(page.getByLabel("Active (shown on the website)").isChecked()).resolves.toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Price").fill("₹2,000");
    await page.getByLabel("Featured (shown on the home page)").check();
    const updated = await answerDialog(page, () => submit(page, "Update Course"));
    expect(updated).toBe(ADMIN_MESSAGES.courseUpdated);
    await page.waitForURL("**/admin/courses");
    const afterEdit = await api<{ data: Course }>("GET", `/api/courses/${id}`, { token });
    expect(afterEdit.body.data).toMatchObject({
      price: "₹2,000",
      is_featured: true,
      course_slug: `e2e-listed-${suffix}`,
    });

    // View: overview as HTML, first module open.
    await page.goto(`/admin/courses/view/${id}`);
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page.locator(".admin-html a", { hasText: "link" }).waitFor();
    await expect(page.locator(".admin-accordion details[open]").count()).resolves.toBe(1);
    await expect(
      page.locator(".admin-accordion details").first().getAttribute("open"),
    ).resolves.not.toBeNull();
    await expect(page.getByText(`${id}`, { exact: true }).count()).resolves.toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // Delete: asks with the spec's words; "Cancel" keeps the course.
    await page.goto(`/admin/courses?q=${encodeURIComponent(title)}`);
    const deleteButton = page.getByRole("button", { name: `Delete ${title}` });
    expect(await answerDialog(page, () => deleteButton.click(), false)).toBe(CONFIRM_MESSAGES.deleteCourse);
    expect((await api("GET", `/api/courses/${id}`, { token })).status).toBe(200);
    await answerDialog(page, () => deleteButton.click());
    await page.getByText(ADMIN_MESSAGES.courseDeleted).waitFor();
    expect((await api("GET", `/api/courses/${id}`, { token })).status).toBe(404);
    await context.close();
  });

  it("manages course categories, offers them in the course form, and refuses to delete one in use", async () => {
    const suffix = uniqueSuffix();
    const { page, context, token } = await adminPage(browser, "/admin/dashboard");
    await page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("link", { name: "Categories" })
      .click();
    await page.getByRole("heading", { name: /^Course categories \(\d+\)$/ }).waitFor();

    const name = `E2E Category ${suffix}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Display order").fill("7");
    await submit(page, "Add Category");
    await page.getByText(CATEGORY.added).waitFor();
    const row = page.getByRole("row").filter({ hasText: name });
    const slug = `e2e-category-${suffix}`;
    await expect(row.textContent()).resolves.toContain(slug);
    const spare = `E2E Spare ${suffix}`;
    await page.getByLabel("Name").fill(spare);
    await submit(page, "Add Category");
    await page.getByRole("row").filter({ hasText: spare }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Rename: the slug stays, so the category keeps its address.
    await row.getByRole("button", { name: `Edit the category ${name}` }).click();
    await page.getByRole("heading", { name: "Edit Category" }).waitFor();
    const renamed = `${name} renamed`;
    await page.getByLabel("Name").fill(renamed);
    await submit(page, "Update Category");
    await page.getByText(CATEGORY.updated).waitFor();
    const renamedRow = page.getByRole("row").filter({ hasText: renamed });
    await expect(renamedRow.textContent()).resolves.toContain(slug);

    // The course form lists it from the database.
    await page.goto("/admin/courses/create");
    await page.getByRole("heading", { name: "Add Course" }).waitFor();
    await expect
      .poll(() => page.getByLabel("Category").locator("option").allTextContents())
      .toContain(renamed);
    const category = (
      await api<{ data: { category_id: number; name: string }[] }>("GET", "/api/course-categories", { token })
    ).body.data.find((c) => c.name === renamed);
    expect(category).toBeDefined();
    const course = await api<{ data: Course }>("POST", "/api/courses", {
      token,
      body: {
        title: `E2E Filed ${suffix}`,
        course_slug: `e2e-filed-${suffix}`,
        description: "Filed under the category",
        price: "100",
        category_id: category?.category_id,
      },
    });
    expect(course.status).toBe(201);

    // A category in use is not deleted, and the message says why.
    await page.goto("/admin/course-categories");
    const usedRow = page.getByRole("row").filter({ hasText: renamed });
    await expect(usedRow.textContent()).resolves.toContain("1");
    const deleteUsed = usedRow.getByRole("button", { name: `Delete the category ${renamed}` });
    expect(await answerDialog(page, () => deleteUsed.click())).toBe(CONFIRM_MESSAGES.deleteCourseCategory);
    await page.getByText(CATEGORY.inUse(renamed, 1)).waitFor();
    await expect(page.getByRole("row").filter({ hasText: renamed }).count()).resolves.toBe(1);
    // An unused one goes.
    const deleteSpare = page.getByRole("button", { name: `Delete the category ${spare}` });
    await answerDialog(page, () => deleteSpare.click());
    await page.getByText(CATEGORY.deleted).waitFor();
    // The list reloads after the message.
    await expect.poll(() => page.getByRole("row").filter({ hasText: spare }).count()).toBe(0);
    await api("DELETE", `/api/courses/${course.body.data.course_id}`, { token });
    await context.close();
  });

  it("a slug already in use is said on the Slug field, which takes the focus, and the typing is kept", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/courses/create");
    const title = `E2E Twin ${uniqueSuffix()}`;
    const first = await api<{ data: Course }>("POST", "/api/courses", {
      token,
      body: { title, course_slug: title.toLowerCase().replace(/ /g, "-"), description: "One", price: "1" },
    });
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Description").fill("The second course of that name.");
    await page.getByLabel("Price").fill("2");
    await submit(page, "Create Course");
    await page.getByRole("alert").getByText(VALIDATION_MESSAGES.slugTaken).waitFor();
    await expect(invalidField(page.getByLabel("Slug"))).resolves.toEqual({
      error: VALIDATION_MESSAGES.slugTaken,
      focused: true,
    });
    await expect(page.getByLabel("Description").inputValue()).resolves.toBe(
      "The second course of that name.",
    );
    await api("DELETE", `/api/courses/${first.body.data.course_id}`, { token });
    await context.close();
  });

  it("keeps what was typed when the session ends before the save, and puts it back on the form signing in returns to", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/courses/create");
    const title = `E2E Kept ${uniqueSuffix()}`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Description").fill("Typed before the session ended.");
    await page.getByLabel("Price").fill("3,000");
    await page.getByRole("textbox", { name: "Overview" }).click();
    await page.keyboard.type("Written in the rich editor");
    // The session ends meanwhile (it expired, or was ended from another browser): the save goes to sign-in.
    await api("POST", "/api/auth/logout", { token });
    await submit(page, "Create Course");
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.getByRole("status").getByText(AUTH_MESSAGES.signedOutMidway).waitFor();
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill(inject("e2eAdminPassword"));
    await page.getByRole("button", { name: "Sign In" }).click();

    // Signing in leads back to the form, with what was typed.
    await page.waitForURL("**/admin/courses/create");
    await page.getByText(ADMIN_MESSAGES.draftRestored).waitFor();
    await expect(page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).resolves.toBe(title);
    await expect(page.getByLabel("Description").inputValue()).resolves.toBe(
      "Typed before the session ended.",
    );
    await page.getByRole("textbox", { name: "Overview" }).getByText("Written in the rich editor").waitFor();
    expect(await answerDialog(page, () => submit(page, "Create Course"))).toBe(ADMIN_MESSAGES.courseCreated);
    await page.waitForURL("**/admin/courses");
    const saved = await findCourse(await apiAdminToken(), title);
    expect(saved?.overview).toContain("Written in the rich editor");
    // Put back once: the next visit is an empty form again.
    await page.goto("/admin/courses/create");
    await expect(page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).resolves.toBe("");
    if (saved) await api("DELETE", `/api/courses/${saved.course_id}`, { token: await apiAdminToken() });
    await context.close();
  });

  it("keeps the focus in a list when a row is removed or moved to the top", async () => {
    const { page, context } = await adminPage(browser, "/admin/courses/create");
    const focusedIs = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
    await page.getByRole("button", { name: "Add highlight" }).click();
    await page.getByRole("button", { name: "Add highlight" }).click();
    await page.getByRole("button", { name: "Remove highlight 3" }).click();
    await expect(focusedIs(page.getByRole("button", { name: "Add highlight" }))).resolves.toBe(true);
    await page.getByRole("button", { name: "Add module" }).click();
    await page.getByLabel("Module 2 name").fill("Moved up");
    await page.getByRole("button", { name: "Move up module 2", exact: true }).click();
    await expect(focusedIs(page.getByLabel("Module 1 name"))).resolves.toBe(true);
    await expect(page.getByLabel("Module 1 name").inputValue()).resolves.toBe("Moved up");
    await answerDialog(page, () =>
      page.getByRole("button", { name: "Remove module 2", exact: true }).click(),
    );
    await expect(focusedIs(page.getByRole("button", { name: "Add module" }))).resolves.toBe(true);
    await context.close();
  });

  it("asks before removing a module and its topics; Cancel keeps them, and the keyboard goes on", async () => {
    const { page, context } = await adminPage(browser, "/admin/courses/create");
    const focusedIs = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
    await page.getByRole("button", { name: "Add module" }).click();
    await page.getByLabel("Module 1 name").fill("Foundations");
    await page.getByLabel("Module 1 topic 1").fill("The eight directions");
    const remove = page.getByRole("button", { name: "Remove module 1", exact: true });
    await remove.focus();
    const ask = (accept: boolean) => answerDialog(page, () => page.keyboard.press("Enter"), accept);
    expect(await ask(false)).toBe(CONFIRM_MESSAGES.removeModule);
    await expect(page.getByLabel("Module 1 name").inputValue()).resolves.toBe("Foundations");
    await expect(page.getByLabel("Module 1 topic 1").inputValue()).resolves.toBe("The eight directions");
    await expect(focusedIs(remove)).resolves.toBe(true);
    expect(await ask(true)).toBe(CONFIRM_MESSAGES.removeModule);
    await expect(page.getByLabel("Module 2 name").count()).resolves.toBe(0);
    await expect(page.getByLabel("Module 1 name").inputValue()).resolves.toBe("");
    await expect(focusedIs(page.getByRole("button", { name: "Add module" }))).resolves.toBe(true);
    await context.close();
  });

  it("a status badge that toggles looks pressable, beside read-only ones, and says what a click does", async () => {
    const { page, context } = await adminPage(browser, "/admin/courses");
    const toggle = page.getByRole("button", { name: /^(Active, deactivate|Inactive, activate) ./ }).first();
    await toggle.waitFor();
    const look = () =>
      toggle.evaluate((el) => ({
        border: getComputedStyle(el).borderTopColor,
        shadow: getComputedStyle(el).boxShadow,
        cursor: getComputedStyle(el).cursor,
        mark: getComputedStyle(el, "::after").content,
      }));
    const idle = await look();
    expect(idle.cursor).toBe("pointer");
    expect(idle.mark).toContain("\u21C4");
    expect(idle.border).not.toBe("rgba(0, 0, 0, 0)");
    await toggle.hover();
    await expect(look().then((l) => l.shadow)).resolves.not.toBe(idle.shadow);
    // The visible word starts the accessible name, and the mark is left out of it.
    expect(await toggle.textContent()).toMatch(/^(Active|Inactive)$/);
    await context.close();
  });

  it("warns before leaving a form with unsaved changes", async () => {
    const { page, context } = await adminPage(browser, "/admin/courses/create");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Half-written course");
    const nav = page.getByRole("navigation", { name: "Sections" });
    expect(await answerDialog(page, () => nav.getByRole("link", { name: "Courses" }).click(), false)).toBe(
      CONFIRM_MESSAGES.unsavedChanges,
    );
    expect(new URL(page.url()).pathname).toBe("/admin/courses/create");
    await answerDialog(page, () => nav.getByRole("link", { name: "Courses" }).click(), true);
    await page.waitForURL("**/admin/courses");
    await context.close();
  });

  it("shows 'Course not found' style errors for an unknown course", async () => {
    // No such course: 'Course not found', not the server's bare "Not found".
    const { page, context } = await adminPage(browser, "/admin/courses/view/999999");
    await page.getByRole("alert").getByText(ADMIN_MESSAGES.courseNotFound, { exact: true }).waitFor();
    // The form says the spec's own words, not the server's "Not found".
    await page.goto("/admin/courses/edit/999999");
    await page.getByRole("alert").getByText(ADMIN_MESSAGES.courseLoadFailed, { exact: true }).waitFor();
    await context.close();
  });

  it("says 'Failed to update course' and 'Failed to delete course' whatever the server answered", async () => {
    const suffix = uniqueSuffix();
    const title = `E2E Failing ${suffix}`;
    const { page, context, token } = await adminPage(browser, "/admin/courses");
    const created = await api<{ data: Course }>("POST", "/api/courses", {
      token,
      body: { title, course_slug: `e2e-failing-${suffix}`, description: "D", price: "100" },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.course_id;
    await page.goto(`/admin/courses?q=${encodeURIComponent(title)}`);
    await page.route(`**/api/courses/${id}`, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Database exploded" } }),
    );
    await page.getByRole("button", { name: `Active, deactivate ${title}` }).click();
    await page.getByText(ADMIN_MESSAGES.courseUpdateFailed, { exact: true }).waitFor();
    await answerDialog(page, () => page.getByRole("button", { name: `Delete ${title}` }).click());
    await page.getByText(ADMIN_MESSAGES.courseDeleteFailed, { exact: true }).waitFor();
    await expect(page.getByText("Database exploded").count()).resolves.toBe(0);
    await context.close();
  });
});
