import { TokenPage, tokenPageMeta } from "#app/components/site/newsletter/token-action.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiNewsletterConfirm } from "#contract/i18n/hi/newsletter-pages";
import { hiNewsletterMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { NEWSLETTER_MESSAGES } from "#contract/messages";
import type { Route } from "./+types/newsletter-confirm";

export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(matches, en.newsletterConfirm, hiNewsletterConfirm, "/newsletter/confirm");
}

export default function NewsletterConfirm() {
  const text = useText(en.newsletterConfirm, hiNewsletterConfirm);
  const messages = useText(NEWSLETTER_MESSAGES, hiNewsletterMessages);
  return <TokenPage endpoint="/newsletter/confirm" text={text} invalidLink={messages.invalidConfirmLink} />;
}
