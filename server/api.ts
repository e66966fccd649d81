// The HTTP API under /api: one list of routes, public and admin, each feature in its own folder.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { IMAGE_UPLOAD_MAX_BYTES, JSON_BODY_MAX_BYTES } from "#contract/constants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { activityRoutes } from "./activity/activity.routes";
import { backupsRoutes } from "./backup/backups.routes";
import { responseCache } from "./cache/response-cache";
import type { AppDeps } from "./deps";
import { authRoutes } from "./features/auth/auth.routes";
import { authenticate } from "./features/auth/auth.service";
import { batchesRoutes } from "./features/batches/batches.routes";
import { campaignsRoutes } from "./features/campaigns/campaigns.routes";
import { courseCategoryRoutes } from "./features/courses/courses.routes";
import { enrolmentsRoutes } from "./features/enrolments/enrolments.routes";
import { healthRoutes } from "./features/health/health.routes";
import { leadsRoutes } from "./features/leads/leads.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import {
  bookingPaymentRoutes,
  enrolmentPaymentRoutes,
  paymentsRoutes,
} from "./features/payments/payments.routes";
import { paymentsDeskRoutes } from "./features/payments-desk/payments-desk.routes";
import { refundsRoutes } from "./features/refunds/refunds.routes";
import { pageTextRoutes, settingsRoutes } from "./features/site/site.routes";
import { slotsRoutes } from "./features/slots/slots.routes";
import { recoveryRoutes, staffRoutes, TOKENLESS_AUTH_PATHS } from "./features/staff/staff.routes";
import { uploadsRoutes } from "./features/uploads/uploads.routes";
import type { AppEnv } from "./http/app-env";
import { errorResponse } from "./http/error-handler";
import { HttpError } from "./http/errors";
import { allowedMethodsOf } from "./http/method-not-allowed";
import { privateResponses } from "./http/private-responses";
import { identifyAdmin } from "./http/require-admin";
import { sameSiteForms } from "./http/same-site-forms";
import { mailRoutes } from "./mail/mail.routes";
import { imageFormBodyLimit } from "./media/upload-limit.middleware";
import { openapiRoutes } from "./openapi/openapi.routes";
import { API_OPERATIONS } from "./openapi/operations";
import { resourceRoutes } from "./resources/resource-routes";
import { SERVED_RESOURCES } from "./resources/served";
import { demoContentRoutes } from "./seed/demo-content.routes";
import { trashRoutes } from "./trash/trash.routes";

/** Multipart bodies carry up to two images plus text fields. */
const MULTIPART_MAX_BYTES = 2 * IMAGE_UPLOAD_MAX_BYTES + 512 * 1024;

const pathsPattern = (paths: string[]) => paths.map((p) => p.replace(/^\//, "")).join("|");
/** Anonymous reads of the resources anyone may read: the same for every visitor until content changes. */
const PUBLIC_CACHEABLE = new RegExp(
  `^/api/(${pathsPattern(
    SERVED_RESOURCES.filter(({ service }) => service.definition.publicVisibility !== "none").map(
      ({ service }) => service.definition.path,
    ),
  )})(/[a-z0-9-]+)?/?$`,
);
/** The RFC 8058 one-click address: the signed token in its query is the proof, wherever the POST comes from. */
const ONE_CLICK_UNSUBSCRIBE = /\/newsletter\/unsubscribe\/?$/;
/** A resource whose anonymous read by id does something (a blog post counts a view) must reach it every time. */
const COUNTS_A_VIEW = new RegExp(
  `^/api/(${pathsPattern(
    SERVED_RESOURCES.filter(({ service }) => service.hasReadHook).map(
      ({ service }) => service.definition.path,
    ),
  )})/\\d+/?$`,
);

export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();

  // An upload carries one image: its body is cut at that size while it streams, before the general limit below
  // would buffer up to two images' worth of it. A resource's own forms are capped on their routes
  // (resource-routes.ts), by how many images they carry.
  api.use("/upload/*", imageFormBodyLimit());
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
  // Before identifyAdmin, so that its refusal of a bad token is marked too.
  api.use("*", privateResponses);
  api.use(
    "*",
    except(
      ["/api/auth/login", ...TOKENLESS_AUTH_PATHS],
      identifyAdmin((token) => authenticate(deps.database.db, token)),
    ),
  );
  api.use(
    "*",
    responseCache({
      changes: deps.changes,
      isCacheable: (url) => PUBLIC_CACHEABLE.test(url.pathname) && !COUNTS_A_VIEW.test(url.pathname),
      ignoredParams: ["_t", "t", "_", "timestamp"],
    }),
  );
  // Any successful admin write may change what the public sees: drop every cache, here and on other servers.
  // A POST that only hands something out (a preview token) says so, and keeps them.
  api.use("*", async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.get("admin") && c.res.status < 400 && !c.get("contentUnchanged"))
      await deps.changes.changed();
  });

  const ownSiteOnly = sameSiteForms(
    deps.env.publicUrl,
    (c) =>
      c.req.method === "POST" && ONE_CLICK_UNSUBSCRIBE.test(c.req.path) && c.req.query("token") !== undefined,
  );
  // The Razorpay webhook is left out on purpose: Razorpay posts it from its own servers, and its signature
  // (checked on the raw body before anything else) is its proof. The Checkout callback is the person's browser.
  for (const path of [
    "/inquiries/*",
    "/consultations/*",
    "/newsletter/*",
    "/enrolments/*",
    "/payments/razorpay/verify",
  ])
    api.use(path, ownSiteOnly);

  api.route("/health", healthRoutes(deps));
  api.route("/", openapiRoutes(API_OPERATIONS));
  api.route("/auth", authRoutes(deps));
  api.route("/auth", recoveryRoutes(deps));
  api.route("/staff", staffRoutes(deps));
  api.route("/upload", uploadsRoutes(deps));
  // A resource's own routes come before its standard ones, whose /:id or /:idOrSlug would take their paths.
  api.route("/courses", courseCategoryRoutes(deps));
  api.route("/newsletter", newsletterRoutes(deps));
  api.route("/consultations", bookingPaymentRoutes(deps));
  api.route("/consultations", slotsRoutes(deps));
  for (const { service, routes } of SERVED_RESOURCES)
    api.route(service.definition.path, resourceRoutes(deps, service, routes));
  api.route("/backups", backupsRoutes(deps));
  api.route("/mail", mailRoutes(deps));
  api.route("/campaigns", campaignsRoutes(deps));
  api.route("/leads", leadsRoutes(deps));
  api.route("/batches", batchesRoutes(deps));
  api.route("/enrolments", enrolmentPaymentRoutes(deps));
  api.route("/enrolments", enrolmentsRoutes(deps));
  api.route("/enrolments", refundsRoutes(deps));
  api.route("/payments", paymentsDeskRoutes(deps));
  api.route("/payments", paymentsRoutes(deps));
  api.route("/settings", settingsRoutes(deps));
  api.route("/page-texts", pageTextRoutes(deps));
  api.route("/activity", activityRoutes(deps));
  api.route("/trash", trashRoutes(deps));
  api.route("/demo-content", demoContentRoutes(deps));

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
