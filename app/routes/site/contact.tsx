import { ContactDetails } from "../../components/site/contact/contact-details";
import { ContactForm } from "../../components/site/contact/contact-form";
import { PageHero } from "../../components/site/page-hero";
import { pageMeta } from "../../components/site/seo";
import { siteDataFromMatches, useSiteData } from "../../components/site/site-data";
import { en } from "../../lib/messages.en";
import type { Route } from "./+types/contact";

const T = en.contact;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteDataFromMatches(matches), {
    title: T.metaTitle,
    description: T.metaDescription,
    path: "/contact",
  });
}

export default function Contact() {
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
