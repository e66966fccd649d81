// An image of the back office that never shows a broken-image icon: a missing or failing source becomes a
// labelled placeholder.
import { useEffect, useState } from "react";
import { GalleryIcon } from "./admin-icons";

export const IMAGE_UNAVAILABLE = "Image unavailable";

export function AdminImage({
  src,
  alt,
  className,
  loading = "lazy",
}: {
  src: string | null | undefined;
  /** "" for a decorative image; the placeholder then stays silent too. */
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const [broken, setBroken] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source deserves a new try.
  useEffect(() => setBroken(false), [src]);
  if (!src || broken)
    return (
      <span
        className={`admin-image-placeholder${className ? ` ${className}` : ""}`}
        data-placeholder="true"
        {...(alt
          ? { role: "img", "aria-label": `${alt} (${IMAGE_UNAVAILABLE.toLowerCase()})` }
          : { "aria-hidden": true })}
      >
        <GalleryIcon />
        {alt ? <span className="admin-image-placeholder__text">{IMAGE_UNAVAILABLE}</span> : null}
      </span>
    );
  return <img className={className} src={src} alt={alt} loading={loading} onError={() => setBroken(true)} />;
}
