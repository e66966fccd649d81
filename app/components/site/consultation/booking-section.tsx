import { useId, useRef, useState } from "react";
import {
  type FormOutcome,
  useFormOutcome,
  useMessageFocus,
} from "#app/components/site/forms/form-outcome.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { BookingForm } from "./booking-form";

export function BookingSection({ email }: { email: string }) {
  const T = useText(en.consultation, hiConsultation);
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  const [open, setOpen] = useState(false);
  const { outcome, setOutcome } = useFormOutcome();
  const regionId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // Once the message goes: back to the form's button, or, after a success has hidden the form, to the toggle.
  const messageRef = useMessageFocus(
    () => formRef.current?.querySelector<HTMLElement>("button[type=submit]") ?? toggleRef.current,
  );

  const onOutcome = (next: FormOutcome | null) => {
    setOutcome(next);
    if (next?.tone === "success") setOpen(false);
  };

  return (
    <section className="booking" aria-labelledby="booking-title">
      <div className="booking__intro">
        <h2 id="booking-title">{T.bookingTitle}</h2>
        <p>{T.bookingIntro}</p>
        <button
          ref={toggleRef}
          type="button"
          className="btn btn--primary"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => {
            setOutcome(null);
            setOpen((o) => !o);
          }}
        >
          {open ? M.hideBookingForm : M.scheduleCall}
        </button>
      </div>
      <div id={regionId} ref={formRef} className="booking__form">
        {open ? <BookingForm id={`${regionId}-form`} onOutcome={onOutcome} /> : null}
      </div>
      <div className="booking__outcome">
        {outcome ? (
          <Alert tone={outcome.tone} focusRef={messageRef}>
            {outcome.text}
          </Alert>
        ) : null}
      </div>
      <p className="booking__email">
        {T.emailPrompt} <a href={`mailto:${email}`}>{email}</a>
      </p>
    </section>
  );
}
