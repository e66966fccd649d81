// The Enroll Now form (spec §2, §5, §8): first name, last name, e-mail and phone required, message optional.
// It sends a course inquiry titled with the course, shows 'Submitting...' meanwhile, and on success shows the
// spec's message for 2 seconds before the dialog closes.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { z } from "zod";
import { ENROLLMENT_SUCCESS_CLOSE_MS, MAX_LONG_TEXT } from "#contract/constants";
import { email, requiredText, text } from "#contract/fields";
import { FORM_LABELS, PUBLIC_MESSAGES, VALIDATION_MESSAGES as V } from "#contract/messages";
import { HONEYPOT_FIELD } from "#contract/schemas/inquiry";
import { ApiError, apiRequest } from "../../lib/api-client";
import { en } from "../../lib/messages.en";
import { Alert } from "../ui/alert";
import { Dialog } from "../ui/dialog";
import { FormField } from "../ui/form-field";

const EnrolmentSchema = z.object({
  first_name: requiredText(V.required),
  last_name: requiredText(V.required),
  email: email(V.invalidEmail),
  phone: requiredText(V.required, 40),
  message: text(MAX_LONG_TEXT),
  [HONEYPOT_FIELD]: z.string(),
});
type EnrolmentInput = z.input<typeof EnrolmentSchema>;
type EnrolmentValues = z.output<typeof EnrolmentSchema>;
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
  const t = en.enrolment;
  return (
    <Dialog open={open} onClose={onClose} title={t.title(courseTitle)} closeLabel={t.close} maxWidth={560}>
      <EnrolmentForm courseTitle={courseTitle} onDone={onClose} />
    </Dialog>
  );
}

function EnrolmentForm({ courseTitle, onDone }: { courseTitle: string; onDone: () => void }) {
  const t = en.enrolment;
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnrolmentInput, unknown, EnrolmentValues>({
    resolver: zodResolver(EnrolmentSchema),
    defaultValues: EMPTY,
  });

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
        { method: "POST", body: { ...values, subject: courseTitle, inquiry_type: "course" } },
        PUBLIC_MESSAGES.enrollmentFailed,
      );
      setResult({ ok: true });
    } catch (err) {
      const apiError = err instanceof ApiError ? err : null;
      for (const fieldError of apiError?.errors ?? [])
        if ((FIELDS as readonly string[]).includes(fieldError.field))
          setError(fieldError.field as Path<EnrolmentInput>, { message: fieldError.message });
      setResult({ ok: false, message: apiError?.message || PUBLIC_MESSAGES.enrollmentFailed });
    }
  });

  if (result?.ok)
    return (
      <Alert tone="success" title={PUBLIC_MESSAGES.enrollmentSuccessTitle}>
        {PUBLIC_MESSAGES.enrollmentSuccessText}
      </Alert>
    );

  return (
    <form className="enrolment-form" onSubmit={onSubmit} noValidate>
      <p className="enrolment-form__intro">{t.intro}</p>
      {result && !result.ok ? <Alert tone="error">{result.message}</Alert> : null}
      <div className="enrolment-form__row">
        <FormField label={t.firstName} error={errors.first_name?.message} required>
          {(control) => (
            <input {...control} {...register("first_name")} type="text" autoComplete="given-name" />
          )}
        </FormField>
        <FormField label={t.lastName} error={errors.last_name?.message} required>
          {(control) => (
            <input {...control} {...register("last_name")} type="text" autoComplete="family-name" />
          )}
        </FormField>
      </div>
      <FormField label={t.email} error={errors.email?.message} required>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <FormField label={t.phone} error={errors.phone?.message} required>
        {(control) => (
          <input {...control} {...register("phone")} type="tel" autoComplete="tel" inputMode="tel" />
        )}
      </FormField>
      <FormField label={t.message} error={errors.message?.message}>
        {(control) => <textarea {...control} {...register("message")} rows={4} />}
      </FormField>
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor="enrolment-website">{en.newsletter.honeypotLabel}</label>
        <input
          id="enrolment-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(HONEYPOT_FIELD)}
        />
      </div>
      <div className="enrolment-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? FORM_LABELS.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}
