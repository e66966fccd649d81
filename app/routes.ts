import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";

/** Prefix of the Hindi routes' ids (HINDI_ROUTE_ID_PREFIX in app/lib/i18n/locale.ts). */
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
    route("login", "routes/admin/login.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    route("accept-invitation", "routes/admin/accept-invitation.tsx"),
    layout("routes/admin/admin-layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("courses", "routes/admin/courses-list.tsx"),
      route("courses/create", "routes/admin/course-form.tsx", { id: "admin-course-create" }),
      route("courses/edit/:id", "routes/admin/course-form.tsx", { id: "admin-course-edit" }),
      route("courses/view/:id", "routes/admin/course-view.tsx"),
      route("course-categories", "routes/admin/course-categories.tsx"),
      route("blogs", "routes/admin/blogs-list.tsx"),
      route("blogs/create", "routes/admin/blog-form.tsx", { id: "admin-blog-create" }),
      route("blogs/edit/:id", "routes/admin/blog-form.tsx", { id: "admin-blog-edit" }),
      route("gallery", "routes/admin/gallery.tsx"),
      route("products", "routes/admin/products-list.tsx"),
      route("products/create", "routes/admin/product-form.tsx", { id: "admin-product-create" }),
      route("products/edit/:id", "routes/admin/product-form.tsx", { id: "admin-product-edit" }),
      route("inquiries", "routes/admin/inquiries.tsx"),
      route("consultations", "routes/admin/consultations.tsx"),
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("change-password", "routes/admin/change-password.tsx"),
      route("profile", "routes/admin/profile.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("security", "routes/admin/security.tsx"),
      route("backups", "routes/admin/backups.tsx"),
      route("campaigns", "routes/admin/campaigns-list.tsx"),
      route("campaigns/new", "routes/admin/campaign-edit.tsx", { id: "admin-campaign-new" }),
      route("campaigns/:id", "routes/admin/campaign-edit.tsx", { id: "admin-campaign-edit" }),
      route("outbox", "routes/admin/outbox.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("page-texts", "routes/admin/page-texts.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("trash", "routes/admin/trash.tsx"),
    ]),
    route("*", "routes/admin/admin-unknown-path.tsx"),
  ]),

  // Any unknown public path redirects to the home page of its language.
  route("hi/*", "routes/site/unknown-path.tsx", { id: `${HI}routes/site/unknown-path` }),
  route("*", "routes/site/unknown-path.tsx"),
] satisfies RouteConfig;

/**
 * Every public page, every page shares the top bar and footer. English routes keep their default ids (the file
 * path); the Hindi ones are the same modules with the id prefixed by "hi/" (app/lib/i18n/locale.ts).
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
  ];
}
