// A video that costs nothing until the visitor asks for it: a poster button first, the player only on click.
import { useEffect, useRef, useState } from "react";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { parseVideoUrl } from "#app/lib/video-url.ts";
import { hiFooter, hiMedia } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";

export const VIDEO_POSTER_IMAGE = "/images/video-poster.svg";

export function LiteVideo({
  url,
  title,
  poster = VIDEO_POSTER_IMAGE,
  className,
  priority = false,
}: {
  url: string;
  title: string;
  poster?: string;
  className?: string;
  /** On the first screen: fetch the poster at once rather than when it scrolls into view. */
  priority?: boolean;
}) {
  const video = parseVideoUrl(url);
  const media = useText(en.media, hiMedia);
  const footer = useText(en.footer, hiFooter);
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null);

  // The button that had focus is gone; hand focus to the player so keyboard users are not dropped to <body>.
  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  if (!video) return null;
  const classes = `lite-video${className ? ` ${className}` : ""}`;
  const posterImage = (
    <img
      src={poster}
      alt=""
      width={640}
      height={360}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
    />
  );

  if (video.kind === "external")
    return (
      <a className={`${classes} lite-video--link`} href={video.url} target="_blank" rel="noopener noreferrer">
        {posterImage}
        <span className="lite-video__label">
          {media.playVideo(title)} <span className="visually-hidden">{footer.externalHint}</span>
        </span>
      </a>
    );

  if (playing)
    return (
      <div className={`${classes} lite-video--playing`}>
        {video.kind === "youtube" ? (
          <iframe
            ref={playerRef}
            src={video.embedUrl}
            title={media.videoFrameTitle(title)}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: staff-supplied recordings come without caption files.
          <video ref={playerRef} src={video.url} controls autoPlay preload="auto" title={title} />
        )}
      </div>
    );

  return (
    <button type="button" className={classes} onClick={() => setPlaying(true)}>
      {posterImage}
      <span className="lite-video__play" aria-hidden="true">
        <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
          <rect width="68" height="48" rx="12" fill="currentColor" />
          <path d="M27 14v20l18-10z" fill="#fff" />
        </svg>
      </span>
      <span className="lite-video__label">{media.playVideo(title)}</span>
    </button>
  );
}
