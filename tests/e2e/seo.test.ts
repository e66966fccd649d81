// What search engines and social networks get, through HTTP on the built site: a unique title, description,
// canonical link, Open Graph and Twitter tags on every public page, the structured data, the sitemap from the
// database, robots.txt, the redirect of unknown paths, responsive images, and the rendered-page cache (a fresh
// CSP nonce on every hit, dropped when content changes).
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/messages.en";
import type { Course } from "#contract/schemas/course";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { apiAdminToken, baseUrl, launchBrowser, newPage, withServerOfItsOwn } from "../setup/browser";
import { makeImage } from "../setup/image-fixtures";
import { canonicalHref, fetchHtml, metaContent, titleOf } from "./support/page-helpers";
import { createBlogPost, createCourse } from "./support/site-fixtures";

let browser: Browser;
let token: string;
let course: Course;
let hiddenCourse: Course;
let publishedSlug: string;
let draftSlug: string;

const createBlog = (status: "published" | "draft") => createBlogPost(token, { status });

// Its cache assertions need a server no other file writes to at the same moment.
withServerOfItsOwn();

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
  course = await createCourse(token, {
    description: "Learn the sixteen zones of Vastu and how to survey a plot.",
  });
  hiddenCourse = await createCourse(token, { is_active: false });
  publishedSlug = await createBlog("published");
  draftSlug = await createBlog("draft");
});
afterAll(() => browser?.close());

const publicPaths = () => [
  "/",
  "/about",
  "/courses",
  `/course/${course.course_slug}`,
  "/products",
  "/consultation",
  "/gallery",
  "/blog",
  "/contact",
];

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
}

describe("search and social tags", () => {
  it("gives every public page its own title and description, a canonical link and share tags", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of publicPaths()) {
      const { status, html } = await fetchHtml(path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en"/);
      const title = titleOf(html);
      const description = metaContent(html, "description");
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title as string);
      descriptions.add(description as string);
      expect(canonicalHref(html), path).toBe(`${baseUrl()}${path}`);
      expect(metaContent(html, "og:url"), path).toBe(`${baseUrl()}${path}`);
      expect(metaContent(html, "og:title"), path).toBe(title);
      expect(metaContent(html, "og:description"), path).toBe(description);
      expect(metaContent(html, "og:image"), path).toMatch(new RegExp(`^(${baseUrl()}|https://)`));
      expect(metaContent(html, "twitter:card"), path).toBe("summary_large_image");
      expect(metaContent(html, "twitter:image"), path).toBeTruthy();
    }
    expect(titles.size).toBe(publicPaths().length);
    expect(descriptions.size).toBe(publicPaths().length);
  });

  it("takes a course page's title and description from the course", async () => {
    const { html } = await fetchHtml(`/course/${course.course_slug}`);
    expect(titleOf(html)).toBe(`${course.title} | ${SAMPLE_SITE_SETTINGS.name}`);
    expect(metaContent(html, "description")).toBe(course.description);
  });

  it("serves a share image that exists", async () => {
    const { html } = await fetchHtml("/about");
    const image = metaContent(html, "og:image") as string;
    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  it("describes the academy, with its Varanasi address, on every page, and the course on its page", async () => {
    for (const path of publicPaths()) {
      const org = jsonLdBlocks((await fetchHtml(path)).html).find(
        (b) => b["@type"] === "EducationalOrganization",
      );
      expect(org, path).toMatchObject({
        "@context": "https://schema.org",
        name: SAMPLE_SITE_SETTINGS.name,
        url: `${baseUrl()}/`,
        address: { "@type": "PostalAddress", addressLocality: "Varanasi", addressCountry: "IN" },
      });
    }
    const blocks = jsonLdBlocks((await fetchHtml(`/course/${course.course_slug}`)).html);
    expect(blocks.find((b) => b["@type"] === "Course")).toMatchObject({
      name: course.title,
      description: course.description,
      url: `${baseUrl()}/course/${course.course_slug}`,
      provider: { "@type": "EducationalOrganization", name: SAMPLE_SITE_SETTINGS.name },
      offers: { "@type": "Offer", price: 12000, priceCurrency: "INR" },
    });
  });
});

