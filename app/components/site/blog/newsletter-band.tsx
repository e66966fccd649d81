import { NewsletterForm } from "#app/components/site/newsletter-form.tsx";
import { en } from "#app/lib/messages.en.ts";

const T = en.blog;

export function NewsletterBand() {
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
