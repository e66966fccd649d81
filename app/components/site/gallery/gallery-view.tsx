import { lazy, Suspense, useRef, useState } from "react";
import { CARD_IMAGE_SIZES } from "#app/components/site/images/card-sizes.ts";
import { StoredImage } from "#app/components/site/images/stored-image.tsx";
import { PRIORITY_IMAGES_IN_LIST } from "#app/components/site/responsive-image.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { GALLERY_CATEGORIES, type GalleryCategory } from "#contract/enums";
import { hiGallery } from "#contract/i18n/hi/gallery";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang } from "#contract/locales";
import { PUBLIC_MESSAGES } from "#contract/messages";
import type { GalleryImage } from "#contract/schemas/gallery";
import type { Localized } from "#contract/translations";

const GalleryLightbox = lazy(() => import("./gallery-lightbox"));

type Filter = "all" | GalleryCategory;
const FILTERS: Filter[] = ["all", ...GALLERY_CATEGORIES];

export function GalleryView({ images }: { images: Localized<GalleryImage>[] }) {
  const T = useText(en.gallery, hiGallery);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const [filter, setFilter] = useState<Filter>("all");
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Stays mounted after the first opening, so the lightbox can play its closing animation and report the end.
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  const lastOpened = useRef<number | null>(null);

  const visible = filter === "all" ? images : images.filter((image) => image.category === filter);

  return (
    <>
      <fieldset className="category-chips">
        <legend className="visually-hidden">{T.filterLabel}</legend>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="category-chip"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f === "all" ? T.all : T.categoryLabels[f]}
          </button>
        ))}
      </fieldset>

      {visible.length === 0 ? (
        <p className="gallery-empty" role="status">
          {M.galleryEmpty}
        </p>
      ) : (
        <ul className="gallery-grid">
          {visible.map((image, i) => (
            <li key={image.image_id} className="gallery-item">
              <button
                type="button"
                className="gallery-item__button"
                aria-label={T.openImage(image.title)}
                ref={(el) => {
                  if (el) openers.current.set(image.image_id, el);
                  else openers.current.delete(image.image_id);
                }}
                onClick={() => {
                  lastOpened.current = image.image_id;
                  setOpenIndex(i);
                  setLightboxUsed(true);
                }}
              >
                <StoredImage
                  className="gallery-item__image"
                  src={image.image_url}
                  alt=""
                  sizes={CARD_IMAGE_SIZES.gallery}
                  unavailableLabel={T.imageUnavailable}
                  priority={i < PRIORITY_IMAGES_IN_LIST}
                />
              </button>
              <div className="gallery-item__caption">
                <span className="gallery-item__title" lang={fallbackLang(image, "title")}>
                  {image.title}
                </span>
                <span className="gallery-item__category">{T.categoryLabels[image.category]}</span>
              </div>
            </li>
          ))}
        </ul>
      )}

      {lightboxUsed ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={visible}
            open={openIndex !== null}
            index={openIndex ?? 0}
            onClose={() => setOpenIndex(null)}
            onExited={() => {
              const id = lastOpened.current;
              if (id !== null) openers.current.get(id)?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
