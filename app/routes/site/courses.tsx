import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { CourseCard, courseCardData } from "#app/components/site/course-card.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { PageError, RetryButton } from "#app/components/site/page-error.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { PRIORITY_IMAGES_IN_LIST } from "#app/components/site/responsive-image.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useSiteData } from "#app/components/site/site-data.ts";
import { courseCategoryFromLevel } from "#app/lib/course-format.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { todayInIndia } from "#contract/form-rules";
import { formatCalendarDate } from "#contract/i18n/format";
import { hiCourses } from "#contract/i18n/hi/courses";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localeFromPathname } from "#contract/locales";
import { localizeCourse } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { formatLongDate, upcomingCourseShown } from "#contract/site-settings";
import { listCourses } from "#server/features/courses/courses.service";
import { siteContent } from "#server/features/site/site-content";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/courses";

const CATEGORIES = ["beginner", "intermediate", "advanced"] as const;
type Category = (typeof CATEGORIES)[number];
const isCategory = (value: string | null): value is Category => CATEGORIES.includes(value as Category);

export function meta({ matches }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.courses, hiCourses, { path: "/courses" });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const [listed, settings] = await Promise.all([
    listCourses(services.database.db, { is_active: true }),
    siteContent(services).settings(),
  ]);
  const courses = listed.map((c) => localizeCourse(c, locale));
  const { date } = settings.upcomingCourse;
  return {
    today: todayInIndia(),
    // The upcoming course's start as the page's language writes it. Written here, not in the browser, so the
    // page hydrates without setting up Intl's date formatting (tens of milliseconds on a mid-range phone).
    upcomingStart: locale === "hi" ? (formatCalendarDate("hi", date) ?? date) : formatLongDate(date),
    courses: courses.map((c) => ({
      card: courseCardData(c, locale),
      category: courseCategoryFromLevel(c.level),
    })),
  };
}

/** The level filter only narrows what is already loaded; it does not need the server. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const requested = params.get("category");
  const category: Category | "all" = isCategory(requested) ? requested : "all";
  const shown = loaderData.courses.filter((c) => category === "all" || c.category === category);
  const t = useText(en.courses, hiCourses);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const { settings } = useSiteData();
  const up = settings.upcomingCourse;

  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />

      <section className="section" aria-labelledby="all-courses-heading">
        <div className="container">
          <h2 id="all-courses-heading" className="visually-hidden">
            {t.heading}
          </h2>
          <nav className="course-filters" aria-label={t.filterLabel}>
            {(["all", ...CATEGORIES] as const).map((key) => (
              <Link
                key={key}
                to={key === "all" ? "/courses" : `/courses?category=${key}`}
                className="chip"
                aria-current={category === key ? "true" : undefined}
                preventScrollReset
                replace
              >
                {t.filters[key]}
              </Link>
            ))}
          </nav>
          <p className="course-count" role="status">
            {t.count(shown.length)}
          </p>
          {shown.length === 0 ? (
            <p className="empty-state">{M.coursesEmpty}</p>
          ) : (
            <ul className="course-grid">
              {shown.map(({ card }, i) => (
                <li key={card.course_slug}>
                  <CourseCard course={card} variant="grid" priorityImage={i < PRIORITY_IMAGES_IN_LIST} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {/* Gone by itself once its start date has passed (today in India, when the page was rendered). */}
      {loaderData.today && upcomingCourseShown(up, loaderData.today) ? (
        <section className="section section--sand" aria-labelledby="upcoming-heading">
          <div className="container">
            <h2 id="upcoming-heading" className="section__title">
              {t.upcomingHeading}
            </h2>
            <article className="upcoming-course" aria-labelledby="upcoming-course-title">
              <img
                className="upcoming-course__image"
                src={up.imageUrl}
                alt={up.imageAlt}
                width={640}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <div className="upcoming-course__body">
                <span className="course-card__level">{t.upcomingBadge}</span>
                <h3 id="upcoming-course-title" className="upcoming-course__title">
                  {up.title}
                </h3>
                <p className="upcoming-course__date">
                  <time dateTime={up.date}>{t.upcoming.startsOn(loaderData.upcomingStart)}</time>
                </p>
                <p>{up.description}</p>
                <Link to="/contact" className="btn btn--secondary">
                  {t.upcoming.enquire}
                </Link>
              </div>
            </article>
          </div>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  return (
    <PageError title={M.coursesErrorTitle} message={M.coursesLoadFailed}>
      <RetryButton label={M.retry} />
    </PageError>
  );
}
