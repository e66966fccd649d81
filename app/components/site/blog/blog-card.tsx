import { CARD_IMAGE_SIZES } from "#app/components/site/images/card-sizes.ts";
import { StoredImage } from "#app/components/site/images/stored-image.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiBlog } from "#contract/i18n/hi/blog";
import { hiMedia } from "#contract/i18n/hi/shared";
import { labelOf } from "#contract/i18n/labels";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang } from "#contract/locales";
import { type ListedPost, OVERLAY_NAVIGATION_STATE, postDate } from "./blog-format";
import { byline } from "./byline";

/** `picture`: "first" loads at once (the top of the list), "lazy" as it nears the screen, "later" not yet. */
export function BlogCard({ post, picture }: { post: ListedPost; picture: "first" | "lazy" | "later" }) {
  const T = useText(en.blog, hiBlog);
  const media = useText(en.media, hiMedia);
  const date = postDate(post);
  return (
    <li className="blog-card">
      <article className="blog-card__inner">
        <div className="blog-card__media">
          {picture === "later" ? null : (
            <StoredImage
              className="blog-card__image"
              src={post.image}
              alt=""
              sizes={CARD_IMAGE_SIZES.card}
              unavailableLabel={media.imageUnavailable}
              priority={picture === "first"}
            />
          )}
          <span className="blog-card__category">{labelOf(T.categoryLabels, post.category)}</span>
        </div>
        <div className="blog-card__body">
          <p className="blog-card__meta">
            <time dateTime={date}>{post.date_label}</time>
            <span aria-hidden="true"> · </span>
            <span lang={fallbackLang(post, "read_time")}>{post.read_time}</span>
          </p>
          <h2 className="blog-card__title" lang={fallbackLang(post, "title")}>
            {/* The modal opens over the list: keep the visitor's place on the page. */}
            <Link
              to={`/blog/${post.slug}`}
              preventScrollReset
              state={OVERLAY_NAVIGATION_STATE}
              className="blog-card__link"
            >
              {post.title}
            </Link>
          </h2>
          {post.excerpt ? (
            <p className="blog-card__excerpt" lang={fallbackLang(post, "excerpt")}>
              {post.excerpt}
            </p>
          ) : null}
          <div className="blog-card__footer">
            <span className="blog-card__author">{byline(post, T.byAuthor)}</span>
            <span className="blog-card__more" aria-hidden="true">
              {T.readMore} →
            </span>
          </div>
        </div>
      </article>
    </li>
  );
}
