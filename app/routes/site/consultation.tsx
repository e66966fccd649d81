import { BookingSection } from "#app/components/site/consultation/booking-section.tsx";
import { Counters } from "#app/components/site/consultation/counters.tsx";
import { ServiceCards } from "#app/components/site/consultation/service-cards.tsx";
import { type BookingNotice, SlotBooking } from "#app/components/site/consultation/slot-booking.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useSiteData } from "#app/components/site/site-data.ts";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { en } from "#contract/i18n/messages.en";
import { pageTextsOf } from "#server/features/site/page-view";
import { pickerData } from "#server/features/slots/slots.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/consultation";

export function meta({ matches }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.consultation, hiConsultation, { path: "/consultation" });
}

const TEXT_KEYS = ["consultation-intro", "consultation-services"] as const;

/** What the API's redirect after a plain (script-less) booking form says, read from the page's address. */
function noticeOf(url: URL): BookingNotice | null {
  const booked = url.searchParams.get("booked");
  if (booked && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/.test(booked))
    return { kind: "booked", startsAt: booked };
  const error = url.searchParams.get("booking_error");
  if (error === "taken" || error === "invalid") return { kind: "error", reason: error };
  return null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  const [texts, picker] = await Promise.all([
    pageTextsOf(services, request, TEXT_KEYS),
    // Without hours set by the owners, null: the page keeps the spec's request form.
    pickerData(services.database.db, new Date()),
  ]);
  return { texts, picker, notice: noticeOf(new URL(request.url)) };
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
          {loaderData.picker ? (
            <SlotBooking picker={loaderData.picker} notice={loaderData.notice} />
          ) : (
            <BookingSection email={settings.email} />
          )}
        </div>
      </div>
    </>
  );
}
