import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { ArticleOverlay, isArticlePath } from "#app/components/site/blog/article-overlay.tsx";
import { BlogList } from "#app/components/site/blog/blog-list.tsx";
import { NewsletterBand } from "#app/components/site/blog/newsletter-band.tsx";
import { DeferredSection } from "#app/components/site/deferred/deferred-data.tsx";
import { SectionLoadFailed } from "#app/components/site/page-error.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { pageMeta } from "#app/components/site/seo.ts";
import { siteDataFromMatches } from "#app/components/site/site-data.ts";
import { textFor, useText } from "#app/lib/i18n/catalogue.ts";
import { hiBlog } from "#app/lib/i18n/hi/blog.ts";
import { hiPublicMessages } from "#app/lib/i18n/hi/shared.ts";
import { en } from "#app/lib/messages.en.ts";
import { localeFromPathname } from "#contract/locales";
import { localizePost } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { blogsService } from "#server/features/blogs/blogs.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/blog";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataFromMatches(matches);
  const T = textFor(site.locale, en.blog, hiBlog);
  return pageMeta(site, {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/blog",
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  // Each language lists its own posts: a post written in one language only is missing from the other's list.
  const locale = localeFromPathname(new URL(request.url).pathname);
  const posts = await blogsService.list(database.db, { query: { lang: locale }, admin: false });
  return { posts: posts.map((post) => localizePost(post, locale)) };
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

function useFailed() {
  const T = useText(en.blog, hiBlog);
  return { title: T.errorTitle, message: useText(PUBLIC_MESSAGES, hiPublicMessages).blogLoadFailed };
}

function BlogHero() {
  const T = useText(en.blog, hiBlog);
  return <PageHero title={T.heading} lead={T.lead} />;
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
  const T = useText(en.blog, hiBlog);
  const failed = useFailed();
  const underArticle = isArticlePath(useLocation().pathname);
  return (
    <>
      <BlogHero />
      {/* The article route: its structured data, or the notice that an article does not exist. */}
      <Outlet />
      <DeferredSection value={loaderData.posts} loadingLabel={T.loading} failed={failed}>
        {(posts) => (
          <>
            <BlogList posts={posts} underArticle={underArticle} />
            <ArticleOverlay posts={posts} />
          </>
        )}
      </DeferredSection>
      <NewsletterSection />
    </>
  );
}

export function ErrorBoundary() {
  const failed = useFailed();
  return (
    <>
      <BlogHero />
      <div className="section">
        <SectionLoadFailed {...failed} />
      </div>
      <NewsletterSection />
    </>
  );
}
