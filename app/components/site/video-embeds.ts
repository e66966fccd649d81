// Staff HTML as the public pages draw it: the YouTube embeds the sanitiser kept (contract/video-embed.ts) are cut
// out, so that each becomes a click-to-load player instead of a frame that loads YouTube with the page.
import { STORED_VIDEO_EMBED } from "#contract/video-embed";

export type HtmlPart = { html: string } | { videoId: string };

/** Elements that never hold anything, so they open no level of nesting. */
const VOID = new Set(["br", "hr", "img", "wbr", "col", "source", "input", "meta", "link", "area", "base"]);
/** Any tag of sanitised HTML, where text and attribute values hold no raw < or >. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;

const watchLink = (id: string) =>
  `<a href="https://www.youtube.com/watch?v=${id}" rel="noopener noreferrer">https://www.youtube.com/watch?v=${id}</a>`;

/**
 * The HTML in order: runs of markup, and the embeds standing between them at the top level. An embed inside other
 * markup (a list item, a quote) cannot be cut out without breaking that markup, so it becomes a link to the video.
 */
export function splitVideoEmbeds(html: string): HtmlPart[] {
  if (!html.includes("<iframe")) return [{ html }];
  const parts: HtmlPart[] = [];
  let depth = 0;
  let start = 0;
  let out = "";
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, rawName] = match;
    const name = (rawName ?? "").toLowerCase();
    const at = match.index ?? 0;
    // Inside an embed already cut out (its closing tag).
    if (at < start) continue;
    if (name === "iframe" && !closing) {
      STORED_VIDEO_EMBED.lastIndex = at;
      const embed = STORED_VIDEO_EMBED.exec(html);
      if (embed && embed.index === at && embed[1]) {
        out += html.slice(start, at);
        if (depth === 0) {
          if (out.trim()) parts.push({ html: out });
          parts.push({ videoId: embed[1] });
          out = "";
        } else out += watchLink(embed[1]);
        start = at + embed[0].length;
      }
      continue;
    }
    if (VOID.has(name) || tag.endsWith("/>")) continue;
    depth = Math.max(0, depth + (closing ? -1 : 1));
  }
  out += html.slice(start);
  if (out.trim()) parts.push({ html: out });
  return parts;
}
