// /blog/:slug, the shareable address of one article. The blog page above it shows the article in its modal,
// over the list; this route loads the article (server-rendered on a first visit) and gives the page its own
// title, description, Open Graph tags and BlogPosting structured data.
import { data, isRouteErrorResponse, Link } from "react-router";
import { getBlog } from "#server/features/blogs/blogs.service";
import { HttpError } from "#server/http/errors";
import { pageServicesContext } from "#server/request-context";
import { blogPostingJsonLd } from "../../components/site/blog/blog-json-ld";
import { JsonLd } from "../../components/site/json-ld";
import { clampDescription, pageMeta } from "../../components/site/seo";
import { siteDataFromMatches, useSiteData } from "../../components/site/site-data";
import { Alert } from "../../components/ui/alert";
import { en } from "../../lib/messages.en";
import type { Route } from "./+types/blog-article";

const T = en.blog;

const descriptionOf = (post: { excerpt: string | null; content: string }) =>
  clampDescription(post.excerpt || post.content);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  try {
    // Reading the page counts no view: crawlers and link previews are not readers. The modal counts one
    // through the API when it opens in a browser.
    return { post: await getBlog(database.db, params.slug, { includeHidden: false, countView: false }) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteDataFromMatches(matches);
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container blog-article-error">
      <Alert tone="error" title={notFound ? T.articleNotFound : en.errors.genericTitle}>
        <p>{notFound ? T.articleNotFoundText : en.errors.genericText}</p>
        <Link to="/blog" className="btn btn--secondary btn--small">
          {T.allArticles}
        </Link>
      </Alert>
    </div>
  );
}
