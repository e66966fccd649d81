import { absoluteUrl } from "#app/components/site/seo.ts";
import type { SiteData } from "#app/components/site/site-data.ts";
import { fallbackLang, localePath } from "#contract/locales";
import type { BlogPost } from "#contract/schemas/blog";
import type { Localized } from "#contract/translations";
import { postDate } from "./blog-format";

/** schema.org BlogPosting of one article, tied to the organisation the site frame describes. */
export function blogPostingJsonLd(site: SiteData, post: Localized<BlogPost>, description: string) {
  const url = absoluteUrl(site.publicUrl, localePath(site.locale, `/blog/${post.slug}`));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description,
    ...(post.image ? { image: absoluteUrl(site.publicUrl, post.image) } : {}),
    datePublished: postDate(post),
    dateModified: post.updated_at,
    articleSection: post.category,
    // The language the page shows the article in: a Hindi page of a post not yet translated shows it in English.
    inLanguage: fallbackLang(post, "content") ?? site.locale,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "EducationalOrganization",
      "@id": `${site.publicUrl}/#organization`,
      name: site.settings.name,
    },
  };
}
