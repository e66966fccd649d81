import { useRef } from "react";
import { useForm } from "react-hook-form";
import { useFormOutcome, useMessageFocus } from "#app/components/site/forms/form-outcome.ts";
import { HoneypotField } from "#app/components/site/forms/honeypot-field.tsx";
import { fieldBinder, TextField } from "#app/components/site/forms/text-field.tsx";
import { useHydrated } from "#app/components/site/forms/use-hydrated.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { visitAttribution } from "#app/lib/visit-attribution.ts";
import { MAX_LONG_TEXT, MAX_PHONE } from "#contract/constants";
import { emailCheck, HONEYPOT_FIELD, phoneCheck, requiredTextCheck } from "#contract/form-rules";
import { hiContact } from "#contract/i18n/hi/contact";
import { hiFormLabels, hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, PUBLIC_MESSAGES } from "#contract/messages";

/** The contact form requires every visible field; the API checks the same rules for type 'general'. */
const CHECKS = {
  first_name: { validate: requiredTextCheck() },
  last_name: { validate: requiredTextCheck() },
  phone: { validate: phoneCheck(MAX_PHONE) },
  email: { validate: emailCheck() },
  message: { validate: requiredTextCheck(undefined, MAX_LONG_TEXT) },
};
type ContactFormInput = Record<keyof typeof CHECKS | typeof HONEYPOT_FIELD, string>;

const FIELDS = ["first_name", "last_name", "phone", "email", "message"] as const;
const EMPTY: ContactFormInput = {
  first_name: "",
  last_name: "",
  phone: "",
  email: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

/** The product a visitor came from ("Enquire Now"): its name in the page's language, and the subject staff see. */
export interface EnquiredProduct {
  name: string;
  subject: string;
}

export function ContactForm({ product = null }: { product?: EnquiredProduct | null }) {
  const T = useText(en.contact, hiContact);
  const hydrated = useHydrated();
  const locale = useLocale();
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const L = useText(FORM_LABELS, hiFormLabels);
  // The message starts out naming the product, in the server's HTML too, so it is there before the scripts run.
  const initialMessage = product ? T.productMessage(product.name) : "";
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput>({ defaultValues: { ...EMPTY, message: initialMessage } });
  const bind = fieldBinder(register, errors, CHECKS);
  const { outcome, setOutcome } = useFormOutcome();
  const submitRef = useRef<HTMLButtonElement>(null);
  const messageRef = useMessageFocus(() => submitRef.current);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await apiRequest("/inquiries", {
        method: "POST",
        body: {
          ...values,
          subject: product?.subject,
          inquiry_type: "general",
          locale,
          ...visitAttribution(),
        },
      });
      reset(EMPTY);
      setOutcome({ tone: "success", text: M.contactSuccess });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      setOutcome({ tone: "error", text: M.contactError });
    }
  });

  return (
    <form className="site-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="site-form__title">
        {T.formTitle}
      </h2>
      <div className="site-form__row">
        <TextField {...bind("first_name")} label={T.firstName} required autoComplete="given-name" />
        <TextField {...bind("last_name")} label={T.lastName} required autoComplete="family-name" />
      </div>
      <div className="site-form__row">
        <TextField {...bind("phone")} label={T.phone} required type="tel" autoComplete="tel" />
        <TextField {...bind("email")} label={T.email} required type="email" autoComplete="email" />
      </div>
      <TextField {...bind("message")} label={T.message} required rows={6} defaultValue={initialMessage} />
      <HoneypotField idPrefix="contact" registration={register(HONEYPOT_FIELD)} />
      <button
        ref={submitRef}
        type="submit"
        className="btn btn--primary site-form__submit"
        disabled={isSubmitting || !hydrated}
      >
        {isSubmitting ? L.sending : T.submit}
      </button>
      <div className="site-form__outcome">
        {outcome ? (
          <Alert tone={outcome.tone} focusRef={messageRef}>
            {outcome.text}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
