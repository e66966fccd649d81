import { TokenPage, tokenPageMeta } from "#app/components/site/newsletter/token-action.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiNewsletterUnsubscribe } from "#contract/i18n/hi/newsletter-pages";
import { hiNewsletterMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { NEWSLETTER_MESSAGES } from "#contract/messages";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(matches, en.newsletterUnsubscribe, hiNewsletterUnsubscribe, "/newsletter/unsubscribe");
}

export default function NewsletterUnsubscribe() {
  const text = useText(en.newsletterUnsubscribe, hiNewsletterUnsubscribe);
  const messages = useText(NEWSLETTER_MESSAGES, hiNewsletterMessages);
  return (
    <TokenPage endpoint="/newsletter/unsubscribe" text={text} invalidLink={messages.invalidUnsubscribeLink} />
  );
}
