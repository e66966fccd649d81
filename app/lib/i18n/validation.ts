// Messages in the page's language. The rules (contract/form-rules.ts) and the API answer with the spec's English
// messages, word for word; a Hindi page shows the Hindi of each one it knows, and any other text as it is.

import {
  hiNewsletterMessages,
  hiPublicMessages,
  hiSlotMessages,
  hiValidationMessages,
} from "#contract/i18n/hi/shared";
import { NEWSLETTER_MESSAGES, PUBLIC_MESSAGES, SLOT_MESSAGES, VALIDATION_MESSAGES } from "#contract/messages";
import { useLocale } from "./locale";

function pairs(english: Record<string, unknown>, hindi: Record<string, unknown>): [string, string][] {
  return Object.entries(hindi).flatMap(([key, text]) =>
    typeof text === "string" && typeof english[key] === "string" ? [[english[key] as string, text]] : [],
  );
}

const HINDI_BY_ENGLISH = new Map<string, string>([
  ...pairs(VALIDATION_MESSAGES, hiValidationMessages),
  ...pairs(PUBLIC_MESSAGES, hiPublicMessages),
  ...pairs(NEWSLETTER_MESSAGES, hiNewsletterMessages),
  ...pairs(SLOT_MESSAGES, hiSlotMessages),
]);

/** The Hindi of one of the spec's English messages, or the text itself. */
export function hindiMessage(text: string): string {
  return HINDI_BY_ENGLISH.get(text) ?? text;
}

/** Turns a message (a field's error, an API answer) into the page's language. */
export function useMessageText(): <T extends string | undefined>(text: T) => T {
  const locale = useLocale();
  return <T extends string | undefined>(text: T) =>
    (locale === "hi" && text ? hindiMessage(text) : text) as T;
}
