// /robots.txt: everything public may be crawled, the back office may not, and the sitemap's address.
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(pageServicesContext);
  const body = ["User-agent: *", "Disallow: /admin", "", `Sitemap: ${env.publicUrl}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
