// An <img> that uses the upload pipeline's renditions (srcset, intrinsic size) and swaps in a fallback picture
// when the address is missing or broken.
import { useEffect, useRef, useState } from "react";
import { parseStoredImageUrl } from "#contract/image-variants";

export const COURSE_FALLBACK_IMAGE = "/images/course-fallback.svg";
export const AVATAR_FALLBACK_IMAGE = "/images/avatar-fallback.svg";

/**
 * How many pictures at the top of a list get `priority`. On a phone only the first is on the first screen, and
 * more high-priority pictures would share its bandwidth; on a wide screen the rest of the first row is in view
 * and starts loading at the first layout anyway.
 */
export const PRIORITY_IMAGES_IN_LIST = 1;

export interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  fallback: string;
  /** Size of the box the image fills when the URL itself does not say (external images, fallbacks). */
  width: number;
  height: number;
  /** How wide the image is shown, for the browser's choice among the renditions. */
  sizes?: string;
  className?: string;
  /** Above the fold: load at once and with priority. */
  priority?: boolean;
}

export function ResponsiveImage({
  src,
  alt,
  fallback,
  width,
  height,
  sizes = "100vw",
  className,
  priority = false,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => setFailed(!src), [src]);
  // A server-rendered image can fail before React attaches its error handler; catch that case too.
  useEffect(() => {
    const img = ref.current;
    if (img && src && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  const stored = failed ? null : parseStoredImageUrl(src);
  return (
    <img
      ref={ref}
      src={failed || !src ? fallback : src}
      srcSet={stored?.srcset}
      sizes={stored ? sizes : undefined}
      width={stored?.width ?? width}
      height={stored?.height ?? height}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
    />
  );
}
