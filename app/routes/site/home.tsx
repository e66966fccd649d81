import { data } from "react-router";
import { courseCardData } from "#app/components/site/course-card.tsx";
import { CourseCarousel } from "#app/components/site/course-carousel.tsx";
import { HindiOffer } from "#app/components/site/hindi-offer.tsx";
import { LiteVideo } from "#app/components/site/lite-video.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { pageMeta } from "#app/components/site/seo.ts";
import { siteDataFromMatches, useSiteData } from "#app/components/site/site-data.ts";
import { TestimonialsCarousel, testimonialData } from "#app/components/site/testimonials-carousel.tsx";
import { PointList, TitledSection } from "#app/components/site/titled-section.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { textFor } from "#contract/i18n/catalogue";
import { hiHome } from "#contract/i18n/hi/home";
import { hiMedia, hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localeFromPathname } from "#contract/locales";
import { localizeCourse, localizeTestimonial } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { listCourses } from "#server/features/courses/courses.service";
import { pageTextsOf } from "#server/features/site/page-view";
import { pageServicesContext } from "#server/request-context";
import { RESOURCE_SERVICES } from "#server/resources/served";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataFromMatches(matches);
  const t = textFor(site.locale, en.home, hiHome);
  return pageMeta(site, {
    title: t.metaTitle(site.settings.name),
    description: t.metaDescription,
    path: "/",
  });
}

const TEXT_KEYS = ["home-hero", "home-why", "home-why-choose", "home-plans"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  const { database, logger } = services;
  const texts = await pageTextsOf(services, request, TEXT_KEYS);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const [courses, testimonials] = await Promise.allSettled([
    listCourses(database.db, { is_active: true, is_featured: true }),
    RESOURCE_SERVICES.testimonials.list(database.db, { query: { is_featured: true }, admin: false }),
  ]);
  for (const failed of [courses, testimonials])
    if (failed.status === "rejected") logger.error("home page data failed", { error: String(failed.reason) });
  const body = {
    texts,
    // Only what a card shows travels to the browser.
    courses:
      courses.status === "fulfilled"
        ? courses.value.map((course) => courseCardData(localizeCourse(course, locale), locale))
        : null,
    testimonials:
      testimonials.status === "fulfilled"
        ? testimonials.value.map((testimonial) => testimonialData(localizeTestimonial(testimonial, locale)))
        : [],
  };
  // A partly failed page is still shown, but with an error status so no cache keeps it.
  const failed = courses.status === "rejected" || testimonials.status === "rejected";
  return data(body, failed ? { status: 503 } : undefined);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const t = useText(en.home, hiHome);
  const media = useText(en.media, hiMedia);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const {
    "home-hero": hero,
    "home-why": why,
    "home-why-choose": whyChoose,
    "home-plans": plans,
  } = loaderData.texts;
  const locale = useLocale();
  return (
    <>
      {locale === "en" ? <HindiOffer to="/hi" /> : null}
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <p className="eyebrow">{hero.kicker}</p>
            <h1 id="home-hero-title" className="home-hero__title">
              {hero.title}
            </h1>
            <p className="home-hero__lead">{hero.lead}</p>
            <div className="home-hero__actions">
              <Link to="/courses" className="btn btn--primary">
                {t.exploreCourses}
              </Link>
              <Link to="/consultation" className="btn btn--secondary">
                {t.bookConsultation}
              </Link>
            </div>
          </div>
          <div className="home-hero__media">
            <LiteVideo url={settings.introVideoUrl} title={media.introTitle} priority />
          </div>
        </div>
      </section>

      {/* Not a landmark itself: the carousel inside is the region this heading names. */}
      <div className="section">
        <div className="container">
          <div className="home-featured__header">
            <div className="section__header">
              <h2 id="featured-heading" className="section__title">
                {t.featuredHeading}
              </h2>
              <p className="section__lead">{t.featuredIntro}</p>
            </div>
            <Link to="/courses" className="btn btn--secondary">
              {t.exploreCourses}
            </Link>
          </div>
          {loaderData.courses === null ? (
            <p className="empty-state" role="alert">
              {M.coursesLoadFailed}
            </p>
          ) : loaderData.courses.length === 0 ? (
            <p className="empty-state">{M.homeCoursesEmpty}</p>
          ) : (
            <CourseCarousel courses={loaderData.courses} labelledBy="featured-heading" />
          )}
        </div>
      </div>

      <section className="section section--surface" aria-labelledby="why-academy-heading">
        <div className="container home-why">
          <div>
            <h2 id="why-academy-heading" className="section__title">
              {why.title}
            </h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: staff HTML, sanitised with an allowlist when saved (page-texts.service.ts). */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: why.body }} />
          </div>
          <dl className="home-stats">
            {t.stats
              .map((stat, i) => ({
                ...stat,
                value: i === 0 ? `${settings.yearsOfExperience}+` : stat.value,
              }))
              .map((stat) => (
                <div key={stat.label} className="home-stats__item">
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
          </dl>
        </div>
      </section>

      <TitledSection id="why-choose-heading" heading={whyChoose.title} centered>
        <PointList items={whyChoose.items} className="feature-grid" />
      </TitledSection>

      <TitledSection id="plans-heading" heading={plans.title} lead={plans.lead} centered tone="sand">
        <ul className="plan-grid">
          {/* The words are staff's; each card's link stays its page's (the block always has four items). */}
          {t.plans.map((plan, i) => (
            <li key={plan.key} className="plan-card">
              <h3 className="plan-card__title">{plans.items[i]?.title ?? plan.title}</h3>
              <p>{plans.items[i]?.text ?? plan.text}</p>
              <Link to={plan.href} className="plan-card__link">
                {plan.linkLabel}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="testimonials-heading" heading={t.testimonialsHeading} centered>
        <TestimonialsCarousel testimonials={loaderData.testimonials} />
      </TitledSection>
    </>
  );
}
