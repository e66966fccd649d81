// /sitemap.xml: every public page, every active course and every published article, from the database.
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

function urlEntry(loc: string, lastmod?: string) {
  const date = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${date}</url>`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, env } = context.get(pageServicesContext);
  const [courses, posts] = await Promise.all([
    listCourses(database.db, { is_active: true }),
    blogsService.list(database.db, { query: {}, admin: false }),
  ]);
  const origin = env.publicUrl;
  const entries = [
    ...STATIC_PUBLIC_PATHS.map((path) => urlEntry(`${origin}${path}`)),
    ...courses.map((c) => urlEntry(`${origin}/course/${encodeURIComponent(c.course_slug)}`, c.updated_at)),
    ...posts.map((p) => urlEntry(`${origin}/blog/${encodeURIComponent(p.slug)}`, p.updated_at)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
