import { BookingSection } from "#app/components/site/consultation/booking-section.tsx";
import { Counters } from "#app/components/site/consultation/counters.tsx";
import { ServiceCards } from "#app/components/site/consultation/service-cards.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useSiteData } from "#app/components/site/site-data.ts";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { en } from "#contract/i18n/messages.en";
import { pageTextsOf } from "#server/features/site/page-view";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/consultation";

export function meta({ matches }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.consultation, hiConsultation, { path: "/consultation" });
}

const TEXT_KEYS = ["consultation-intro", "consultation-services"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  return { texts: await pageTextsOf(context.get(pageServicesContext), request, TEXT_KEYS) };
}

export default function Consultation({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { "consultation-intro": intro, "consultation-services": services } = loaderData.texts;
  return (
    <>
      <PageHero title={intro.title} lead={intro.lead} />
      <div className="section">
        <div className="container">
          <ServiceCards title={services.title} services={services.items} />
        </div>
      </div>
      <div className="section section--sand">
        <div className="container">
          <Counters counters={settings.counters} />
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
