import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";

/** Prefix of the Hindi routes' ids (HINDI_ROUTE_ID_PREFIX in contract/locales.ts). */
const HI = "hi/";

export default [
  // Public site in English at today's paths, and the same route modules again in Hindi under /hi (ids "hi/…").
  layout("routes/site/site-layout.tsx", publicPages("en")),
  route("hi", "routes/site/site-layout.tsx", { id: `${HI}routes/site/site-layout` }, publicPages("hi")),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),

  // Back office: rendered in the browser, since the session token lives there.
  ...prefix("admin", [
    index("routes/admin/admin-index.tsx"),
    ...screens("login", "forgot-password", "reset-password", "accept-invitation"),
    layout("routes/admin/admin-layout.tsx", [
      ...screens("dashboard"),
      ...listAndForm("courses", "course"),
      route("courses/view/:id", "routes/admin/course-view.tsx"),
      route("courses/:id/batches", "routes/admin/course-batches.tsx"),
      ...screens("course-categories"),
      ...listAndForm("blogs", "blog"),
      ...screens("gallery"),
      ...listAndForm("products", "product"),
      ...screens("inquiries", "consultations", "testimonials", "newsletter", "change-password", "profile"),
      ...screens("agenda", "availability"),
      ...screens("staff", "security", "backups"),
      route("campaigns", "routes/admin/campaigns-list.tsx"),
      route("campaigns/new", "routes/admin/campaign-edit.tsx", { id: "admin-campaign-new" }),
      route("campaigns/:id", "routes/admin/campaign-edit.tsx", { id: "admin-campaign-edit" }),
      ...screens("enrolments", "payments", "upi-queue"),
      ...screens("outbox", "settings", "page-texts", "activity", "trash"),
      ...screens("today", "leads-report", "lead-settings"),
      route("leads/:kind/:id", "routes/admin/lead.tsx"),
    ]),
    route("*", "routes/admin/admin-unknown-path.tsx"),
  ]),

  // Any unknown public path redirects to the home page of its language.
  route("hi/*", "routes/site/unknown-path.tsx", { id: `${HI}routes/site/unknown-path` }),
  route("*", "routes/site/unknown-path.tsx"),
] satisfies RouteConfig;

/**
 * Every public page, every page shares the top bar and footer. English routes keep their default ids (the file
 * path); the Hindi ones are the same modules with the id prefixed by "hi/" (contract/locales.ts).
 */
function publicPages(locale: "en" | "hi"): RouteConfigEntry[] {
  const page = (path: string | null, file: string, children?: RouteConfigEntry[]) => {
    const options = locale === "hi" ? { id: `${HI}${file.replace(/\.tsx$/, "")}` } : {};
    return path === null ? index(file, options) : route(path, file, options, children);
  };
  return [
    page(null, "routes/site/home.tsx"),
    page("about", "routes/site/about.tsx"),
    page("courses", "routes/site/courses.tsx"),
    page("course/:courseId", "routes/site/course-detail.tsx"),
    page("products", "routes/site/products.tsx"),
    page("consultation", "routes/site/consultation.tsx"),
    page("gallery", "routes/site/gallery.tsx"),
    page("blog", "routes/site/blog.tsx", [page(":slug", "routes/site/blog-article.tsx")]),
    page("contact", "routes/site/contact.tsx"),
    // Where the newsletter's mailed links lead; only their buttons change anything.
    page("newsletter/confirm", "routes/site/newsletter-confirm.tsx"),
    page("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx"),
    // Where a booked consultation's mail leads: move or cancel it, by POST only.
    page("consultation/booking", "routes/site/consultation-booking.tsx"),
    // A person's own enrolment (by the private link mailed to them) and the public check of a certificate.
    page("enrolment/:id", "routes/site/enrolment.tsx"),
    page("certificate/:code", "routes/site/certificate.tsx"),
  ];
}

/** Back-office screens whose module is named after their path. */
function screens(...paths: string[]): RouteConfigEntry[] {
  return paths.map((path) => route(path, `routes/admin/${path}.tsx`));
}

/**
 * A back-office resource's list at `path`, and its one form module twice: for a new `name` and for one by id
 * (files `${path}-list.tsx` and `${name}-form.tsx`).
 */
function listAndForm(path: string, name: string): RouteConfigEntry[] {
  const form = `routes/admin/${name}-form.tsx`;
  return [
    route(path, `routes/admin/${path}-list.tsx`),
    route(`${path}/create`, form, { id: `admin-${name}-create` }),
    route(`${path}/edit/:id`, form, { id: `admin-${name}-edit` }),
  ];
}
