import { Link } from "react-router";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { AVATAR_FALLBACK_IMAGE, ResponsiveImage } from "#app/components/site/responsive-image.tsx";
import { pageMeta } from "#app/components/site/seo.ts";
import { siteDataFromMatches, useSiteData } from "#app/components/site/site-data.ts";
import { PointList, TitledSection } from "#app/components/site/titled-section.tsx";
import { en } from "#app/lib/messages.en.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteDataFromMatches(matches), {
    title: en.about.metaTitle,
    description: en.about.metaDescription,
    path: "/about",
  });
}

export default function About() {
  const { settings } = useSiteData();
  const t = en.about;
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />

      <section className="section" aria-labelledby="mission-heading">
        <div className="container about-mission">
          <h2 id="mission-heading" className="section__title">
            {t.missionHeading}
          </h2>
          {t.mission.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="about-mission__text">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="vision-heading">
        <div className="container">
          <h2 id="vision-heading" className="section__title">
            {t.visionHeading}
          </h2>
          <ol className="vision-steps">
            {t.vision.map((step) => (
              <li key={step.term} className="vision-steps__item">
                <h3 className="vision-steps__term">{step.term}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <TitledSection id="approach-heading" heading={t.approachHeading} lead={t.approachIntro}>
        <PointList items={t.approach} className="approach-grid" />
      </TitledSection>

      <section className="section section--sand" aria-labelledby="facilitator-heading">
        <div className="container facilitator">
          <ResponsiveImage
            className="facilitator__photo"
            src={settings.facilitatorPhotoUrl}
            fallback={AVATAR_FALLBACK_IMAGE}
            alt={settings.facilitatorName}
            width={240}
            height={240}
            sizes="240px"
          />
          <div>
            <h2 id="facilitator-heading" className="section__title">
              {t.facilitatorHeading}
            </h2>
            <p className="facilitator__name">
              {settings.facilitatorName}
              <span className="facilitator__role">{t.facilitatorRole}</span>
            </p>
            {t.facilitatorBio(settings.facilitatorName).map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <div className="facilitator__actions">
              <Link to="/courses" className="btn btn--primary">
                {en.home.exploreCourses}
              </Link>
              <Link to="/consultation" className="btn btn--secondary">
                {en.home.bookConsultation}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
