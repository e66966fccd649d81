import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ContentChanges } from "./content-changes";
import { responseCache } from "./response-cache";

function fakeChanges() {
  let version = 0;
  const subscribers = new Set<() => void>();
  const changes: ContentChanges = {
    version: () => version,
    async changed() {
      version++;
      for (const fn of subscribers) fn();
    },
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
  return changes;
}

/** A page that writes its request's nonce several times, as rendered pages do, around `filler` text. */
function pageApp(filler: string) {
  const changes = fakeChanges();
  let renders = 0;
  const app = new Hono<{ Variables: { nonce: string } }>();
  app.use("*", async (c, next) => {
    c.set("nonce", randomBytes(16).toString("base64"));
    await next();
    c.res.headers.set("X-Nonce", c.get("nonce"));
  });
  app.use("*", responseCache({ changes, isCacheable: () => true, bodyToken: (c) => c.get("nonce") }));
  app.get("*", (c) => {
    renders++;
    const n = c.get("nonce");
    return c.html(
      `<script nonce="${n}">a()</script>${filler}<script nonce="${n}">b()</script>${filler}<p>${n}</p>`,
    );
  });
  return { app, changes, renders: () => renders };
}

const expected = (filler: string, n: string) =>
  `<script nonce="${n}">a()</script>${filler}<script nonce="${n}">b()</script>${filler}<p>${n}</p>`;

describe("responseCache with a per-request body token", () => {
  it("serves a hit with the hit's own nonce, plain and gzip", async () => {
    const filler = "<p>Vastu, numerology and geobiology.</p>".repeat(200);
    const { app, renders } = pageApp(filler);
    const first = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(await first.text()).toBe(expected(filler, first.headers.get("x-nonce") as string));

    const gz = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    const nonce = gz.headers.get("x-nonce") as string;
    expect(gz.headers.get("x-cache")).toBe("HIT");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(nonce).not.toBe(first.headers.get("x-nonce"));
    const bytes = Buffer.from(await gz.arrayBuffer());
    expect(gunzipSync(bytes).toString()).toBe(expected(filler, nonce));
    // Repeats of the nonce compress as in a single gzip run: only the first one is stored uncompressed.
    expect(bytes.length).toBeLessThan(gzipSync(expected(filler, nonce)).length + 40);

    const plain = await app.request("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(expected(filler, plain.headers.get("x-nonce") as string));
    expect(renders()).toBe(1);
  });

  it("keeps a valid gzip stream when a piece is longer than one stored block", async () => {
    const filler = randomBytes(70_000).toString("base64");
    const { app } = pageApp(filler);
    await app.request("/big");
    const hit = await app.request("/big", { headers: { "accept-encoding": "gzip" } });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const text = gunzipSync(Buffer.from(await hit.arrayBuffer())).toString();
    expect(text).toBe(expected(filler, hit.headers.get("x-nonce") as string));
  });

  it("renders again after a content change", async () => {
    const { app, changes, renders } = pageApp("x".repeat(2000));
    await app.request("/a");
    await app.request("/a");
    expect(renders()).toBe(1);
    await changes.changed();
    const after = await app.request("/a");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(renders()).toBe(2);
  });

  it("renders again rather than guess when the token's length differs", async () => {
    const changes = fakeChanges();
    let nonce = "short";
    const app = new Hono();
    app.use("*", responseCache({ changes, isCacheable: () => true, bodyToken: () => nonce }));
    app.get("*", (c) => c.html(`<b nonce="${nonce}">${"y".repeat(2000)}</b>`));
    await app.request("/");
    nonce = "a-longer-nonce";
    const res = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("x-cache")).toBe("MISS");
    expect(await res.text()).toContain(`nonce="a-longer-nonce"`);
  });

  it("keeps bodies that are not UTF-8 intact", async () => {
    const changes = fakeChanges();
    let nonce = "";
    const app = new Hono();
    app.use("*", async (_c, next) => {
      nonce = randomBytes(16).toString("base64");
      await next();
    });
    app.use("*", responseCache({ changes, isCacheable: () => true, bodyToken: () => nonce }));
    const bodyFor = (n: string) =>
      Buffer.concat([Buffer.alloc(3000, 0xff), Buffer.from(n), Buffer.alloc(3000, 0xfe), Buffer.from(n)]);
    app.get("*", (c) => c.body(new Uint8Array(bodyFor(nonce))));
    await app.request("/bin");
    const hit = await app.request("/bin", { headers: { "accept-encoding": "gzip" } });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(gunzipSync(Buffer.from(await hit.arrayBuffer())).equals(bodyFor(nonce))).toBe(true);
  });
});
