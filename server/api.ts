// The HTTP API under /api: one list of routes, public and admin, each feature in its own folder.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { IMAGE_UPLOAD_MAX_BYTES, JSON_BODY_MAX_BYTES } from "#contract/constants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { responseCache } from "./cache/response-cache";
import type { AppDeps } from "./deps";
import { authRoutes } from "./features/auth/auth.routes";
import { blogsRoutes } from "./features/blogs/blogs.routes";
import { consultationsRoutes } from "./features/consultations/consultations.routes";
import { coursesRoutes } from "./features/courses/courses.routes";
import { galleryRoutes } from "./features/gallery/gallery.routes";
import { healthRoutes } from "./features/health/health.routes";
import { inquiriesRoutes } from "./features/inquiries/inquiries.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { productsRoutes } from "./features/products/products.routes";
import { testimonialsRoutes } from "./features/testimonials/testimonials.routes";
import { uploadsRoutes } from "./features/uploads/uploads.routes";
import type { AppEnv } from "./http/app-env";
import { errorResponse } from "./http/error-handler";
import { HttpError } from "./http/errors";
import { allowedMethodsOf } from "./http/method-not-allowed";
import { identifyAdmin } from "./http/require-admin";
import { imageFormBodyLimit } from "./media/upload-limit.middleware";
import { openapiRoutes } from "./openapi/openapi.routes";

/** Multipart bodies carry up to two images plus text fields. */
const MULTIPART_MAX_BYTES = 2 * IMAGE_UPLOAD_MAX_BYTES + 512 * 1024;

const PUBLIC_CACHEABLE = /^\/api\/(courses|testimonials|gallery|blogs|products)(\/[a-z0-9-]+)?\/?$/;
/** An anonymous read of one blog post counts a view, so it must reach the service every time. */
const COUNTS_A_VIEW = /^\/api\/blogs\/\d+\/?$/;

export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();

  // A body that may carry one image is cut at that size while it streams, before the general limit below
  // would buffer up to two images' worth of it.
  for (const path of ["/upload/*", "/gallery", "/gallery/*"]) api.use(path, imageFormBodyLimit());
  api.use("*", async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    const multipart = type.startsWith("multipart/form-data");
    return bodyLimit({
      maxSize: multipart ? MULTIPART_MAX_BYTES : JSON_BODY_MAX_BYTES,
      onError: () => {
        // Only images make a multipart body large, so its sender needs the image rule, not a generic refusal.
        throw new HttpError(413, multipart ? V.fileTooLarge : V.bodyTooLarge);
      },
    })(c, next);
  });
  // Sign-in ignores any token sent along: a browser still holding an expired one must be able to sign in again.
  api.use("*", except("/api/auth/login", identifyAdmin(deps.database.db)));
  api.use(
    "*",
    responseCache({
      changes: deps.changes,
      isCacheable: (url) => PUBLIC_CACHEABLE.test(url.pathname) && !COUNTS_A_VIEW.test(url.pathname),
      ignoredParams: ["_t", "t", "_", "timestamp"],
    }),
  );
  // Any successful admin write may change what the public sees: drop every cache, here and on other servers.
  api.use("*", async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.get("admin") && c.res.status < 400) await deps.changes.changed();
  });

  api.route("/health", healthRoutes(deps));
  api.route("/", openapiRoutes());
  api.route("/auth", authRoutes(deps));
  api.route("/courses", coursesRoutes(deps));
  api.route("/testimonials", testimonialsRoutes(deps));
  api.route("/upload", uploadsRoutes(deps));
  api.route("/gallery", galleryRoutes(deps));
  api.route("/products", productsRoutes(deps));
  api.route("/inquiries", inquiriesRoutes(deps));
  api.route("/consultations", consultationsRoutes(deps));
  api.route("/newsletter", newsletterRoutes(deps));
  api.route("/blogs", blogsRoutes(deps));

  const allowedMethods = allowedMethodsOf(api.routes);
  api.all("*", (c) => {
    // The path as the routes above see it, wherever this API is mounted (this handler's own path is "<mount>/*").
    const mount = c.req.routePath.replace(/\/?\*$/, "");
    const allow = allowedMethods(c.req.path.slice(mount.length) || "/");
    if (allow.length > 0)
      throw new HttpError(405, V.methodNotAllowed, undefined, { Allow: allow.join(", ") });
    throw new HttpError(404, V.notFound);
  });
  api.onError((err, c) => errorResponse(err, c, deps.logger));
  return api;
}