describe("sitemap and robots", () => {
  it("lists every public page, every active course and every published article", async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    for (const path of [
      "/",
      "/about",
      "/courses",
      "/products",
      "/consultation",
      "/gallery",
      "/blog",
      "/contact",
    ])
      expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/course/${course.course_slug}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/blog/${publishedSlug}</loc>`);
    expect(xml).not.toContain(hiddenCourse.course_slug);
    expect(xml).not.toContain(draftSlug);

    // A course added afterwards is listed at once, although the sitemap was cached.
    const later = await createCourse(token);
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).toContain(
      `/course/${later.course_slug}</loc>`,
    );
  });

  it("keeps crawlers out of the back office and points them to the sitemap", async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${baseUrl()}/sitemap.xml$`, "m"));
  });

  it("redirects an unknown public path to the home page with a 302", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page/at-all`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location") as string, baseUrl()).pathname).toBe("/");
    const { page, context } = await newPage(browser);
    await page.goto("/no-such-page");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});

describe("images", () => {
  /** Uploads a 1200 x 750 picture into `folder` and answers its URL. */
  async function uploadPicture(folder: "courses" | "gallery") {
    const form = new FormData();
    form.append(
      "image",
      new Blob([(await makeImage("png", 1200, 750)) as Uint8Array<ArrayBuffer>], { type: "image/png" }),
      "poster.png",
    );
    const upload = await fetch(`${baseUrl()}/api/upload/${folder}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    return ((await upload.json()) as { data: { url: string } }).data.url;
  }

  /** The file the browser chose for `picture` on a screen, once the picture has loaded. */
  async function chosenFile(
    screen: Parameters<Browser["newContext"]>[0],
    path: string,
    picture: (page: Page) => Locator,
  ) {
    const context = await browser.newContext({ baseURL: baseUrl(), ...screen });
    const page = await context.newPage();
    await page.goto(path);
    const img = picture(page);
    await img.scrollIntoViewIfNeeded();
    await img.evaluate((el: HTMLImageElement) =>
      el.complete
        ? undefined
        : new Promise((resolve) => el.addEventListener("load", resolve, { once: true })),
    );
    const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    await context.close();
    return chosen;
  }

  it("gives uploaded course pictures a srcset and their size, and lazy-loads pictures below the fold", async () => {
    const url = await uploadPicture("courses");
    const pictured = await createCourse(token, { poster_image_url: url });

    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto("/courses");
    const img = page.getByRole("article", { name: pictured.title }).locator("img");
    await expect(img.getAttribute("src")).resolves.toBe(url);
    await expect(img.getAttribute("srcset")).resolves.toMatch(
      /-480w\.webp 480w, [^,]*-720w\.webp 720w, [^,]*-960w\.webp 960w, [^,]* 1200w$/,
    );
    await expect(img.getAttribute("width")).resolves.toBe("1200");
    await expect(img.getAttribute("height")).resolves.toBe("750");
    await expect(img.getAttribute("sizes")).resolves.toBeTruthy();
    await context.close();

    // The rendition each screen downloads: a card about 370 px wide takes 480 px on a desktop, and the 720 px
    // file on Lighthouse's phone (412 px at device pixel ratio 1.75 needs 665 px), not the 960 px one.
    const card = (p: Page) => p.getByRole("article", { name: pictured.title }).locator("img");
    const desktop = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 };
    expect(await chosenFile(desktop, "/courses", card)).toContain("-480w.webp");
    const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
    expect(await chosenFile(phone, "/courses", card)).toContain("-720w.webp");
  });

  it("sizes a gallery picture by its column, so a tablet takes the 720 px file, not the full size", async () => {
    const title = `Rendition ${Date.now()}`;
    const created = await fetch(`${baseUrl()}/api/gallery`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ title, image_url: await uploadPicture("gallery"), category: "campus" }),
    });
    expect(created.status).toBe(201);
    // Three columns of 320 px at 1024 px: 640 device pixels at ratio 2. Taken for half the screen, as the gallery
    // once said, they were 1024, and Chrome took the 1200 px file.
    const tablet = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2 };
    const picture = (p: Page) => p.getByRole("button", { name: en.gallery.openImage(title) }).locator("img");
    expect(await chosenFile(tablet, "/gallery", picture)).toContain("-720w.webp");
  });
});

describe("rendered-page cache", () => {
  const nonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  const cspNonce = (res: Response) =>
    /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

  it("serves repeat visits from memory, each with its own nonce matching its policy", async () => {
    const path = `/course/${course.course_slug}`;
    await fetch(`${baseUrl()}${path}`);
    const seen = new Set<string>();
    for (const encoding of ["gzip", "identity"]) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("x-cache")).toBe("HIT");
      const html = await res.text();
      expect(html).toContain(course.title);
      const inPage = nonces(html);
      expect(inPage.size).toBe(1);
      const nonce = cspNonce(res) as string;
      expect(inPage.has(nonce)).toBe(true);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2);
  });

  it("serves the Hindi pages and their navigation data from memory as it does the English ones", async () => {
    const paths = ["/hi", "/hi.data", "/hi/courses", "/hi/courses.data", `/hi/course/${course.course_slug}`];
    for (const path of paths) {
      await fetch(`${baseUrl()}${path}`);
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-cache"), path).toBe("HIT");
    }
    // Each language is its own entry: the Hindi page is never served for the English address.
    const english = await (await fetch(`${baseUrl()}/courses`)).text();
    const hindi = await (await fetch(`${baseUrl()}/hi/courses`)).text();
    expect(english).toContain('<html lang="en"');
    expect(hindi).toContain('<html lang="hi"');
  });

  it("renders pages again as soon as content changes", async () => {
    await fetch(`${baseUrl()}/courses`);
    expect((await fetch(`${baseUrl()}/courses`)).headers.get("x-cache")).toBe("HIT");
    const added = await createCourse(token);
    const res = await fetch(`${baseUrl()}/courses`);
    expect(res.headers.get("x-cache")).toBe("MISS");
    expect(await res.text()).toContain(added.title);
  });

  it("keys a page only on the parameters it reads, so made-up parameters cannot churn the cache", async () => {
    await fetch(`${baseUrl()}/about`);
    for (let i = 1; i <= 20; i++) {
      const res = await fetch(`${baseUrl()}/about?zz=${i}&utm_source=x${i}`);
      expect(res.headers.get("x-cache"), `?zz=${i}`).toBe("HIT");
    }
    // /courses reads ?category=: each value is its own entry; other parameters beside it still are not.
    const category = `c${Date.now()}`;
    expect((await fetch(`${baseUrl()}/courses?category=${category}`)).headers.get("x-cache")).toBe("MISS");
    const again = await fetch(`${baseUrl()}/courses?zz=1&category=${category}`);
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("never caches an error page or the back office", async () => {
    await fetch(`${baseUrl()}/course/no-such-course`);
    expect((await fetch(`${baseUrl()}/course/no-such-course`)).headers.get("x-cache")).toBeNull();
    await fetch(`${baseUrl()}/admin/login`);
    expect((await fetch(`${baseUrl()}/admin/login`)).headers.get("x-cache")).toBeNull();
  });
});
