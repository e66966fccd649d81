// /sitemap.xml: every public page, every active course and every published article, from the database, each in
// English and in Hindi (/hi/…), with both listed as alternates of one another (and English as x-default). An
// article is listed only in the languages it is published in (the blog list's rule), with alternates only when
// it is in both.
import { LOCALES, type Locale, localePath } from "#contract/locales";
import { postIsIn } from "#contract/localize-content";
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

/** The page at `path` (English) in `locales`: one <url> each, naming the others as alternates when there are two. */
function urlEntries(origin: string, path: string, lastmod?: string, locales: readonly Locale[] = LOCALES) {
  const date = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "";
  const href = (locale: Locale) => escapeXml(`${origin}${localePath(locale, path)}`);
  const alternates =
    locales.length < LOCALES.length
      ? ""
      : [
          ...locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href("en")}"/>`,
        ].join("");
  return locales.map((l) => `<url><loc>${href(l)}</loc>${date}${alternates}</url>`).join("\n");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, env } = context.get(pageServicesContext);
  // Each language's published list: a Hindi-only post is in the Hindi one alone.
  const [courses, ...lists] = await Promise.all([
    listCourses(database.db, { is_active: true }),
    ...LOCALES.map((lang) => blogsService.list(database.db, { query: { lang }, admin: false })),
  ]);
  const posts = [...new Map(lists.flat().map((p) => [p.slug, p])).values()];
  const origin = env.publicUrl;
  const entries = [
    ...STATIC_PUBLIC_PATHS.map((path) => urlEntries(origin, path)),
    ...courses.map((c) => urlEntries(origin, `/course/${encodeURIComponent(c.course_slug)}`, c.updated_at)),
    ...posts.map((p) =>
      urlEntries(
        origin,
        `/blog/${encodeURIComponent(p.slug)}`,
        p.updated_at,
        LOCALES.filter((l) => postIsIn(p, l)),
      ),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
