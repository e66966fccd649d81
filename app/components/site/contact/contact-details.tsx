import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiContact } from "#contract/i18n/hi/contact";
import { hiFooter } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { formatAddress, type SiteSettings, telHref } from "#contract/site-settings";
import { MapEmbed } from "./map-embed";

const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "twitter"] as const;
// This page's own English spelling of the networks; in Hindi it shares the footer's names.
const SOCIAL_LABELS = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  twitter: "Twitter/X",
};

export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const T = useText(en.contact, hiContact);
  const socialLabels = useText(SOCIAL_LABELS, hiFooter.social);
  const address = formatAddress(settings.address);
  return (
    <aside className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        {T.detailsTitle}
      </h2>
      <dl className="contact-details__list">
        <div className="contact-details__item">
          <dt>{T.addressLabel}</dt>
          <dd>
            <address>{address}</address>
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>{T.phoneLabel}</dt>
          {settings.phones.map((phone) => (
            <dd key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          ))}
        </div>
        <div className="contact-details__item">
          <dt>{T.emailLabel}</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
        </div>
      </dl>
      <h3 className="contact-details__subtitle">{T.followUs}</h3>
      <ul className="contact-details__social">
        {SOCIAL_NETWORKS.map((key) => (
          <li key={key}>
            <a href={settings.social[key]} target="_blank" rel="noopener noreferrer">
              {socialLabels[key]}
              <span className="visually-hidden"> {T.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
      <h3 className="contact-details__subtitle">{T.findUs}</h3>
      <MapEmbed embedUrl={settings.mapEmbedUrl} address={address} />
    </aside>
  );
}
