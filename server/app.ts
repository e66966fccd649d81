// The whole HTTP surface of one process: /api, /uploads, static assets, then React Router for every page.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { getCookie } from "hono/cookie";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createApi } from "./api";
import { pageKeyParams } from "./cache/page-query-params";
import { responseCache } from "./cache/response-cache";
import type { AppDeps } from "./deps";
import { setPasswordHashCost } from "./features/auth/password";
import { PREVIEW_PARAM } from "./features/site/preview-token";
import { isStaffPreview, STAFF_PREVIEW_COOKIE } from "./features/site/staff-preview";
import type { AppEnv } from "./http/app-env";
import { errorResponse } from "./http/error-handler";
import { securityHeaders } from "./http/security-headers";
import { appSecret } from "./lib/app-secret";
import { isMediaPath, openMediaStorage } from "./media/media-storage";
import { razorpayConfig } from "./payments/razorpay/client";
import { pageServicesContext } from "./request-context";

export interface AppOptions {
  /** The React Router server build; absent in API-only tests. */
  getBuild?: () => Promise<ServerBuild>;
  /** Built browser assets (production); Vite serves them in development. */
  clientDir?: string;
  mode?: "production" | "development";
}

const YEAR = 31_536_000;

/**
 * The public pages (home, about, courses and each course, products, gallery, blog and each article, contact) in
 * English and under /hi in Hindi, their client-navigation data (`.data`), the sitemap and robots.txt: the same for
 * every anonymous visitor, so kept whole until content changes. Their loaders must have no side effects. Not the
 * consultation page: its free slots change with every booking and every passing minute (decision 64).
 */
const PAGE = "(?:about|courses|products|gallery|blog|contact|(?:course|blog)/[a-z0-9]+(?:-[a-z0-9]+)*)";
const CACHEABLE_PAGE = new RegExp(
  `^/(?:(?:hi/)?${PAGE}(?:\\.data)?|hi(?:\\.data)?|_root\\.data|sitemap\\.xml|robots\\.txt)?$`,
);
/** A caller's request id worth keeping: letters, digits and - _ . : only, at most 64 of them. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  setPasswordHashCost(deps.env.TEST_PASSWORD_HASH_COST);
  mkdirSync(deps.uploadsDir, { recursive: true });
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    // A proxy's id is kept so a request can be followed across both logs; anything but a plain token is replaced,
    // so a caller cannot write arbitrary text into the logs or echo it back through our headers.
    const given = c.req.header("x-request-id");
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    deps.logger.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  // Built scripts, styles and fonts are named by their content hash. They are served before the page headers:
  // a page's CSP, frame and permission policies mean nothing on a script, and on a phone the ~750 bytes they
  // would add to every file are bytes the page waits for. Bodies come precompressed (brotli, gzip) from the
  // build (vite/precompress-assets.ts), so no request pays for compression.
  if (options.clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: path.relative(process.cwd(), options.clientDir),
        precompressed: true,
        onFound: (_p, c) => {
          c.header("Cache-Control", `public, max-age=${YEAR}, immutable`);
          c.header("X-Content-Type-Options", "nosniff");
        },
      }),
    );
  }
  const razorpay = razorpayConfig(deps.env);
  app.use(
    "*",
    securityHeaders({
      httpsOnly: deps.env.publicUrl.startsWith("https://"),
      checkout: razorpay ? { scriptUrl: razorpay.checkoutUrl, apiUrl: razorpay.apiUrl } : null,
    }),
  );
  app.use("*", compress());
  app.onError((err, c) => errorResponse(err, c, deps.logger));

  app.route("/api", createApi(deps));

  const media = openMediaStorage(deps.database, deps.uploadsDir);
  const uploadHeaders = {
    "Cache-Control": `public, max-age=${YEAR}, immutable`,
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "X-Content-Type-Options": "nosniff",
  };
  app.use(
    "/uploads/*",
    serveStatic({
      root: path.relative(process.cwd(), deps.uploadsDir) || ".",
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
      onFound: (_path, c) => {
        for (const [name, value] of Object.entries(uploadHeaders)) c.header(name, value);
      },
    }),
  );
  // Not on this disk: another instance may have stored it. Fetched once onto this disk, served from there next.
  app.get("/uploads/*", async (c) => {
    const relPath = c.req.path.slice("/uploads/".length);
    const file = isMediaPath(relPath) ? await media.fetchToDisk(relPath) : undefined;
    if (!file) return c.text("Not found", 404);
    return c.body(new Uint8Array(file.content), 200, { ...uploadHeaders, "Content-Type": file.contentType });
  });

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir);
    app.use(
      "*",
      serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }),
    );
  }

  if (options.getBuild) {
    const getBuild = options.getBuild;
    const mode = options.mode ?? "production";
    const handler = createRequestHandler(getBuild, mode);
    // Each page embeds its request's CSP nonce; the cache gives every hit a fresh one (bodyToken).
    // A Preview link shows drafts, and so does a page for staff with the preview cookie: whatever its token,
    // the answer is for that person only, kept by no cache (here, the browser's or a proxy's), and for no index.
    const previews = new WeakSet<Request>();
    const secret = appSecret(deps.env);
    app.use("*", async (c, next) => {
      if (await isStaffPreview(deps, getCookie(c, STAFF_PREVIEW_COOKIE), secret)) previews.add(c.req.raw);
      await next();
      if (!previews.has(c.req.raw) && !new URL(c.req.url).searchParams.has(PREVIEW_PARAM)) return;
      c.res.headers.set("Cache-Control", "private, no-store");
      c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    });
    // Before the page cache, so that a page it answers counts as much as one rendered.
    // Staff previewing a draft are not visitors.
    const visits = deps.visits;
    if (visits)
      app.use("*", (c, next) =>
        previews.has(c.req.raw) || c.req.query(PREVIEW_PARAM) !== undefined
          ? next()
          : visits.middleware(c, next),
      );
    if (mode === "production")
      app.use(
        "*",
        responseCache({
          changes: deps.changes,
          isCacheable: (url, request) =>
            CACHEABLE_PAGE.test(url.pathname) &&
            !url.searchParams.has(PREVIEW_PARAM) &&
            !previews.has(request),
          keyParams: pageKeyParams,
          bodyToken: (c) => c.get("cspNonce"),
        }),
      );
    app.all("*", (c) => {
      const context = new RouterContextProvider();
      context.set(pageServicesContext, {
        ...deps,
        cspNonce: c.get("cspNonce"),
        staffPreview: previews.has(c.req.raw),
      });
      return handler(c.req.raw, context);
    });
  }
  return app;
}
