import { TokenPage, tokenPageMeta } from "#app/components/site/newsletter/token-action.tsx";
import { siteDataFromMatches } from "#app/components/site/site-data.ts";
import { en } from "#app/lib/messages.en.ts";
import { NEWSLETTER_MESSAGES } from "#contract/messages";
import type { Route } from "./+types/newsletter-confirm";

export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(siteDataFromMatches(matches), en.newsletterConfirm, "/newsletter/confirm");
}

export default function NewsletterConfirm() {
  return (
    <TokenPage
      endpoint="/newsletter/confirm"
      text={en.newsletterConfirm}
      invalidLink={NEWSLETTER_MESSAGES.invalidConfirmLink}
    />
  );
}
