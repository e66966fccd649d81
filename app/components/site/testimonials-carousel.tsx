// Testimonials, one at a time, moving on every 5 seconds. Rotation stops while the pointer is over it
// or focus is inside it, when the visitor presses Pause, and entirely under prefers-reduced-motion. Every
// testimonial is in the server-rendered HTML; only the current one is shown.
import { useEffect, useState } from "react";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { pick } from "#app/lib/pick.ts";
import { TESTIMONIAL_ROTATION_MS } from "#contract/constants";
import { hiHome } from "#contract/i18n/hi/home";
import { hiCarousel, hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang } from "#contract/locales";
import { PUBLIC_MESSAGES } from "#contract/messages";
import type { Testimonial } from "#contract/schemas/testimonial";
import { ChevronButton } from "./course-carousel";
import { prefersReducedMotion } from "./motion";
import { AVATAR_FALLBACK_IMAGE, ResponsiveImage } from "./responsive-image";

export type TestimonialData = Pick<
  Testimonial,
  "testimonial_id" | "name" | "position" | "company" | "testimonial_text" | "rating" | "avatar_url"
> & { fallback_fields?: string[] };

const TESTIMONIAL_FIELDS = [
  ...["testimonial_id", "name", "position", "company", "testimonial_text", "rating", "avatar_url"],
  "fallback_fields",
] as const;

/** What a loader sends of a testimonial for the carousel (the same fields, in the page's language). */
export const testimonialData = (testimonial: TestimonialData): TestimonialData =>
  pick(testimonial, TESTIMONIAL_FIELDS);

/** "Position, Company", each part marked `lang="en"` where it fell back to English (the whole line when all did). */
function Role({ t }: { t: TestimonialData }) {
  const parts = (["position", "company"] as const).filter((f) => t[f]);
  const langs = parts.map((f) => fallbackLang(t, f));
  if (langs.every((l) => l === langs[0]))
    return (
      <span className="testimonial__role" lang={langs[0]}>
        {parts.map((f) => t[f]).join(", ")}
      </span>
    );
  return (
    <span className="testimonial__role">
      <span lang={langs[0]}>{t[parts[0] ?? "position"]}</span>,{" "}
      <span lang={langs[1]}>{t[parts[1] ?? "company"]}</span>
    </span>
  );
}

function Stars({ rating }: { rating: number }) {
  const home = useText(en.home, hiHome);
  return (
    <p className="testimonial__rating">
      <span aria-hidden="true">
        {"★".repeat(rating)}
        <span className="testimonial__rating-empty">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="visually-hidden">{home.ratingLabel(rating)}</span>
    </p>
  );
}

export function TestimonialsCarousel({ testimonials }: { testimonials: TestimonialData[] }) {
  const home = useText(en.home, hiHome);
  const carousel = useText(en.carousel, hiCarousel);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const count = testimonials.length;

  useEffect(() => {
    setReducedMotion(prefersReducedMotion());
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion;
  // Each testimonial gets its full 5 seconds, also after a manual move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on every move.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, count, index]);

  if (count === 0) return <p className="empty-state">{M.testimonialsEmpty}</p>;
  const current = Math.min(index, count - 1);
  const go = (delta: number) => setIndex((current + delta + count) % count);

  return (
    <section
      className="testimonials"
      aria-roledescription="carousel"
      aria-label={home.testimonialsLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {count > 1 ? (
        <div className="testimonials__controls">
          {reducedMotion ? null : (
            <button
              type="button"
              className="icon-button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? home.resumeRotation : home.pauseRotation}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                {paused ? (
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                ) : (
                  <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
                )}
              </svg>
            </button>
          )}
          <ChevronButton direction="left" onClick={() => go(-1)} label={carousel.previous} />
          <ChevronButton direction="right" onClick={() => go(1)} label={carousel.next} />
        </div>
      ) : null}
      {/* Announce a change only when the visitor made it, not on every automatic turn. */}
      <div className="testimonials__track" aria-live={rotating ? "off" : "polite"} aria-atomic="false">
        {testimonials.map((t, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
          <div
            key={t.testimonial_id}
            className="testimonial"
            role="group"
            aria-roledescription="slide"
            aria-label={carousel.slideOf(i + 1, count)}
            hidden={i !== current}
            data-current={i === current ? "" : undefined}
          >
            <figure className="testimonial__figure">
              <Stars rating={t.rating} />
              <blockquote className="testimonial__text" lang={fallbackLang(t, "testimonial_text")}>
                <p>{t.testimonial_text}</p>
              </blockquote>
              <figcaption className="testimonial__author">
                <ResponsiveImage
                  src={t.avatar_url}
                  fallback={AVATAR_FALLBACK_IMAGE}
                  alt=""
                  width={56}
                  height={56}
                  sizes="56px"
                  className="testimonial__avatar"
                />
                <span>
                  <span className="testimonial__name" lang={fallbackLang(t, "name")}>
                    {t.name}
                  </span>
                  {t.position || t.company ? <Role t={t} /> : null}
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
    </section>
  );
}
