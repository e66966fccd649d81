// One course in a grid or carousel: picture, level, title, summary, key facts, price and the card's actions.
import { useId } from "react";
import { CARD_IMAGE_SIZES } from "#app/components/site/images/card-sizes.ts";
import { Link } from "#app/components/site/locale-link.tsx";
import { formatCoursePrice } from "#app/lib/course-format.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { pick } from "#app/lib/pick.ts";
import { hiCourseCard } from "#contract/i18n/hi/shared";
import { labelOf } from "#contract/i18n/labels";
import { en } from "#contract/i18n/messages.en";
import type { Locale } from "#contract/locales";
import { fallbackLang } from "#contract/locales";
import type { Course } from "#contract/schemas/course";
import { COURSE_FALLBACK_IMAGE, ResponsiveImage } from "./responsive-image";

export type CourseCardData = Pick<
  Course,
  | "course_slug"
  | "title"
  | "description"
  | "level"
  | "duration"
  | "mode"
  | "price"
  | "image_url"
  | "poster_image_url"
> & { fallback_fields?: string[] };

const CARD_FIELDS = [
  ...["course_slug", "title", "description", "level", "duration", "mode", "price"],
  ...["image_url", "poster_image_url", "fallback_fields"],
] as const;

/**
 * What a loader sends of a course for its card: the same fields in the page's language, the price written as that
 * language writes it. Formatted on the server, it spares the browser setting up Intl while the page hydrates.
 */
export const courseCardData = (course: CourseCardData, locale: Locale): CourseCardData => ({
  ...pick(course, CARD_FIELDS),
  price: formatCoursePrice(locale, course.price),
});

export function coursePath(course: Pick<Course, "course_slug">) {
  return `/course/${course.course_slug}`;
}

export function CourseCard({
  course,
  variant,
  headingLevel = 3,
  priorityImage = false,
}: {
  course: CourseCardData;
  /** The home carousel offers Apply Now and View More; the course grid links to the course. */
  variant: "featured" | "grid";
  headingLevel?: 2 | 3;
  priorityImage?: boolean;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useText(en.courseCard, hiCourseCard);
  return (
    <article className="course-card" aria-labelledby={titleId}>
      <ResponsiveImage
        src={course.poster_image_url || course.image_url}
        fallback={COURSE_FALLBACK_IMAGE}
        alt=""
        width={640}
        height={400}
        sizes={CARD_IMAGE_SIZES.course}
        className="course-card__image"
        priority={priorityImage}
      />
      <div className="course-card__body">
        <span className="course-card__level">{labelOf(t.levels, course.level)}</span>
        <Heading id={titleId} className="course-card__title" lang={fallbackLang(course, "title")}>
          <Link to={coursePath(course)} prefetch="intent">
            {course.title}
          </Link>
        </Heading>
        <p className="course-card__text" lang={fallbackLang(course, "description")}>
          {course.description}
        </p>
        <dl className="course-card__facts">
          {course.duration ? (
            <div>
              <dt>{t.duration}:</dt>
              <dd lang={fallbackLang(course, "duration")}>{course.duration}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t.mode}:</dt>
            <dd>{labelOf(t.modes, course.mode)}</dd>
          </div>
        </dl>
        <p className="course-card__price">
          <span className="visually-hidden">{t.price}: </span>
          {course.price}
        </p>
        <div className="course-card__actions">
          {variant === "featured" ? (
            <>
              <Link
                to={coursePath(course)}
                className="btn btn--primary btn--small"
                aria-describedby={titleId}
              >
                {t.applyNow}
              </Link>
              <Link to="/products" className="btn btn--secondary btn--small">
                {t.viewMore}
              </Link>
            </>
          ) : (
            <Link to={coursePath(course)} className="btn btn--primary btn--small" aria-describedby={titleId}>
              {t.viewCourse}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
