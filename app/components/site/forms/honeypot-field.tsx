// A field people never see or reach. Bots that fill every input fill this one too; the API then accepts the
// submission and silently drops it (server/http/public-write.ts).
import type { UseFormRegisterReturn } from "react-hook-form";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { HONEYPOT_FIELD } from "#contract/form-rules";
import { hiNewsletter } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";

export function HoneypotField({
  registration,
  idPrefix,
}: {
  registration: UseFormRegisterReturn;
  idPrefix: string;
}) {
  const t = useText(en.newsletter, hiNewsletter);
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t.honeypotLabel}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
