// The one form a video takes inside staff HTML (blog posts, course overviews): a YouTube embed on the
// privacy-enhanced host, reduced to its video id. The editor writes it, the server's sanitiser keeps only it, and
// the public pages turn it into a click-to-load player. Free of Zod, so the public pages import it at no cost.

const EMBED_HOSTS = new Set(["www.youtube-nocookie.com", "youtube-nocookie.com"]);
const YOUTUBE_ID = /^[\w-]{11}$/;

/** How the embed is stored: nothing but the id after the path, so every stored embed reads the same. */
export const videoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/** The name the stored frame gives the video, for readers of the HTML without the page around it. */
export const VIDEO_EMBED_TITLE = "YouTube video";

/**
 * The video id of an embed address, or null: only https youtube-nocookie.com/embed/ID addresses count (a query,
 * such as a start time, is dropped). Any other frame, YouTube's own host included, is not an embed.
 */
export function videoEmbedId(src: string | null | undefined): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !EMBED_HOSTS.has(url.hostname.toLowerCase())) return null;
  const match = /^\/embed\/([^/]+)\/?$/.exec(url.pathname);
  return match?.[1] && YOUTUBE_ID.test(match[1]) ? match[1] : null;
}

/** The stored embed exactly as the sanitiser writes it; the public pages find embeds by this form. */
export const STORED_VIDEO_EMBED =
  /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/([\w-]{11})"[^>]*><\/iframe>/g;
