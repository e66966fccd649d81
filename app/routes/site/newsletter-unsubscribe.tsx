import { TokenPage, tokenPageMeta } from "#app/components/site/newsletter/token-action.tsx";
import { siteDataFromMatches } from "#app/components/site/site-data.ts";
import { en } from "#app/lib/messages.en.ts";
import { NEWSLETTER_MESSAGES } from "#contract/messages";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(siteDataFromMatches(matches), en.newsletterUnsubscribe, "/newsletter/unsubscribe");
}

export default function NewsletterUnsubscribe() {
  return (
    <TokenPage
      endpoint="/newsletter/unsubscribe"
      text={en.newsletterUnsubscribe}
      invalidLink={NEWSLETTER_MESSAGES.invalidUnsubscribeLink}
    />
  );
}
