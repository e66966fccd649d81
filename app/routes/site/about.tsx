import { Link } from "#app/components/site/locale-link.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { AVATAR_FALLBACK_IMAGE, ResponsiveImage } from "#app/components/site/responsive-image.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useSiteData } from "#app/components/site/site-data.ts";
import { PointList, TitledSection } from "#app/components/site/titled-section.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiAbout } from "#contract/i18n/hi/about";
import { en } from "#contract/i18n/messages.en";
import { paragraphsOf } from "#contract/site-settings";
import { pageTextsOf } from "#server/features/site/page-view";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.about, hiAbout, { path: "/about" });
}

const TEXT_KEYS = ["about-story", "about-mission", "about-vision", "about-values"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  return { texts: await pageTextsOf(context.get(pageServicesContext), request, TEXT_KEYS) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const t = useText(en.about, hiAbout);
  const {
    "about-story": story,
    "about-mission": mission,
    "about-vision": vision,
    "about-values": values,
  } = loaderData.texts;
  return (
    <>
      <PageHero title={story.title} lead={story.lead} />

      <section className="section" aria-labelledby="mission-heading">
        <div className="container about-mission">
          <h2 id="mission-heading" className="section__title">
            {mission.title}
          </h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: staff HTML, sanitised with an allowlist when saved (page-texts.service.ts). */}
          <div className="about-mission__text rich-text" dangerouslySetInnerHTML={{ __html: mission.body }} />
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="vision-heading">
        <div className="container">
          <h2 id="vision-heading" className="section__title">
            {vision.title}
          </h2>
          <ol className="vision-steps">
            {vision.items.map((step) => (
              <li key={step.title} className="vision-steps__item">
                <h3 className="vision-steps__term">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <TitledSection id="approach-heading" heading={values.title} lead={values.lead}>
        <PointList items={values.items} className="approach-grid" />
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
            {paragraphsOf(settings.facilitatorBio).map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <div className="facilitator__actions">
              <Link to="/courses" className="btn btn--primary">
                {t.exploreCourses}
              </Link>
              <Link to="/consultation" className="btn btn--secondary">
                {t.bookConsultation}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
