// The shared footer: description, quick links, top courses, contact details, social links,
// the newsletter signup, the copyright and the years-of-experience claim.
import { Link } from "#app/components/site/locale-link.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiFooter } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { formatAddress, type SiteSettings, telHref } from "#contract/site-settings";
import { NewsletterForm } from "./newsletter-form";
import { SOCIAL_NETWORKS, SocialIcon } from "./social-icons";

export function SiteFooter({
  settings,
  description,
  topCourseSlugs,
}: {
  settings: SiteSettings;
  description: string;
  /** Per top course, in order: its slug while it is public, else null (it then links to the course list). */
  topCourseSlugs: (string | null)[];
}) {
  const t = useText(en.footer, hiFooter);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {settings.name}
          </h2>
          <p>{description}</p>
          <p className="site-footer__experience">{t.experience(settings.yearsOfExperience)}</p>
        </section>

        <nav className="site-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t.quickLinksHeading}</h2>
          <ul>
            <li>
              <Link to="/about">{t.quickLinks.about}</Link>
            </li>
            <li>
              <a href={settings.remedyBrandUrl} target="_blank" rel="noopener noreferrer">
                {settings.remedyBrandName} <span className="visually-hidden">{t.externalHint}</span>
              </a>
            </li>
            <li>
              <Link to="/consultation">{t.quickLinks.consultation}</Link>
            </li>
            <li>
              <Link to="/courses">{t.quickLinks.education}</Link>
            </li>
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-top-courses">
          <h2 id="footer-top-courses">{t.topCoursesHeading}</h2>
          <ul>
            {t.topCourses.map((name, i) => {
              const slug = topCourseSlugs[i];
              return (
                <li key={name}>
                  <Link to={slug ? `/course/${slug}` : "/courses"}>{name}</Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.contactHeading}</h2>
          <address className="site-footer__contact">
            <p>
              <span className="visually-hidden">{t.phoneLabel}: </span>
              <a href={telHref(settings.phones[0])}>{settings.phones[0]}</a>
              <br />
              <span className="visually-hidden">{t.phoneLabel}: </span>
              <a href={telHref(settings.phones[1])}>{settings.phones[1]}</a>
            </p>
            <p>
              <span className="visually-hidden">{t.emailLabel}: </span>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
            <p>
              <span className="visually-hidden">{t.addressLabel}: </span>
              {formatAddress(settings.address)}
            </p>
          </address>
          <ul className="site-footer__social" aria-label={t.socialHeading}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a href={settings.social[network]} target="_blank" rel="noopener noreferrer me">
                  <SocialIcon network={network} />
                  <span className="visually-hidden">
                    {t.social[network]} {t.externalHint}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t.newsletterHeading}</h2>
          <p>{t.newsletterIntro}</p>
          <NewsletterForm source="footer" />
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>{t.copyright(settings.copyrightHolder)}</p>
      </div>
    </footer>
  );
}
