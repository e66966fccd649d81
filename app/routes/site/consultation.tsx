import { BookingSection } from "#app/components/site/consultation/booking-section.tsx";
import { Counters } from "#app/components/site/consultation/counters.tsx";
import { ServiceCards } from "#app/components/site/consultation/service-cards.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { pageMeta } from "#app/components/site/seo.ts";
import { siteDataFromMatches, useSiteData } from "#app/components/site/site-data.ts";
import { en } from "#app/lib/messages.en.ts";
import type { Route } from "./+types/consultation";

const T = en.consultation;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteDataFromMatches(matches), {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/consultation",
  });
}

export default function Consultation() {
  const { settings } = useSiteData();
  return (
    <>
      <PageHero title={T.heading} lead={T.lead} />
      <div className="section">
        <div className="container">
          <ServiceCards />
        </div>
      </div>
      <div className="section section--sand">
        <div className="container">
          <Counters />
        </div>
      </div>
      <div className="section">
        <div className="container">
          <BookingSection email={settings.email} />
        </div>
      </div>
    </>
  );
}
