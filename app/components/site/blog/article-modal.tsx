import { useEffect, useId, useState } from "react";
import { StoredImage } from "#app/components/site/images/stored-image.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { PreviewBanner } from "#app/components/site/preview-banner.tsx";
import { RichHtml } from "#app/components/site/rich-html.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiBlog } from "#contract/i18n/hi/blog";
import { hiFooter, hiMedia } from "#contract/i18n/hi/shared";
import { labelOf } from "#contract/i18n/labels";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang } from "#contract/locales";
import { type ListedPost, postDate } from "./blog-format";
import { byline } from "./byline";
import { shareLinks } from "./share-links";

/**
 * The article over the blog list. `post` may outlive `open` by the spec's 300 ms, so the title stays in place
 * while the dialog closes.
 */
export function ArticleModal({
  post,
  open,
  articleUrl,
  onClose,
  preview = false,
}: {
  post: ListedPost | null;
  open: boolean;
  articleUrl: string;
  onClose: () => void;
  /** A draft that signed-in staff preview: the banner says visitors cannot see it. */
  preview?: boolean;
}) {
  const T = useText(en.blog, hiBlog);
  // An article opened by its address comes in the server's HTML. A closed <dialog> shows nothing, so until the
  // script takes over (or for good, without JavaScript) the article is drawn as a plain sheet over the list,
  // closed by a link; once hydrated it becomes the real modal.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const titleId = useId();
  if (!hydrated && open && post)
    return (
      <section className="ui-dialog article-modal article-sheet" aria-labelledby={titleId}>
        <div className="ui-dialog__content">
          <div className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title" lang={fallbackLang(post, "title")}>
              {post.title}
            </h2>
            <Link to="/blog" className="ui-dialog__close article-sheet__close" aria-label={T.closeArticle}>
              <span aria-hidden="true">×</span>
            </Link>
          </div>
          <ArticleBody post={post} articleUrl={articleUrl} preview={preview} />
          <p className="article__end">
            <Link to="/blog" className="btn btn--secondary">
              {T.backToArticles}
            </Link>
          </p>
        </div>
      </section>
    );
  return (
    <Dialog
      open={open && post !== null}
      onClose={onClose}
      title={post && fallbackLang(post, "title") ? <span lang="en">{post.title}</span> : (post?.title ?? "")}
      maxWidth={820}
      className="article-modal"
      closeLabel={T.closeArticle}
    >
      {post ? (
        <>
          <ArticleBody post={post} articleUrl={articleUrl} preview={preview} />
          {/* The × is at the top: a reader who has reached the end closes the article here, without scrolling
              back. A real button after the article, so Tab and a screen reader's reading order reach it last. */}
          <p className="article__end">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.backToArticles}
            </button>
          </p>
        </>
      ) : null}
    </Dialog>
  );
}

function ArticleBody({
  post,
  articleUrl,
  preview,
}: {
  post: ListedPost;
  articleUrl: string;
  preview: boolean;
}) {
  const T = useText(en.blog, hiBlog);
  const media = useText(en.media, hiMedia);
  const footer = useText(en.footer, hiFooter);
  const date = postDate(post);
  return (
    <article className="article">
      {preview ? <PreviewBanner item /> : null}
      <p className="article__meta">
        <span className="article__category">{labelOf(T.categoryLabels, post.category)}</span>
        <span>{byline(post, T.byAuthor)}</span>
        <time dateTime={date}>{post.date_label}</time>
        <span lang={fallbackLang(post, "read_time")}>{post.read_time}</span>
      </p>
      {post.image ? (
        <StoredImage
          className="article__image"
          src={post.image}
          alt=""
          sizes="(min-width: 860px) 780px, 100vw"
          unavailableLabel={media.imageUnavailable}
          priority
        />
      ) : null}
      <RichHtml
        className="article__content"
        html={post.content}
        title={post.title}
        lang={fallbackLang(post, "content")}
      />
      <footer className="article__share">
        <h3 className="article__share-title">{T.share}</h3>
        <ul className="share-links">
          {shareLinks(articleUrl, post.title).map(({ network, href }) => (
            <li key={network}>
              <a
                className={`share-link share-link--${network.toLowerCase()}`}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${T.shareOn(T.shareNetworks[network])} ${footer.externalHint}`}
              >
                {T.shareNetworks[network]}
              </a>
            </li>
          ))}
        </ul>
      </footer>
    </article>
  );
}
