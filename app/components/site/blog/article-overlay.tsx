// Which article the blog's modal shows. The URL decides (/blog/:slug); while that page's data is on its way the
// modal already shows the post from the list, so opening feels instant. After closing, the article stays
// selected for the spec's 300 ms, so the dialog does not empty itself while it disappears.
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { absoluteUrl } from "#app/components/site/seo.ts";
import { useSiteData } from "#app/components/site/site-data.ts";
import { apiUrl } from "#app/lib/api-client.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { BLOG_MODAL_CLOSE_DELAY_MS } from "#contract/constants";
import { HINDI_ROUTE_ID_PREFIX, localePath } from "#contract/locales";
import { ArticleModal } from "./article-modal";
import { type ListedPost, OVERLAY_NAVIGATION_STATE } from "./blog-format";

export const BLOG_ARTICLE_ROUTE_ID = "routes/site/blog-article";
const ARTICLE_PATH = /^(?:\/hi)?\/blog\/([^/]+)\/?$/;

function slugOf(pathname: string | undefined): string | null {
  const match = pathname ? ARTICLE_PATH.exec(pathname) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** True on an article's own address, where the modal covers the list. */
export const isArticlePath = (pathname: string) => slugOf(pathname) !== null;

export function ArticleOverlay({ posts }: { posts: ListedPost[] }) {
  type Loaded = { post: ListedPost; preview: boolean };
  const english = useRouteLoaderData(BLOG_ARTICLE_ROUTE_ID) as Loaded | undefined;
  const hindi = useRouteLoaderData(`${HINDI_ROUTE_ID_PREFIX}${BLOG_ARTICLE_ROUTE_ID}`) as Loaded | undefined;
  const loaded = english ?? hindi;
  const locale = useLocale();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const site = useSiteData();

  const pendingSlug = navigation.state === "loading" ? slugOf(navigation.location?.pathname) : null;
  const pending = pendingSlug ? (posts.find((p) => p.slug === pendingSlug) ?? null) : null;
  const current = pending ?? loaded?.post ?? null;

  const [lingering, setLingering] = useState<ListedPost | null>(current);
  useEffect(() => {
    if (current) {
      setLingering(current);
      return;
    }
    const timer = setTimeout(() => setLingering(null), BLOG_MODAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current]);

  // Every opening is one view. The answer is not needed: the article is already on screen.
  const openedId = current?.post_id;
  useEffect(() => {
    if (openedId === undefined) return;
    fetch(apiUrl(`/blogs/${openedId}`), { cache: "no-store", headers: { Accept: "application/json" } }).catch(
      () => {},
    );
  }, [openedId]);

  const shown = current ?? lingering;
  return (
    <ArticleModal
      post={shown}
      open={current !== null}
      preview={loaded?.preview === true && shown?.post_id === loaded.post.post_id}
      articleUrl={shown ? absoluteUrl(site.publicUrl, localePath(locale, `/blog/${shown.slug}`)) : ""}
      onClose={() =>
        navigate(
          { pathname: localePath(locale, "/blog"), search: location.search },
          { preventScrollReset: true, state: OVERLAY_NAVIGATION_STATE },
        )
      }
    />
  );
}
