import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { CourseCard, courseCardData } from "#app/components/site/course-card.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { PageError, RetryButton } from "#app/components/site/page-error.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { PRIORITY_IMAGES_IN_LIST } from "#app/components/site/responsive-image.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useSiteData } from "#app/components/site/site-data.ts";
import { batchView } from "#app/lib/batch-view.ts";
import { courseCategoryFromLevel } from "#app/lib/course-format.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { todayInIndia } from "#contract/form-rules";
import { formatCalendarDate } from "#contract/i18n/format";
import { hiBatches } from "#contract/i18n/hi/batches";
import { hiCourses } from "#contract/i18n/hi/courses";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang, localeFromPathname } from "#contract/locales";
import { localizeCourse } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { formatLongDate, upcomingCourseShown } from "#contract/site-settings";
import { localize } from "#contract/translations";
import { upcomingBatches } from "#server/features/batches/batches.service";
import { listCourses } from "#server/features/courses/courses.service";
import { siteContent } from "#server/features/site/site-content";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/courses";

const CATEGORIES = ["beginner", "intermediate", "advanced"] as const;
/** How many of the next batches the "Upcoming Courses" block lists. */
const UPCOMING_BATCHES_SHOWN = 3;
type Category = (typeof CATEGORIES)[number];
const isCategory = (value: string | null): value is Category => CATEGORIES.includes(value as Category);

export function meta({ matches }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.courses, hiCourses, { path: "/courses" });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const [listed, settings, upcoming] = await Promise.all([
    listCourses(services.database.db, { is_active: true }),
    siteContent(services).settings(),
    upcomingBatches(services.database.db, new Date(), UPCOMING_BATCHES_SHOWN),
  ]);
  const courses = listed.map((c) => localizeCourse(c, locale));
  const { date } = settings.upcomingCourse;
  return {
    today: todayInIndia(),
    // The upcoming course's start as the page's language writes it. Written here, not in the browser, so the
    // page hydrates without setting up Intl's date formatting (tens of milliseconds on a mid-range phone).
    upcomingStart: locale === "hi" ? (formatCalendarDate("hi", date) ?? date) : formatLongDate(date),
    // The next real batches; without any, the block falls back to the card in the settings.
    upcoming: upcoming.map((b) => {
      const title = localize({ title: b.course_title, translations: b.course_translations }, locale, [
        "title",
      ]);
      return {
        ...batchView(b, locale),
        course_slug: b.course_slug,
        course_title: title.title,
        title_lang: fallbackLang(title, "title"),
        starts: formatCalendarDate(locale, b.starts_on) ?? b.starts_on,
      };
    }),
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

      {loaderData.upcoming.length > 0 ? (
        <UpcomingBatches batches={loaderData.upcoming} heading={t.upcomingHeading} />
      ) : /* Gone by itself once its start date has passed (today in India, when the page was rendered). */
      loaderData.today && upcomingCourseShown(up, loaderData.today) ? (
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

type UpcomingBatch = Route.ComponentProps["loaderData"]["upcoming"][number];

/** The next runs over all courses, soonest first: each with its course, start and seats, linking to its page. */
function UpcomingBatches({ batches, heading }: { batches: UpcomingBatch[]; heading: string }) {
  const t = useText(en.batches, hiBatches);
  return (
    <section className="section section--sand" aria-labelledby="upcoming-heading">
      <div className="container">
        <h2 id="upcoming-heading" className="section__title">
          {heading}
        </h2>
        <ul className="upcoming-batches">
          {batches.map((b) => (
            <li key={b.batch_id} className="upcoming-batch">
              <h3 className="upcoming-batch__title" lang={b.title_lang}>
                {b.course_title}
              </h3>
              <p className="upcoming-batch__date">
                <time dateTime={b.starts_on}>{t.upcoming.startsOn(b.starts)}</time>
              </p>
              <p className="upcoming-batch__facts">
                {b.mode} · {b.fee}
              </p>
              <p className="upcoming-batch__seats">
                {b.seats_left > 0 ? t.upcoming.seatsLeft(b.seats_left) : t.upcoming.full}
              </p>
              <Link to={`/course/${b.course_slug}`} className="btn btn--secondary">
                {t.upcoming.view}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
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
