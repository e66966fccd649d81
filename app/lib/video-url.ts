// Turns a video link as staff paste it (any YouTube form, or a direct video file) into what the page embeds.

export type ParsedVideo =
  | { kind: "youtube"; id: string; embedUrl: string; watchUrl: string }
  | { kind: "file"; url: string }
  | { kind: "external"; url: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/i;
const VIDEO_FILE = /\.(?:mp4|webm|ogv|ogg|m4v)$/i;

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === "youtu.be") return url.pathname.split("/")[1] ?? null;
  if (!YOUTUBE_HOSTS.test(host)) return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const [, kind, id] = url.pathname.split("/");
  return kind && ["embed", "shorts", "live", "v"].includes(kind) ? (id ?? null) : null;
}

export function parseVideoUrl(raw: string | null | undefined): ParsedVideo | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const id = youtubeId(url);
  if (id && YOUTUBE_ID.test(id))
    return {
      kind: "youtube",
      id,
      // The privacy-enhanced host sets no cookies until the visitor plays the video.
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    };
  if (VIDEO_FILE.test(url.pathname)) return { kind: "file", url: url.toString() };
  return { kind: "external", url: url.toString() };
}

/** Where a visitor can watch the video on its own page (the "Watch" link). */
export function watchUrl(raw: string): string {
  const video = parseVideoUrl(raw);
  if (!video) return raw;
  return video.kind === "youtube" ? video.watchUrl : video.url;
}
