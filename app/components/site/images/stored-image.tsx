// An <img> for any image URL the site stores. Uploaded images carry their size and narrower renditions in their
// URL (contract/image-variants.ts), so they get width/height (no layout shift) and a srcset without a database
// lookup; any other URL is shown as it is. A broken image becomes a labelled placeholder instead of the
// browser's broken-image icon.
import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";
import { parseStoredImageUrl } from "#contract/image-variants";

export interface StoredImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> {
  src: string | null | undefined;
  alt: string;
  /** The image's rendered width in CSS terms, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** Text shown when the image cannot be loaded (or there is none). */
  unavailableLabel: string;
  /** Above-the-fold images load eagerly; everything else waits until it nears the viewport. */
  priority?: boolean;
}

export function StoredImage({
  src,
  alt,
  sizes,
  unavailableLabel,
  priority = false,
  className,
  onError,
  ...rest
}: StoredImageProps) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const stored = parseStoredImageUrl(src);

  // A new URL deserves a new attempt. And an image that failed before React hydrated fired its error event too
  // early for onError to see, so look at the element itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checking is exactly what a new src should do.
  useEffect(() => {
    const img = ref.current;
    setBroken(Boolean(img?.complete && img.currentSrc && img.naturalWidth === 0));
  }, [src]);

  if (!src || broken)
    return (
      <span
        className={`stored-image-placeholder${className ? ` ${className}` : ""}`}
        role="img"
        aria-label={alt || unavailableLabel}
      >
        <span aria-hidden="true" className="stored-image-placeholder__text">
          {unavailableLabel}
        </span>
      </span>
    );

  return (
    <img
      ref={ref}
      {...rest}
      className={className}
      src={src}
      srcSet={stored?.srcset}
      sizes={stored ? sizes : undefined}
      width={stored?.width}
      height={stored?.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={(e) => {
        setBroken(true);
        onError?.(e);
      }}
    />
  );
}
