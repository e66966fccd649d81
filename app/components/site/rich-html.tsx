// Staff HTML on a public page (a blog post, a course overview): sanitised on save, drawn as it is, except that each
// YouTube embed in it loads only when the visitor asks, like every other video of the site.
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiMedia } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { videoEmbedUrl } from "#contract/video-embed";
import { LiteVideo } from "./lite-video";
import { splitVideoEmbeds } from "./video-embeds";

export function RichHtml({
  html,
  className,
  title,
  lang,
}: {
  html: string;
  className?: string;
  title: string;
  /** `"en"` where a Hindi page shows this text in English. */
  lang?: string;
}) {
  const media = useText(en.media, hiMedia);
  const parts = splitVideoEmbeds(html);
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only && "html" in only)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist when saved (server/lib/sanitize-html.ts).
    return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: only.html }} />;
  let videos = 0;
  // The parts of one stored text never move, so their place is their key.
  const keyed = parts.map((part, place) => ({ part, key: String(place) }));
  return (
    <div className={className} lang={lang}>
      {keyed.map(({ part, key }) =>
        "html" in part ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist when saved (server/lib/sanitize-html.ts).
          <div key={key} className="rich-html__part" dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <LiteVideo
            key={key}
            className="rich-html__video"
            url={videoEmbedUrl(part.videoId)}
            title={media.embeddedVideoTitle(title, ++videos)}
          />
        ),
      )}
    </div>
  );
}
