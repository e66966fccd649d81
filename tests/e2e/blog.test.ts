// The blog through Chromium on the built site: server HTML and SEO tags of the list and of an article's own
// address, search and category chips, the article modal (scroll lock, a counted view, share links, 300 ms
// clearing), the newsletter band (source 'blog'), and the loading and error states of a client-side visit.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_MODAL_CLOSE_DELAY_MS, FORM_MESSAGE_DISMISS_MS } from "#contract/constants";
import { BLOG_CATEGORIES } from "#contract/enums";
import { hiBlog } from "#contract/i18n/hi/blog";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, PUBLIC_MESSAGES } from "#contract/messages";
import type { BlogPost } from "#contract/schemas/blog";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { api, apiAdminToken, axeViolations, baseUrl, launchBrowser, newPage } from "../setup/browser";
import {
  canonicalHref,
  fetchHtml,
  holdsFocus,
  installClock,
  inView,
  metaContent,
  noScriptPage,
  titleOf,
  unescapeHtml,
  waitForHydration,
} from "./support/page-helpers";

const T = en.blog;
/** --color-accent of app/styles/tokens.css. */
const ACCENT = "rgb(138, 44, 27)";
const stamp = Date.now();
let token: string;
let browser: Browser;
let post: BlogPost;
let draft: BlogPost;

