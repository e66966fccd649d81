import { NewsletterForm } from "#app/components/site/newsletter-form.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiBlog } from "#app/lib/i18n/hi/blog.ts";
import { en } from "#app/lib/messages.en.ts";

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
