import { useDeferredValue, useId, useState } from "react";
import { PRIORITY_IMAGES_IN_LIST } from "#app/components/site/responsive-image.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { BLOG_CATEGORIES } from "#contract/enums";
import { hiBlog } from "#contract/i18n/hi/blog";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { labelOf } from "#contract/i18n/labels";
import { en } from "#contract/i18n/messages.en";
import { PUBLIC_MESSAGES } from "#contract/messages";
import type { BlogPost } from "#contract/schemas/blog";
import { BlogCard } from "./blog-card";
import type { ListedPost } from "./blog-format";

const ALL = "all";

/** Categories that have at least one post, the known ones first in their usual order. */
function categoriesOf(posts: BlogPost[]): string[] {
  const found = new Set(posts.map((p) => p.category));
  const known: readonly string[] = BLOG_CATEGORIES;
  return [...known.filter((c) => found.has(c)), ...[...found].filter((c) => !known.includes(c)).sort()];
}

/** `category` is the category as the page shows it, so a Hindi reader finds posts by the Hindi word. */
function matches(post: BlogPost, category: string, words: string[]): boolean {
  const haystack = [post.title, post.excerpt ?? "", post.category, category, post.author]
    .join(" ")
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/**
 * `underArticle`: the list is drawn beneath an open article's modal (an article's own address). A visitor who
 * arrived at that address came to read the article, so the list's pictures, dimmed behind it, are not fetched
 * until it closes: they would take a phone's bandwidth from the article's own picture. A list the visitor has
 * already seen keeps its pictures while an article opens over it.
 */
export function BlogList({ posts, underArticle }: { posts: ListedPost[]; underArticle: boolean }) {
  const [picturesWait, setPicturesWait] = useState(underArticle);
  if (picturesWait && !underArticle) setPicturesWait(false);
  const pictureOf = (index: number) => {
    if (picturesWait) return "later";
    return !underArticle && index < PRIORITY_IMAGES_IN_LIST ? "first" : "lazy";
  };
  const T = useText(en.blog, hiBlog);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string>(ALL);
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();

  const words = deferredQuery.toLowerCase().split(/\s+/).filter(Boolean);
  const visible = posts.filter(
    (post) =>
      (category === ALL || post.category === category) &&
      matches(post, labelOf(T.categoryLabels, post.category), words),
  );

  return (
    <>
      <search className="blog-tools">
        <div className="blog-search">
          <label htmlFor={searchId} className="visually-hidden">
            {T.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            className="ui-input blog-search__input"
            placeholder={T.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </div>
        <fieldset className="category-chips">
          <legend className="visually-hidden">{T.filterLabel}</legend>
          {[ALL, ...categoriesOf(posts)].map((c) => (
            <button
              key={c}
              type="button"
              className="category-chip"
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
            >
              {c === ALL ? T.all : labelOf(T.categoryLabels, c)}
            </button>
          ))}
        </fieldset>
      </search>

      {/* One live region, so screen readers hear the new count (or that nothing matched) as the visitor types. */}
      <p className={visible.length === 0 ? "blog-empty" : "visually-hidden"} role="status">
        {visible.length === 0 ? M.blogEmpty : T.resultCount(visible.length)}
      </p>
      {visible.length === 0 ? null : (
        <ul className="blog-grid">
          {visible.map((post, i) => (
            <BlogCard key={post.post_id} post={post} picture={pictureOf(i)} />
          ))}
        </ul>
      )}
    </>
  );
}
