import { NewsletterForm } from "#app/components/site/newsletter-form.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiBlog } from "#contract/i18n/hi/blog";
import { en } from "#contract/i18n/messages.en";

export function NewsletterBand() {
  const T = useText(en.blog, hiBlog);
  return (
    <section className="newsletter-band" aria-labelledby="newsletter-band-title">
      <div className="newsletter-band__text">
        <h2 id="newsletter-band-title">{T.newsletterHeading}</h2>
        <p>{T.newsletterIntro}</p>
      </div>
      <NewsletterForm source="blog" withName className="newsletter-band__form" />
    </section>
  );
}
