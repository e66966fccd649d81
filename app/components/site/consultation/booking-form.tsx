import { useForm } from "react-hook-form";
import type { FormOutcome } from "#app/components/site/forms/form-outcome.ts";
import { HoneypotField } from "#app/components/site/forms/honeypot-field.tsx";
import { fieldBinder, TextField } from "#app/components/site/forms/text-field.tsx";
import { useHydrated } from "#app/components/site/forms/use-hydrated.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { visitAttribution } from "#app/lib/visit-attribution.ts";
import { MAX_LONG_TEXT, MAX_MEDIUM_TEXT, MAX_PHONE } from "#contract/constants";
import {
  dateFromTodayCheck,
  emailCheck,
  HONEYPOT_FIELD,
  optionalTextCheck,
  phoneCheck,
  requiredTextCheck,
  todayInIndia,
} from "#contract/form-rules";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { hiFormLabels, hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, PUBLIC_MESSAGES } from "#contract/messages";
import { serviceTypeOptions } from "./service-types";

/** The rules of the API's ConsultationCreateSchema, including "not earlier than today" in India's time zone. */
const CHECKS = {
  name: { validate: requiredTextCheck() },
  email: { validate: emailCheck() },
  phone: { validate: phoneCheck(MAX_PHONE) },
  preferred_date: { validate: dateFromTodayCheck() },
  location: { validate: optionalTextCheck(MAX_MEDIUM_TEXT) },
  message: { validate: requiredTextCheck(undefined, MAX_LONG_TEXT) },
};
const FIELDS = ["name", "email", "phone", "service_type", "preferred_date", "location", "message"] as const;
type BookingInput = Record<(typeof FIELDS)[number] | typeof HONEYPOT_FIELD, string>;
const EMPTY: BookingInput = {
  name: "",
  email: "",
  phone: "",
  service_type: "",
  preferred_date: "",
  location: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

export function BookingForm({
  id,
  onOutcome,
}: {
  id: string;
  /** null as the form is sent: the last message goes, and the next one appears afresh. */
  onOutcome: (outcome: FormOutcome | null) => void;
}) {
  const T = useText(en.consultation, hiConsultation);
  const hydrated = useHydrated();
  const locale = useLocale();
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const L = useText(FORM_LABELS, hiFormLabels);
  const v = useMessageText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BookingInput>({ defaultValues: EMPTY });
  const bind = fieldBinder(register, errors, CHECKS);

  const onSubmit = handleSubmit(async (values) => {
    onOutcome(null);
    try {
      await apiRequest("/consultations", {
        method: "POST",
        body: { ...values, locale, ...visitAttribution() },
      });
      onOutcome({ tone: "success", text: M.consultationSuccess });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      onOutcome({ tone: "error", text: M.consultationError });
    }
  });

  return (
    <form id={id} className="site-form booking-form" onSubmit={onSubmit} noValidate aria-label={T.formTitle}>
      <div className="site-form__row">
        <TextField {...bind("name")} label={T.name} required autoComplete="name" />
        <TextField {...bind("email")} label={T.email} required type="email" autoComplete="email" />
      </div>
      <div className="site-form__row">
        <TextField {...bind("phone")} label={T.phone} required type="tel" autoComplete="tel" />
        <FormField label={T.serviceType} error={v(errors.service_type?.message)}>
          {(p) => (
            <select {...p} {...register("service_type")}>
              <option value="">{T.serviceTypePlaceholder}</option>
              {serviceTypeOptions(T.serviceTypeLabels).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="site-form__row">
        <TextField {...bind("preferred_date")} label={T.preferredDate} type="date" min={todayInIndia()} />
        <TextField {...bind("location")} label={T.location} autoComplete="address-level2" />
      </div>
      <TextField {...bind("message")} label={T.message} required rows={5} />
      <HoneypotField idPrefix="booking" registration={register(HONEYPOT_FIELD)} />
      <button
        type="submit"
        className="btn btn--primary site-form__submit"
        disabled={isSubmitting || !hydrated}
      >
        {isSubmitting ? L.submitting : T.submit}
      </button>
    </form>
  );
}
