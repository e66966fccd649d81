// /blog/:slug, the shareable address of one article. The blog page above it shows the article in its modal,
// over the list; this route loads the article (server-rendered on a first visit) and gives the page its own
// title, description, Open Graph tags and BlogPosting structured data.
import { data, isRouteErrorResponse } from "react-router";
import { blogPostingJsonLd } from "#app/components/site/blog/blog-json-ld.ts";
import { listedPost } from "#app/components/site/blog/blog-posts.server.ts";
import { JsonLd } from "#app/components/site/json-ld.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { clampDescription, pageMeta } from "#app/components/site/seo.ts";
import { siteDataFromMatches, useSiteData } from "#app/components/site/site-data.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { textFor } from "#contract/i18n/catalogue";
import { hiBlog } from "#contract/i18n/hi/blog";
import { hiErrors } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localeFromPathname } from "#contract/locales";
import { postIsIn } from "#contract/localize-content";
import { NotFound } from "#server/domain-errors";
import { blogsService } from "#server/features/blogs/blogs.service";
import { publicOrPreview } from "#server/features/site/staff-preview";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/blog-article";

const descriptionOf = (post: { excerpt: string | null; content: string }) =>
  clampDescription(post.excerpt || post.content);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { database, staffPreview } = context.get(pageServicesContext);
  const locale = localeFromPathname(new URL(request.url).pathname);
  try {
    // Reading the page counts no view: crawlers and link previews are not readers. The modal counts one
    // through the API when it opens in a browser. Staff previewing see a draft.
    const { item: post, preview } = await publicOrPreview(staffPreview, (admin) =>
      blogsService.get(database.db, params.slug, { admin }),
    );
    // A post written in Hindi only has no English page; a Hindi page of an English post shows it in English.
    if (locale === "en" && !postIsIn(post, locale)) throw new NotFound();
    return { post: listedPost(post, locale), preview };
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteDataFromMatches(matches);
  const T = textFor(site.locale, en.blog, hiBlog);
  if (!loaderData)
    return [
      { title: `${T.articleNotFound} | ${site.settings.name}` },
      { name: "robots", content: "noindex" },
    ];
  const { post } = loaderData;
  return [
    ...pageMeta(site, {
      title: post.title,
      description: descriptionOf(post),
      path: `/blog/${post.slug}`,
      image: post.image,
      imageAlt: post.title,
      type: "article",
      preview: loaderData.preview,
      onlyIn: post.hindi_only ? "hi" : undefined,
    }),
    ...(post.published_date ? [{ property: "article:published_time", content: post.published_date }] : []),
    { property: "article:section", content: post.category },
  ];
}

/** The article itself is drawn by the blog page's modal; this adds what belongs to the article's own page. */
export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const site = useSiteData();
  const { post } = loaderData;
  return <JsonLd data={blogPostingJsonLd(site, post, descriptionOf(post))} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const T = useText(en.blog, hiBlog);
  const E = useText(en.errors, hiErrors);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container blog-article-error">
      <Alert tone="error" title={notFound ? T.articleNotFound : E.genericTitle}>
        <p>{notFound ? T.articleNotFoundText : E.genericText}</p>
        <Link to="/blog" className="btn btn--secondary btn--small">
          {T.allArticles}
        </Link>
      </Alert>
    </div>
  );
}
