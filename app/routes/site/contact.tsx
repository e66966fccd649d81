import { ContactDetails } from "#app/components/site/contact/contact-details.tsx";
import { ContactForm } from "#app/components/site/contact/contact-form.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { cataloguePageMeta } from "#app/components/site/seo.ts";
import { useSiteData } from "#app/components/site/site-data.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiContact } from "#app/lib/i18n/hi/contact.ts";
import { en } from "#app/lib/messages.en.ts";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return cataloguePageMeta(matches, en.contact, hiContact, { path: "/contact" });
}

export default function Contact() {
  const T = useText(en.contact, hiContact);
  const { settings } = useSiteData();
  return (
    <>
      <PageHero title={T.heading} lead={T.lead} />
      <div className="section">
        <div className="container contact-layout">
          <div className="contact-layout__form">
            <ContactForm />
          </div>
          <ContactDetails settings={settings} />
        </div>
      </div>
    </>
  );
}
