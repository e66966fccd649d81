// A field people never see or reach. Bots that fill every input fill this one too; the API then accepts the
// submission and silently drops it (server/http/public-write.ts).
import type { UseFormRegisterReturn } from "react-hook-form";
import { en } from "#app/lib/messages.en.ts";
import { HONEYPOT_FIELD } from "#contract/form-rules";

export function HoneypotField({
  registration,
  idPrefix,
}: {
  registration: UseFormRegisterReturn;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{en.newsletter.honeypotLabel}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
