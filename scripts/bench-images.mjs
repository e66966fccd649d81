// `npm run bench:images`: the picture bytes a visitor's browser downloads on list pages of the demo site, on
// Lighthouse's mobile screen (412 x 823 CSS px at device pixel ratio 1.75) and on a desktop (1350 x 940 at 1).
// The page is scrolled to its end so that every lazy picture loads; each picture's rendition width is read from
// its file name. Byte counts, not timings: they do not depend on how busy the machine is.
// BENCH_PAGES=/gallery,/hi/gallery chooses the pages.
import { chromium } from "playwright-core";
import { createBenchData, ensureBuilt, startServer } from "./bench-server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = (process.env.BENCH_PAGES ?? "/gallery,/hi/gallery,/blog,/products,/courses").split(",");
const SCREENS = [
  { name: "phone 412 px, DPR 1.75", viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: "desktop 1350 px, DPR 1", viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
];

/** "<name>-720w.webp" is 720 wide, "<name>-800x600.webp" (with or without a set marker) 800. */
const renditionWidth = (url) => /-(\d+)(?:w|x\d+(?:-r\d+)?)\.webp$/.exec(url)?.[1];

/** Every picture that starts above the next screen has finished loading (a lazy one has started once it nears). */
const nearbyPicturesLoaded = () =>
  [...document.images].every((img) => img.getBoundingClientRect().top > 2 * innerHeight || img.complete);

async function pictureBytes(browser, base, screen, pagePath) {
  const context = await browser.newContext({
    viewport: screen.viewport,
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.deviceScaleFactor > 1,
  });
  const page = await context.newPage();
  const reads = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image" || !response.ok()) return;
    reads.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.byteLength }))
        .catch(() => undefined),
    );
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
  // Down a screen at a time, so each lazy picture nears the viewport once, as a visitor's scroll would do.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += screen.viewport.height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(nearbyPicturesLoaded);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(nearbyPicturesLoaded);
  const pictures = (await Promise.all(reads)).filter(Boolean);
  await context.close();
  const uploads = pictures.filter((p) => new URL(p.url).pathname.startsWith("/uploads/"));
  const widths = {};
  for (const p of uploads) {
    const w = renditionWidth(p.url) ?? "?";
    widths[w] = (widths[w] ?? 0) + 1;
  }
  return {
    count: uploads.length,
    kb: Math.round(uploads.reduce((sum, p) => sum + p.bytes, 0) / 102.4) / 10,
    widths: Object.entries(widths)
      .map(([w, n]) => `${n} x ${w}`)
      .join(", "),
  };
}

ensureBuilt();
const data = await createBenchData("embedded");
const server = await startServer({ data, port: Number(process.env.BENCH_PORT ?? 3712) });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  console.log("# bench:images — uploaded pictures downloaded per page, scrolled to the end\n");
  console.log("| page | screen | pictures | KB | renditions (count x width) |");
  console.log("|---|---|---:|---:|---|");
  for (const pagePath of PAGES)
    for (const screen of SCREENS) {
      const r = await pictureBytes(browser, server.base, screen, pagePath);
      console.log(`| ${pagePath} | ${screen.name} | ${r.count} | ${r.kb} | ${r.widths} |`);
    }
} finally {
  await browser.close();
  await server.stop();
  await data.drop();
}
