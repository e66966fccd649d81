// HTML written by staff (course overview, blog content) is cleaned on save with an allowlist: what an article
// needs (headings, lists, links, images, tables, emphasis) stays; scripts, event handlers, styles that can
// carry code, and javascript:/data: URLs do not. Where video embeds are allowed, the only frame kept is a YouTube
// embed on the privacy-enhanced host, rewritten to one fixed form (contract/video-embed.ts).
import sanitizeHtml from "sanitize-html";
import { VIDEO_EMBED_TITLE, videoEmbedId, videoEmbedUrl } from "#contract/video-embed";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "sub",
    "sup",
    "small",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    code: ["class"],
  },
  // No class on anything else: content could otherwise borrow the site's own classes (buttons, banners, the
  // admin's look) to imitate its interface. The editor's code blocks mark their language this way.
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLinkAttributes(attribs) }) },
};

/**
 * A link may open a new tab (`_blank`) but never a named window, which another page could have opened and
 * still be holding. A link that opens anything new always carries rel="noopener noreferrer" (the new page gets
 * no handle on ours: reverse tab-nabbing), and "opener" is never kept, whatever else rel says.
 */
function safeLinkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { target, rel, ...rest } = attribs;
  const kept = new Set(
    (rel ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => token && token !== "opener"),
  );
  if (target?.trim().toLowerCase() === "_blank") {
    kept.add("noopener").add("noreferrer");
    return { ...rest, target: "_blank", rel: [...kept].join(" ") };
  }
  return kept.size ? { ...rest, rel: [...kept].join(" ") } : rest;
}

/** The same, plus YouTube embeds: any other frame, and any attribute beyond the fixed three, is dropped. */
const WITH_VIDEO_EMBEDS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), "iframe"],
  allowedAttributes: { ...OPTIONS.allowedAttributes, iframe: ["src", "title", "allowfullscreen"] },
  allowedIframeHostnames: ["www.youtube-nocookie.com"],
  allowIframeRelativeUrls: false,
  transformTags: {
    ...OPTIONS.transformTags,
    iframe: (tagName, attribs) => {
      const id = videoEmbedId(attribs.src);
      const kept: sanitizeHtml.Attributes = id
        ? { src: videoEmbedUrl(id), title: VIDEO_EMBED_TITLE, allowfullscreen: "" }
        : {};
      return { tagName, attribs: kept };
    },
  },
  // A frame that is not an embed goes whole, with anything written inside it.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
};

export interface RichTextOptions {
  /** Keep YouTube embeds (blog posts, course overviews); elsewhere every frame is removed. */
  videoEmbeds?: boolean;
}

export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  return sanitizeHtml(html, options.videoEmbeds ? WITH_VIDEO_EMBEDS : OPTIONS).trim();
}

/**
 * Translations with their rich-text fields cleaned as the English field is; a field that was nothing but unsafe
 * markup is dropped, so that language falls back to English there.
 */
export function sanitizedTranslations<T extends Record<string, Record<string, unknown> | undefined>>(
  translations: T,
  richFields: Readonly<Record<string, (html: string) => string | null | undefined>>,
): T {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [locale, fields] of Object.entries(translations)) {
    if (!fields) continue;
    const cleaned: Record<string, unknown> = { ...fields };
    for (const [field, clean] of Object.entries(richFields)) {
      const value = cleaned[field];
      if (typeof value !== "string") continue;
      const safe = clean(value);
      if (safe) cleaned[field] = safe;
      else delete cleaned[field];
    }
    if (Object.keys(cleaned).length > 0) out[locale] = cleaned;
  }
  return out as T;
}
