import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ContentChanges } from "./content-changes";
import { pageKeyParams } from "./page-query-params";
import { responseCache } from "./response-cache";

const changes: ContentChanges = { version: () => 0, changed: async () => {}, subscribe: () => () => {} };

function cachedApp() {
  let renders = 0;
  const app = new Hono()
    .use("*", responseCache({ changes, isCacheable: () => true, keyParams: pageKeyParams }))
    .get("*", (c) => {
      renders++;
      return c.text(`render ${renders} of ${c.req.url}`);
    });
  return { app, renders: () => renders };
}

describe("the page cache's key", () => {
  it("ignores parameters a page does not read: /about?zz=1..N is one entry, rendered once", async () => {
    const { app, renders } = cachedApp();
    for (let i = 0; i < 50; i++) await app.request(`/about?zz=${i}`);
    await app.request("/about");
    expect(renders()).toBe(1);
  });

  it("splits on a parameter the page reads, and on nothing else beside it", async () => {
    const { app, renders } = cachedApp();
    const a = await app.request("/courses?category=vastu");
    const b = await app.request("/courses?category=numerology");
    expect(await b.text()).not.toBe(await a.text());
    expect(renders()).toBe(2);
    const again = await app.request("/courses?utm_source=x&category=vastu&zz=9");
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toBe(await (await app.request("/courses?category=vastu")).text());
    expect(renders()).toBe(2);
  });

  it("keeps React Router's route selection for data requests", () => {
    expect(pageKeyParams(new URL("http://x/about.data?_routes=a&zz=1"))).toEqual(["_routes", "index"]);
    expect(pageKeyParams(new URL("http://x/courses.data"))).toEqual(["category", "_routes", "index"]);
    expect(pageKeyParams(new URL("http://x/blog/some-post?page=2"))).toEqual([]);
  });
});
