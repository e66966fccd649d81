// Loaded only when a visitor opens an image, so the gallery page itself ships none of the lightbox's code.
import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiGallery } from "#contract/i18n/hi/gallery";
import { en } from "#contract/i18n/messages.en";
import { parseStoredImageUrl } from "#contract/image-variants";
import { fallbackLang } from "#contract/locales";
import type { GalleryImage } from "#contract/schemas/gallery";
import type { Localized } from "#contract/translations";

/** A caption's text, in a `lang="en"` span where a Hindi page shows it in English. */
function caption(image: Localized<GalleryImage>, field: "title" | "description") {
  const text = image[field] ?? undefined;
  return text && fallbackLang(image, field) ? <span lang="en">{text}</span> : text;
}

function toSlide(image: Localized<GalleryImage>): SlideImage {
  const stored = parseStoredImageUrl(image.image_url);
  return {
    src: image.image_url,
    alt: image.title,
    title: caption(image, "title"),
    description: caption(image, "description"),
    width: stored?.width,
    height: stored?.height,
    srcSet: stored?.renditions.map((r) => ({
      src: r.url,
      width: r.width,
      height: Math.round((r.width * stored.height) / stored.width),
    })),
  };
}

export default function GalleryLightbox({
  images,
  open,
  index,
  onClose,
  onExited,
}: {
  images: Localized<GalleryImage>[];
  open: boolean;
  index: number;
  onClose: () => void;
  /** After the closing animation: the moment to give focus back to the page. */
  onExited: () => void;
}) {
  const T = useText(en.gallery, hiGallery);
  return (
    <Lightbox
      open={open}
      index={index}
      close={onClose}
      slides={images.map(toSlide)}
      plugins={[Captions]}
      captions={{ descriptionTextAlign: "center" }}
      labels={{
        Lightbox: T.lightboxLabel,
        "Photo gallery": T.heading,
        Previous: T.previous,
        Next: T.next,
        Close: T.close,
        "{index} of {total}": T.slideOf,
      }}
      controller={{ closeOnBackdropClick: true }}
      on={{ exited: onExited }}
    />
  );
}
