import { fallbackLang } from "#contract/locales";
import type { BlogPost } from "#contract/schemas/blog";
import type { Localized } from "#contract/translations";

/** "By <author>", the name marked `lang="en"` where a Hindi page shows it in English. */
export function byline(post: Localized<BlogPost>, byAuthor: (author: string) => string) {
  if (!fallbackLang(post, "author")) return byAuthor(post.author);
  return (
    <>
      {byAuthor("")}
      <span lang="en">{post.author}</span>
    </>
  );
}
