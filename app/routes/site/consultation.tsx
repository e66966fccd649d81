import { BookingSection } from "../../components/site/consultation/booking-section";
import { Counters } from "../../components/site/consultation/counters";
import { ServiceCards } from "../../components/site/consultation/service-cards";
import { PageHero } from "../../components/site/page-hero";
import { pageMeta } from "../../components/site/seo";
import { siteDataFromMatches, useSiteData } from "../../components/site/site-data";
import { en } from "../../lib/messages.en";
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
