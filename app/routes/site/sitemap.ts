// /sitemap.xml: every public page, every active course and every published article, from the database, each in
// English and in Hindi (/hi/…), with both listed as alternates of one another (and English as x-default).
import { localePath } from "#app/lib/i18n/locale.ts";
import { LOCALES, type Locale } from "#contract/locales";
import { blogsService } from "#server/features/blogs/blogs.service";
import { listCourses } from "#server/features/courses/courses.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/sitemap";

/** The public routes that exist once, whatever the content. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/courses",
  "/products",
  "/consultation",
  "/gallery",
  "/blog",
  "/contact",
] as const;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** The page at `path` (English) in both languages: two <url> entries naming each other as alternates. */
function urlEntries(origin: string, path: string, lastmod?: string) {
  const date = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "";
  const href = (locale: Locale) => escapeXml(`${origin}${localePath(locale, path)}`);
  const alternates = [
    ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href("en")}"/>`,
  ].join("");
  return LOCALES.map((l) => `<url><loc>${href(l)}</loc>${date}${alternates}</url>`).join("\n");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, env } = context.get(pageServicesContext);
  const [courses, posts] = await Promise.all([
    listCourses(database.db, { is_active: true }),
    blogsService.list(database.db, { query: {}, admin: false }),
  ]);
  const origin = env.publicUrl;
  const entries = [
    ...STATIC_PUBLIC_PATHS.map((path) => urlEntries(origin, path)),
    ...courses.map((c) => urlEntries(origin, `/course/${encodeURIComponent(c.course_slug)}`, c.updated_at)),
    ...posts.map((p) => urlEntries(origin, `/blog/${encodeURIComponent(p.slug)}`, p.updated_at)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
