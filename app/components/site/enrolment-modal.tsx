// The Enroll Now form: first name, last name, e-mail and phone required, message optional.
// It sends a course inquiry titled with the course, shows 'Submitting...' meanwhile, and on success shows the
// spec's message for 2 seconds before the dialog closes.
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMessageFocus } from "#app/components/site/forms/form-outcome.ts";
import { HoneypotField } from "#app/components/site/forms/honeypot-field.tsx";
import { fieldBinder, TextField } from "#app/components/site/forms/text-field.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { visitAttribution } from "#app/lib/visit-attribution.ts";
import { ENROLLMENT_SUCCESS_CLOSE_MS, MAX_LONG_TEXT, MAX_PHONE } from "#contract/constants";
import {
  emailCheck,
  HONEYPOT_FIELD,
  optionalTextCheck,
  phoneCheck,
  requiredTextCheck,
} from "#contract/form-rules";
import { hiEnrolment, hiFormLabels, hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, PUBLIC_MESSAGES } from "#contract/messages";

/** The rules the API applies to a course inquiry. */
const CHECKS = {
  first_name: { validate: requiredTextCheck() },
  last_name: { validate: requiredTextCheck() },
  email: { validate: emailCheck() },
  phone: { validate: phoneCheck(MAX_PHONE) },
  message: { validate: optionalTextCheck(MAX_LONG_TEXT) },
};
type EnrolmentInput = Record<keyof typeof CHECKS | typeof HONEYPOT_FIELD, string>;
const FIELDS = ["first_name", "last_name", "email", "phone", "message"] as const;

const EMPTY: EnrolmentInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

export function EnrolmentModal({
  open,
  onClose,
  courseTitle,
}: {
  open: boolean;
  onClose: () => void;
  courseTitle: string;
}) {
  const t = useText(en.enrolment, hiEnrolment);
  return (
    // Not closed by a tap beside it: on a phone the backdrop is a 16 px strip where a thumb rests, and closing would
    // throw away what the visitor has typed. The × button, Cancel and Escape close it.
    <Dialog
      open={open}
      onClose={onClose}
      title={t.title(courseTitle)}
      closeLabel={t.close}
      maxWidth={560}
      closeOnBackdrop={false}
    >
      <EnrolmentForm courseTitle={courseTitle} onDone={onClose} />
    </Dialog>
  );
}

function EnrolmentForm({ courseTitle, onDone }: { courseTitle: string; onDone: () => void }) {
  const t = useText(en.enrolment, hiEnrolment);
  const locale = useLocale();
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const L = useText(FORM_LABELS, hiFormLabels);
  const v = useMessageText();
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnrolmentInput>({ defaultValues: EMPTY });
  const bind = fieldBinder(register, errors, CHECKS);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The error sits above the fields, out of sight on a phone once the visitor has scrolled to the button.
  const messageRef = useMessageFocus(() => submitRef.current);

  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(onDone, ENROLLMENT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [result, onDone]);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await apiRequest(
        "/inquiries",
        {
          method: "POST",
          body: { ...values, subject: courseTitle, inquiry_type: "course", locale, ...visitAttribution() },
        },
        M.enrollmentFailed,
      );
      setResult({ ok: true });
    } catch (err) {
      applyServerFieldErrors(err, setError, FIELDS);
      const apiError = err instanceof ApiError ? err : null;
      setResult({ ok: false, message: v(apiError?.message) || M.enrollmentFailed });
    }
  });

  if (result?.ok)
    return (
      <Alert tone="success" title={M.enrollmentSuccessTitle} focusRef={messageRef}>
        {M.enrollmentSuccessText}
      </Alert>
    );

  return (
    <form className="enrolment-form" onSubmit={onSubmit} noValidate>
      <p className="enrolment-form__intro">{t.intro}</p>
      {result && !result.ok ? (
        <Alert tone="error" focusRef={messageRef}>
          {result.message}
        </Alert>
      ) : null}
      <div className="enrolment-form__row">
        <TextField {...bind("first_name")} label={t.firstName} required autoComplete="given-name" />
        <TextField {...bind("last_name")} label={t.lastName} required autoComplete="family-name" />
      </div>
      <TextField
        {...bind("email")}
        label={t.email}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField {...bind("phone")} label={t.phone} required type="tel" autoComplete="tel" inputMode="tel" />
      <TextField {...bind("message")} label={t.message} rows={4} />
      <HoneypotField idPrefix="enrolment" registration={register(HONEYPOT_FIELD)} />
      <div className="enrolment-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t.cancel}
        </button>
        <button ref={submitRef} type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? L.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}
