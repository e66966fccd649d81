// The home page's featured courses: an embla carousel that swipes, answers the arrow keys, and has
// previous/next buttons that say when there is nothing more that way. Cards sit 32 px apart.
import useEmblaCarousel from "embla-carousel-react";
import { type CSSProperties, useCallback, useEffect, useState } from "react";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { CAROUSEL_CARD_GAP_PX } from "#contract/constants";
import { hiCarousel } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { CourseCard, type CourseCardData } from "./course-card";
import { prefersReducedMotion } from "./motion";

function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A carousel's previous or next button. */
export function ChevronButton({
  direction,
  label,
  onClick,
  disabled,
}: {
  direction: "left" | "right";
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      onClick={onClick}
      aria-disabled={disabled}
      aria-label={label}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}

/** `labelledBy`: the id of the visible heading that names the carousel. */
export function CourseCarousel({ courses, labelledBy }: { courses: CourseCardData[]; labelledBy: string }) {
  const carousel = useText(en.carousel, hiCarousel);
  const [viewportRef, embla] = useEmblaCarousel({
    align: "start",
    containScroll: "trimSnaps",
    duration: 25,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(courses.length > 1);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);

  // aria-disabled rather than disabled: a button that becomes disabled drops keyboard focus to the page.
  const prev = () => embla?.scrollPrev(prefersReducedMotion());
  const next = () => embla?.scrollNext(prefersReducedMotion());

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      style={{ "--carousel-gap": `${CAROUSEL_CARD_GAP_PX}px` } as CSSProperties}
      onKeyDown={(e) => {
        if (e.key === "ArrowLeft") {
          e.preventDefault();
          prev();
        } else if (e.key === "ArrowRight") {
          e.preventDefault();
          next();
        }
      }}
    >
      <div className="carousel__controls">
        <ChevronButton direction="left" onClick={prev} disabled={!canPrev} label={carousel.previous} />
        <ChevronButton direction="right" onClick={next} disabled={!canNext} label={carousel.next} />
      </div>
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container">
          {courses.map((course, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
            <div
              key={course.course_slug}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={carousel.slideOf(i + 1, courses.length)}
            >
              <CourseCard course={course} variant="featured" />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
