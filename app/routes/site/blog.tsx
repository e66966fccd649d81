import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { listBlogs } from "#server/features/blogs/blogs.service";
import { pageServicesContext } from "#server/request-context";
import { ArticleOverlay } from "../../components/site/blog/article-overlay";
import { BlogList } from "../../components/site/blog/blog-list";
import { NewsletterBand } from "../../components/site/blog/newsletter-band";
import { DeferredData } from "../../components/site/deferred/deferred-data";
import { PageError, RetryButton } from "../../components/site/page-error";
import { pageMeta } from "../../components/site/seo";
import { siteDataFromMatches } from "../../components/site/site-data";
import { Spinner } from "../../components/ui/spinner";
import { en } from "../../lib/messages.en";
import type { Route } from "./+types/blog";

const T = en.blog;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteDataFromMatches(matches), {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/blog",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  return { posts: await listBlogs(database.db, { status: "published" }) };
}

/** Opening or closing an article only changes the child route: the list stays as it is. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withinBlog = (url: URL) => url.pathname === "/blog" || url.pathname.startsWith("/blog/");
  if (!formMethod && currentUrl.search === nextUrl.search && withinBlog(currentUrl) && withinBlog(nextUrl))
    return false;
  return defaultShouldRevalidate;
}

/** On a client navigation the page appears at once with a spinner, and the articles follow. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { posts: serverLoader().then((data) => data.posts) };
}

function BlogHero() {
  return (
    <header className="page-hero">
      <div className="container">
        <h1 className="page-hero__title">{T.heading}</h1>
        <p className="page-hero__lead">{T.lead}</p>
      </div>
    </header>
  );
}

function LoadFailed() {
  return (
    <PageError title={T.errorTitle} message={PUBLIC_MESSAGES.blogLoadFailed} headingLevel={2}>
      <RetryButton label={PUBLIC_MESSAGES.retry} />
    </PageError>
  );
}

function NewsletterSection() {
  return (
    <div className="section section--sand">
      <div className="container">
        <NewsletterBand />
      </div>
    </div>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero />
      {/* The article route: its structured data, or the notice that an article does not exist. */}
      <Outlet />
      <div className="section">
        <DeferredData
          value={loaderData.posts}
          errorElement={<LoadFailed />}
          fallback={
            <div className="container">
              <Spinner label={T.loading} showLabel />
            </div>
          }
        >
          {(posts) => (
            <div className="container">
              <BlogList posts={posts} />
              <ArticleOverlay posts={posts} />
            </div>
          )}
        </DeferredData>
      </div>
      <NewsletterSection />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <BlogHero />
      <div className="section">
        <LoadFailed />
      </div>
      <NewsletterSection />
    </>
  );
}
