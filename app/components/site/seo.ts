// Title, description, canonical link, Open Graph and Twitter card of a public page, in React Router's meta form.
import type { MetaDescriptor } from "react-router";
import { textFor } from "#contract/i18n/catalogue";
import { DEFAULT_LOCALE, englishPath, LOCALES, type Locale, localePath, OG_LOCALE } from "#contract/locales";
import { type SiteData, siteDataFromMatches } from "./site-data";

/** Shown when a page has no image of its own: 1200×630, the size every social network accepts. */
export const DEFAULT_SHARE_IMAGE = { path: "/images/share-default.png", width: 1200, height: 630 };

export interface PageSeo {
  /** The page's own title; the site name is appended unless already present. */
  title: string;
  description: string;
  /**
   * Path of the canonical URL (no query string: filters do not make a new page), in English; a Hindi page's
   * canonical URL is the same path under /hi.
   */
  path: string;
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article";
  /** A draft or inactive item that staff preview: kept out of every index. */
  preview?: boolean;
  /**
   * The one language the page exists in (a post written in Hindi only has no English page): no alternate link
   * points at the other language's address, which answers 404, and it is the default for other readers too.
   */
  onlyIn?: Locale;
}

/** An absolute URL on the site's origin; absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Meta descriptions are cut at about 160 characters by search engines; cut at a word instead. */
export function clampDescription(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}

export function pageMeta(site: SiteData, seo: PageSeo): MetaDescriptor[] {
  const siteName = site.settings.name;
  const title = seo.title.includes(siteName) ? seo.title : `${seo.title} | ${siteName}`;
  const description = clampDescription(seo.description);
  const locale = site.locale;
  const english = englishPath(seo.path);
  const url = absoluteUrl(site.publicUrl, localePath(locale, english));
  const otherLocale = locale === "hi" ? "en" : "hi";
  const languages: readonly Locale[] = seo.onlyIn ? [seo.onlyIn] : LOCALES;
  const image = absoluteUrl(site.publicUrl, seo.image || DEFAULT_SHARE_IMAGE.path);
  const imageAlt = seo.imageAlt ?? siteName;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in each language it exists in; English, where there is one, for a reader of neither.
    ...languages.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: absoluteUrl(site.publicUrl, localePath(l, english)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(site.publicUrl, localePath(languages[0] ?? DEFAULT_LOCALE, english)),
    },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...(languages.includes(otherLocale)
      ? [{ property: "og:locale:alternate", content: OG_LOCALE[otherLocale] }]
      : []),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  // Drafts shown through a Preview link must never reach a search index.
  if (site.preview || seo.preview) meta.push({ name: "robots", content: "noindex, nofollow" });
  if (!seo.image) {
    meta.push(
      { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
      { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
    );
  }
  return meta;
}

/** The part of a page's catalogue that names the page to search engines and social networks. */
export interface PageMetaText {
  readonly metaTitle: string;
  readonly metaDescription: string;
}

/**
 * The head of a page titled and described by its own part of the catalogue, in the language of the visit: most
 * public pages differ only in which part and which path.
 */
export function cataloguePageMeta(
  matches: Parameters<typeof siteDataFromMatches>[0],
  english: PageMetaText,
  hindi: PageMetaText,
  seo: Omit<PageSeo, "title" | "description">,
): MetaDescriptor[] {
  const site = siteDataFromMatches(matches);
  const text = textFor(site.locale, english, hindi);
  return pageMeta(site, { title: text.metaTitle, description: text.metaDescription, ...seo });
}
