// Enroll Now for a course with batches: the visitor picks a batch (the one whose button they pressed is chosen
// already) and gives their name, e-mail and phone. The API holds a seat, confirms one or puts them on the waiting
// list; the answer says which, and links to their own enrolment page (also mailed to them).
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMessageFocus } from "#app/components/site/forms/form-outcome.ts";
import { HoneypotField } from "#app/components/site/forms/honeypot-field.tsx";
import { fieldBinder, TextField } from "#app/components/site/forms/text-field.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import type { BatchView } from "#app/lib/batch-view.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { MAX_LONG_TEXT, MAX_PHONE } from "#contract/constants";
import type { EnrolmentStatus } from "#contract/enums";
import {
  emailCheck,
  HONEYPOT_FIELD,
  optionalTextCheck,
  phoneCheck,
  requiredTextCheck,
} from "#contract/form-rules";
import { hiBatches } from "#contract/i18n/hi/batches";
import { hiFormLabels, hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, PUBLIC_MESSAGES } from "#contract/messages";
import { seatsText } from "./batch-list.tsx";

const CHECKS = {
  name: { validate: requiredTextCheck() },
  email: { validate: emailCheck() },
  phone: { validate: phoneCheck(MAX_PHONE) },
  message: { validate: optionalTextCheck(MAX_LONG_TEXT) },
};
type Input = Record<keyof typeof CHECKS | typeof HONEYPOT_FIELD | "batch_id", string>;
const FIELDS = ["name", "email", "phone", "message", "batch_id"] as const;

interface Created {
  enrolment_id: number;
  status: EnrolmentStatus;
  url: string;
}

export function BatchEnrolmentModal(props: {
  open: boolean;
  onClose: () => void;
  courseTitle: string;
  batches: BatchView[];
  chosen: number | undefined;
}) {
  const t = useText(en.batches, hiBatches);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t.form.title(props.courseTitle)}
      closeLabel={t.form.close}
      maxWidth={600}
      closeOnBackdrop={false}
    >
      {/* A new form for each batch chosen, so the choice is the form's starting value. */}
      <BatchEnrolmentForm key={props.chosen ?? 0} {...props} />
    </Dialog>
  );
}

function BatchEnrolmentForm({
  batches,
  chosen,
  onClose,
}: {
  batches: BatchView[];
  chosen: number | undefined;
  onClose: () => void;
}) {
  const t = useText(en.batches, hiBatches);
  const locale = useLocale();
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const L = useText(FORM_LABELS, hiFormLabels);
  const v = useMessageText();
  const open = batches.filter((b) => b.enrolment_open);
  const first = chosen ?? open[0]?.batch_id;
  const [result, setResult] = useState<
    { ok: true; created: Created } | { ok: false; message: string } | null
  >(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input>({
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      message: "",
      [HONEYPOT_FIELD]: "",
      batch_id: String(first ?? ""),
    },
  });
  const bind = fieldBinder(register, errors, CHECKS);
  const submitRef = useRef<HTMLButtonElement>(null);
  const messageRef = useMessageFocus(() => submitRef.current);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const { data } = await apiRequest<Created>(
        "/enrolments",
        { method: "POST", body: { ...values, batch_id: Number(values.batch_id), locale } },
        M.enrollmentFailed,
      );
      setResult({ ok: true, created: data });
    } catch (err) {
      applyServerFieldErrors(err, setError, FIELDS);
      const apiError = err instanceof ApiError ? err : null;
      setResult({ ok: false, message: v(apiError?.message) || M.enrollmentFailed });
    }
  });

  if (result?.ok)
    return (
      <Alert tone="success" title={t.form.success[result.created.status]} focusRef={messageRef}>
        <p>{t.form.successText}</p>
        <p>
          <a className="btn btn--primary" href={result.created.url}>
            {t.form.openPage}
          </a>
        </p>
      </Alert>
    );

  const batchError = errors.batch_id?.message;
  return (
    <form className="enrolment-form" onSubmit={onSubmit} noValidate>
      <p className="enrolment-form__intro">{t.form.intro}</p>
      {result && !result.ok ? (
        <Alert tone="error" focusRef={messageRef}>
          {result.message}
        </Alert>
      ) : null}
      <fieldset className="batch-choice" aria-describedby={batchError ? "batch-choice-error" : undefined}>
        <legend>{t.form.batchLegend}</legend>
        {open.map((batch) => (
          <label key={batch.batch_id} className="batch-choice__option">
            <input type="radio" value={String(batch.batch_id)} {...register("batch_id")} />
            <span>
              <span className="batch-choice__dates">{batch.dates}</span>{" "}
              <span className="batch-choice__seats">
                {batch.fee} · {seatsText(t, batch)}
              </span>
            </span>
          </label>
        ))}
        {batchError ? (
          <p id="batch-choice-error" className="ui-field__error">
            {v(batchError)}
          </p>
        ) : null}
      </fieldset>
      <TextField {...bind("name")} label={t.form.name} required autoComplete="name" />
      <TextField
        {...bind("email")}
        label={t.form.email}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        {...bind("phone")}
        label={t.form.phone}
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField {...bind("message")} label={t.form.message} rows={3} />
      <HoneypotField idPrefix="batch-enrolment" registration={register(HONEYPOT_FIELD)} />
      <div className="enrolment-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t.form.cancel}
        </button>
        <button ref={submitRef} type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? L.submitting : t.form.submit}
        </button>
      </div>
    </form>
  );
}