async function createPost(body: Record<string, unknown>): Promise<BlogPost> {
  const res = await api<{ data: BlogPost }>("POST", "/api/blogs", { token, body });
  if (res.status !== 201) throw new Error(`could not create a blog post: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
  const demo = (await api<{ data: BlogPost[] }>("GET", "/api/blogs?status=published")).body.data;
  const picture = demo.find((p) => p.image)?.image ?? null;
  post = await createPost({
    title: `Morning light in the north-east ${stamp}`,
    slug: `morning-light-${stamp}`,
    excerpt: "Why the north-east corner should stay open, light and uncluttered.",
    content:
      "<p>The north-east is the zone of water and clarity.</p><h2>Three simple changes</h2><p>Clear it.</p>",
    author: "Meera Joshi",
    category: "Lifestyle",
    status: "published",
    published_date: "2025-03-14",
    image: picture,
  });
  draft = await createPost({
    title: `Unfinished draft ${stamp}`,
    slug: `unfinished-draft-${stamp}`,
    content: "<p>Not ready.</p>",
    status: "draft",
  });
});

afterAll(async () => {
  for (const p of [post, draft]) if (p) await api("DELETE", `/api/blogs/${p.post_id}`, { token });
  await browser?.close();
});

const cards = (page: Page) => page.locator(".blog-card");
const cardTitles = (page: Page) => page.locator(".blog-card__title").allTextContents();
const articleDialog = (page: Page) => page.locator("dialog.article-modal");
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: T.filterLabel }).getByRole("button", { name, exact: true });
const bodyScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");
const viewsOf = async (id: number) =>
  (await api<{ data: BlogPost }>("GET", `/api/blogs/${id}`, { token })).body.data.views;

async function openBlog(page: Page, path = "/blog") {
  await page.goto(path);
  await waitForHydration(page.getByRole("searchbox", { name: T.searchLabel }));
}

describe("blog page", () => {
  it("is server-rendered with its SEO tags and every published post, never a draft", async () => {
    const { status, html } = await fetchHtml("/blog");
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${T.metaTitle} | ${SAMPLE_SITE_SETTINGS.name}`);
    expect(metaContent(html, "description")).toBe(T.metaDescription);
    expect(canonicalHref(html)).toBe(`${baseUrl()}/blog`);
    expect(unescapeHtml(html)).toContain(post.title);
    expect(unescapeHtml(html)).not.toContain(draft.title);
    expect(html).toContain(T.newsletterHeading);
  });

  it("gives every article its own server-rendered address with title, description, Open Graph and BlogPosting data", async () => {
    const { status, html } = await fetchHtml(`/blog/${post.slug}`);
    expect(status).toBe(200);
    const url = `${baseUrl()}/blog/${post.slug}`;
    expect(titleOf(html)).toBe(`${post.title} | ${SAMPLE_SITE_SETTINGS.name}`);
    expect(metaContent(html, "description")).toBe(post.excerpt);
    expect(canonicalHref(html)).toBe(url);
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:url")).toBe(url);
    expect(metaContent(html, "og:title")).toBe(`${post.title} | ${SAMPLE_SITE_SETTINGS.name}`);
    expect(html).toContain(post.content);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] as string),
    );
    const article = blocks.find((b) => b["@type"] === "BlogPosting");
    expect(article).toMatchObject({
      headline: post.title,
      url,
      datePublished: "2025-03-14",
      author: { "@type": "Person", name: "Meera Joshi" },
      articleSection: "Lifestyle",
    });
    // Reading the page is not a view: crawlers and link previews are not readers.
    expect(await viewsOf(post.post_id)).toBe(0);

    const missing = await fetchHtml(`/blog/no-such-article-${stamp}`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(T.articleNotFound);
    expect((await fetchHtml(`/blog/${draft.slug}`)).status).toBe(404);
  });

  it("fetches only the open article's picture, and the list's beneath it once the article closes", async () => {
    const pictureId = (src: string | null) => /\/uploads\/[a-z]+\/([0-9a-f]+)/.exec(src ?? "")?.[1];
    const preloadedPictures = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" imageSrcSet="([^"]+)"/g)].map((m) =>
        pictureId(m[1] ?? ""),
      );
    const listHtml = (await fetchHtml("/blog")).html;
    const firstCard = preloadedPictures(listHtml);
    expect(firstCard).toHaveLength(1);
    const published = (await api<{ data: BlogPost[] }>("GET", "/api/blogs?status=published")).body.data;
    const other = published.find((p) => p.image && pictureId(p.image) !== firstCard[0]);
    if (!other) throw new Error("the demo blog needs two posts with different pictures");
    const { html } = await fetchHtml(`/blog/${other.slug}`);
    expect(new Set(preloadedPictures(html))).toEqual(new Set([pictureId(other.image)]));
    const pictures = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => pictureId(m[1] ?? ""));
    expect(new Set(pictures)).toEqual(new Set([pictureId(other.image)]));

    const { page, context } = await newPage(browser);
    await page.goto(`/blog/${other.slug}`);
    const dialog = articleDialog(page);
    await waitForHydration(dialog.getByRole("button", { name: T.closeArticle }));
    expect(await page.locator("img.blog-card__image").count()).toBe(0);
    await dialog.getByRole("button", { name: T.closeArticle }).click();
    await expect.poll(() => page.locator("img.blog-card__image").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("shows the list, and the article of a shared link over it, even without JavaScript", async () => {
    const { page, context } = await noScriptPage(browser);
    await page.goto(`/blog/${post.slug}`);
    const sheet = page.getByRole("region", { name: post.title });
    expect(await sheet.isVisible()).toBe(true);
    expect(await sheet.getByText("The north-east is the zone of water and clarity.").isVisible()).toBe(true);
    // Closing is a plain link back to the list.
    expect(await sheet.getByRole("link", { name: T.closeArticle }).getAttribute("href")).toBe("/blog");
    // The plain list has no article to show.
    await page.goto("/blog");
    expect(await page.locator(".article-sheet").count()).toBe(0);
    expect(await page.getByRole("link", { name: post.title }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows a YouTube video in an article as a poster that loads the player only when clicked", async () => {
    const videoId = "dQw4w9WgXcQ";
    const withVideo = await createPost({
      title: `Video post ${stamp}`,
      slug: `video-post-${stamp}`,
      content: `<p>Before the video.</p><iframe src="https://youtu.be/${videoId}"></iframe><iframe src="https://www.youtube-nocookie.com/embed/${videoId}"></iframe><p>After the video.</p>`,
      status: "published",
    });
    try {
      // The page arrives without any frame: only the poster button.
      const { html } = await fetchHtml(`/blog/${withVideo.slug}`);
      expect(html).not.toContain("<iframe");
      const play = en.media.playVideo(en.media.embeddedVideoTitle(withVideo.title, 1));
      expect(unescapeHtml(html)).toContain(play);

      const { page, context } = await newPage(browser);
      await page.goto(`/blog/${withVideo.slug}`);
      const dialog = articleDialog(page);
      const button = dialog.getByRole("button", { name: play });
      await waitForHydration(button);
      expect(await dialog.locator("iframe").count()).toBe(0);
      await expect(dialog.getByText("After the video.").isVisible()).resolves.toBe(true);
      await button.click();
      const frame = dialog.locator("iframe");
      await frame.waitFor({ state: "attached" });
      expect(await frame.getAttribute("src")).toBe(
        `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
      );
      await context.close();
    } finally {
      await api("DELETE", `/api/blogs/${withVideo.post_id}`, { token });
    }
  });

  it("searches as the visitor types and says 'No articles found' when nothing matches", async () => {
    const { page, context } = await newPage(browser);
    await openBlog(page);
    const total = await cards(page).count();
    const search = page.getByRole("searchbox", { name: T.searchLabel });
    await search.fill(`north-east ${stamp}`);
    await expect.poll(() => cardTitles(page)).toEqual([post.title]);
    await search.fill(`zzz-nothing-${stamp}`);
    await page.getByText(PUBLIC_MESSAGES.blogEmpty, { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await search.fill("");
    await expect.poll(() => cards(page).count()).toBe(total);
    await context.close();
  });

  it("offers 'All' plus the categories found, and filters by them", async () => {
    const { page, context } = await newPage(browser);
    await openBlog(page);
    const published = (await api<{ data: BlogPost[] }>("GET", "/api/blogs?status=published")).body.data;
    const found = BLOG_CATEGORIES.filter((c) => published.some((p) => p.category === c));
    const chips = await page
      .getByRole("group", { name: T.filterLabel })
      .getByRole("button")
      .allTextContents();
    expect(chips).toEqual([T.all, ...found]);
    expect(await chip(page, T.all).getAttribute("aria-pressed")).toBe("true");
    // The pressed chip wears the accent colour (the chips' styles load with this page).
    expect(await chip(page, T.all).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(ACCENT);

    await chip(page, "Lifestyle").click();
    expect(await chip(page, "Lifestyle").getAttribute("aria-pressed")).toBe("true");
    const lifestyle = published.filter((p) => p.category === "Lifestyle").map((p) => p.title);
    await expect.poll(() => cardTitles(page)).toEqual(lifestyle);
    await context.close();
  });

  it("opens an article in a modal at its own address, locks page scroll, counts one view and shares through each network", async () => {
    const { page, context } = await newPage(browser);
    await openBlog(page);
    expect(await bodyScrollLocked(page)).toBe(false);
    const before = await viewsOf(post.post_id);

    const viewRequest = page.waitForRequest(
      (r) => r.method() === "GET" && new URL(r.url()).pathname === `/api/blogs/${post.post_id}`,
    );
    await page.getByRole("link", { name: post.title }).click();
    await page.waitForURL(`**/blog/${post.slug}`);
    const dialog = articleDialog(page);
    await dialog.getByRole("heading", { name: post.title }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await bodyScrollLocked(page)).toBe(true);
    await viewRequest;
    await expect.poll(() => viewsOf(post.post_id)).toBe(before + 1);

    const url = encodeURIComponent(`${baseUrl()}/blog/${post.slug}`);
    const title = encodeURIComponent(post.title);
    const shares = await dialog
      .locator(".share-links a")
      .evaluateAll((links) =>
        links.map((a) => [
          a.textContent,
          a.getAttribute("href"),
          a.getAttribute("target"),
          a.getAttribute("rel"),
        ]),
      );
    expect(shares).toEqual([
      ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${url}`, "_blank", "noopener noreferrer"],
      [
        "Twitter",
        `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
        "_blank",
        "noopener noreferrer",
      ],
      [
        "LinkedIn",
        `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
        "_blank",
        "noopener noreferrer",
      ],
      [
        "WhatsApp",
        `https://wa.me/?text=${encodeURIComponent(`${post.title} ${baseUrl()}/blog/${post.slug}`)}`,
        "_blank",
        "noopener noreferrer",
      ],
    ]);
    expect(await dialog.locator(".article__content h2").textContent()).toBe("Three simple changes");
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await page.waitForURL((u) => u.pathname === "/blog");
    await dialog.waitFor({ state: "hidden" });
    expect(await bodyScrollLocked(page)).toBe(false);
    await context.close();
  });

  it("keeps the list in place under an article in both languages: no second fetch, and closing returns focus to the card", async () => {
    for (const [path, searchLabel] of [
      ["/blog", T.searchLabel],
      ["/hi/blog", hiBlog.searchLabel],
    ] as const) {
      const { page, context } = await newPage(browser);
      await page.goto(path);
      await waitForHydration(page.getByRole("searchbox", { name: searchLabel }));
      const listLoads: string[] = [];
      page.on("request", (r) => {
        // A single-fetch request names the routes it loads in `_routes`, or loads them all without it.
        const url = new URL(r.url());
        const routes = url.searchParams.get("_routes")?.split(",") ?? ["all"];
        if (
          url.pathname.endsWith(".data") &&
          routes.some((id) => id === "all" || id.endsWith("routes/site/blog"))
        )
          listLoads.push(r.url());
      });
      const card = page.locator(".blog-card__link").first();
      await card.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((u) => u.pathname.startsWith(`${path}/`));
      await articleDialog(page).waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await page.waitForURL((u) => u.pathname === path);
      await articleDialog(page).waitFor({ state: "hidden" });
      expect(await card.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(listLoads).toEqual([]);
      await context.close();
    }
  });

  it("ends an article with a way back to the list: a button after it that the keyboard reaches, in both languages", async () => {
    for (const [path, text] of [
      ["/blog", T],
      ["/hi/blog", hiBlog],
    ] as const) {
      const { page, context } = await newPage(browser, { viewport: { width: 360, height: 640 } });
      await page.goto(path);
      await waitForHydration(page.getByRole("searchbox", { name: text.searchLabel }));
      const card = page.locator(".blog-card__link").first();
      await card.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((u) => u.pathname.startsWith(`${path}/`));
      const dialog = articleDialog(page);
      await dialog.waitFor({ state: "visible" });
      // After the last share link, Tab reaches it: it is the article's last control, at its very end.
      const back = dialog.getByRole("button", { name: text.backToArticles, exact: true });
      await dialog.locator(".share-link").last().focus();
      await page.keyboard.press("Tab");
      expect(await holdsFocus(back)).toBe(true);
      expect(await inView(back)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL((u) => u.pathname === path);
      await dialog.waitFor({ state: "hidden" });
      expect(await card.evaluate((link) => link === document.activeElement)).toBe(true);
      await context.close();
    }

    // Before the scripts run (or without them), the article's end is a link to the list in the page's language.
    const { page, context } = await noScriptPage(browser);
    for (const path of ["/blog", "/hi/blog"]) {
      await page.goto(`${path}/${post.slug}`);
      const name = path === "/blog" ? T.backToArticles : hiBlog.backToArticles;
      expect(await page.locator(".article-sheet").getByRole("link", { name }).getAttribute("href")).toBe(
        path,
      );
    }
    await context.close();
  });

  it("opens straight from a shared link, and keeps the closed article selected for 300 ms", async () => {
    const { page, context } = await newPage(browser);
    const clock = await installClock(page);
    await openBlog(page, `/blog/${post.slug}`);
    const dialog = articleDialog(page);
    await dialog.getByRole("heading", { name: post.title }).waitFor({ state: "visible" });
    await clock.pause();

    await dialog.getByRole("button", { name: T.closeArticle }).click();
    await page.waitForURL((u) => u.pathname === "/blog");
    await dialog.waitFor({ state: "hidden" });
    const heading = dialog.locator("h2").first();
    await page.clock.runFor(BLOG_MODAL_CLOSE_DELAY_MS - 1);
    expect(await heading.textContent()).toBe(post.title);
    await page.clock.runFor(1);
    await expect.poll(() => heading.textContent()).toBe("");
    await context.close();
  });

  it("subscribes from the newsletter band with source 'blog', checks the address, and clears the success after 5 s", async () => {
    const { page, context } = await newPage(browser);
    const clock = await installClock(page);
    await openBlog(page);
    await clock.pause();
    const band = page.locator(".newsletter-band");
    const email = band.getByRole("textbox", { name: en.newsletter.emailLabel });
    const submit = band.getByRole("button", { name: en.newsletter.submit });

    await email.fill("not-an-address");
    await submit.click();
    await band.getByText(PUBLIC_MESSAGES.newsletterInvalidEmail, { exact: true }).waitFor();
    // The focus goes to the field to correct, which reads out its error.
    expect(await holdsFocus(email)).toBe(true);
    expect(await email.getAttribute("aria-invalid")).toBe("true");

    // Offline: the spec's message takes the focus, and the address stays for another try.
    await email.fill(`offline-${stamp}@example.com`);
    await page.route("**/api/newsletter/subscribe", (route) => route.abort("internetdisconnected"));
    await submit.press("Enter");
    const failed = band.getByText(PUBLIC_MESSAGES.newsletterFailed, { exact: true });
    await failed.waitFor();
    await expect.poll(() => holdsFocus(failed)).toBe(true);
    expect(await email.inputValue()).toBe(`offline-${stamp}@example.com`);
    await page.unroute("**/api/newsletter/subscribe");

    const address = `reader-${stamp}@example.com`;
    await email.fill(address);
    await band.getByRole("textbox", { name: en.newsletter.nameLabel }).fill("Kavya");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/newsletter/subscribe", async (route) => {
      await gate;
      await route.continue();
    });
    await submit.click();
    await band.getByRole("button", { name: FORM_LABELS.subscribing }).waitFor();
    release();
    const success = band.getByText(PUBLIC_MESSAGES.newsletterSuccessConfirm, { exact: true });
    await success.waitFor();
    await expect.poll(() => holdsFocus(success)).toBe(true);
    await page.clock.runFor(FORM_MESSAGE_DISMISS_MS - 1);
    expect(await success.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await success.waitFor({ state: "detached" });
    expect(await holdsFocus(submit)).toBe(true);

    const { body } = await api("GET", `/api/newsletter?q=${encodeURIComponent(address)}`, { token });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ email: address, name: "Kavya", source: "blog", status: "pending" });
    await context.close();
  });

  it("shows 'Loading articles...' during a client-side visit, then the spec's error when loading fails", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/contact");
    const link = page
      .getByRole("navigation", { name: en.frame.primaryNav })
      .getByRole("link", { name: en.frame.nav.blog });
    await waitForHydration(link);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/blog.data*", async (route) => {
      await gate;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    });
    await link.click();
    await page.getByRole("status").filter({ hasText: T.loading }).waitFor();
    release();
    await page.getByText(PUBLIC_MESSAGES.blogLoadFailed, { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: PUBLIC_MESSAGES.retry }).count()).toBe(1);
    await context.close();
  });
});
