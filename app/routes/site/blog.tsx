import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { ArticleOverlay, isArticlePath } from "#app/components/site/blog/article-overlay.tsx";
import { BlogList } from "#app/components/site/blog/blog-list.tsx";
import { listedPost } from "#app/components/site/blog/blog-posts.server.ts";
import { NewsletterBand } from "#app/components/site/blog/newsletter-band.tsx";
import { ListPage, ListPageFailed } from "#app/components/site/deferred/deferred-data.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiBlog } from "#contract/i18n/hi/blog";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localeFromPathname } from "#contract/locales";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { blogsService } from "#server/features/blogs/blogs.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/blog";

export function meta({ matches }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.blog, hiBlog, { path: "/blog" });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  // Each language lists its own posts: a post written in one language only is missing from the other's list.
  const locale = localeFromPathname(new URL(request.url).pathname);
  const posts = await blogsService.list(database.db, { query: { lang: locale }, admin: false });
  return { posts: posts.map((post) => listedPost(post, locale)) };
}

/** The list or an article under it; the match is the language prefix ("" in English). */
const BLOG_PATH = /^((?:\/hi)?)\/blog(?:\/|$)/;

/**
 * Opening or closing an article only changes the child route: the list stays as it is, in either language. Loaded
 * again, it would be drawn anew, costing a fetch and taking away the card that the closing article gives focus to.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const blogOf = (url: URL) => BLOG_PATH.exec(url.pathname)?.[1];
  const blog = blogOf(currentUrl);
  if (!formMethod && currentUrl.search === nextUrl.search && blog !== undefined && blog === blogOf(nextUrl))
    return false;
  return defaultShouldRevalidate;
}

/** On a client navigation the page appears at once with a spinner, and the articles follow. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { posts: serverLoader().then((data) => data.posts) };
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

/** The page around the list, also when it could not load: the newsletter sign-up follows it either way. */
function useFrame() {
  const T = useText(en.blog, hiBlog);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  return {
    hero: <PageHero title={T.heading} lead={T.lead} />,
    after: <NewsletterSection />,
    failed: { title: T.errorTitle, message: M.blogLoadFailed },
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const T = useText(en.blog, hiBlog);
  const { hero, ...frame } = useFrame();
  const underArticle = isArticlePath(useLocation().pathname);
  return (
    <ListPage
      {...frame}
      hero={
        <>
          {hero}
          {/* The article route: its structured data, or the notice that an article does not exist. */}
          <Outlet />
        </>
      }
      value={loaderData.posts}
      loadingLabel={T.loading}
    >
      {(posts) => (
        <>
          <BlogList posts={posts} underArticle={underArticle} />
          <ArticleOverlay posts={posts} />
        </>
      )}
    </ListPage>
  );
}

export function ErrorBoundary() {
  return <ListPageFailed {...useFrame()} />;
}
