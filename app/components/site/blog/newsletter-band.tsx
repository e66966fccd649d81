import { en } from "../../../lib/messages.en";
import { NewsletterForm } from "../newsletter-form";

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
