// The consultation page's booking form once owners have set hours: a service, a free slot and the visitor's details.
// It is a plain HTML form that posts to the API, so it books before (or without) any script: the API then answers
// with a redirect back to this page, which says what happened (`notice`). Once hydrated, it sends the same fields as
// JSON and shows the answer in place, and a change of service fetches that service's slots.
import { type FormEvent, useId, useRef, useState } from "react";
import { useMessageFocus } from "#app/components/site/forms/form-outcome.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";
import { MAX_LONG_TEXT, PICKER_DAYS } from "#contract/constants";
import type { ConsultationServiceType, MeetingPlace } from "#contract/enums";
import { HONEYPOT_FIELD } from "#contract/form-rules";
import { formatNumber } from "#contract/i18n/format";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { hiNewsletter } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import type { BookingCreated, Slot } from "#contract/schemas/slots";
import { istDayAndTime } from "#contract/slot-time";
import { groupByDay, SlotChooser, type SlotDay } from "./slot-chooser";

export interface PickerService {
  service_type: string;
  minutes: number;
  fee_paise: number;
  where: MeetingPlace;
}

export interface SlotPickerData {
  days: SlotDay[];
  services: PickerService[];
  default_minutes: number;
  last_date: string;
}

/** What the page was told by the API's redirect after a plain form was sent. */
export type BookingNotice =
  | { kind: "booked"; startsAt: string }
  | { kind: "error"; reason: "taken" | "invalid" };

type Outcome = { tone: "success" | "error"; text: string };
const FIELDS = ["name", "email", "phone", "location", "message"] as const;

export function SlotBooking({ picker, notice }: { picker: SlotPickerData; notice: BookingNotice | null }) {
  const T = useText(en.consultation, hiConsultation);
  const P = T.picker;
  const N = useText(en.newsletter, hiNewsletter);
  const locale = useLocale();
  const v = useMessageText();
  const formId = useId();
  const [service, setService] = useState("");
  const [days, setDays] = useState<SlotDay[]>(picker.days);
  const [slot, setSlot] = useState("");
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(() => noticeOutcome(notice));
  const submitRef = useRef<HTMLButtonElement>(null);
  const messageRef = useMessageFocus(() => submitRef.current);

  function noticeOutcome(n: BookingNotice | null): Outcome | null {
    if (!n) return null;
    if (n.kind === "booked") return { tone: "success", text: P.booked(whenOf(n.startsAt)) };
    return { tone: "error", text: n.reason === "taken" ? P.taken : P.invalid };
  }
  function whenOf(startsAt: string) {
    return `${istDayAndTime(startsAt, locale)} ${P.ist}`;
  }

  const terms = picker.services.find((s) => s.service_type === service);
  const minutes = terms?.minutes ?? picker.default_minutes;
  const rupees = (paise: number) => `₹${formatNumber(locale, paise / 100)}`;

  async function loadSlots(serviceType: string) {
    setLoading(true);
    try {
      const result = await apiRequest<Slot[]>("/consultations/slots", {
        query: {
          from: picker.days[0]?.date,
          to: picker.last_date,
          ...(serviceType ? { service_type: serviceType } : {}),
        },
      });
      setDays(groupByDay(result.data, PICKER_DAYS));
      setSlot("");
    } catch {
      setOutcome({ tone: "error", text: P.invalid });
    } finally {
      setLoading(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = Object.fromEntries([...form.entries()].map(([k, val]) => [k, String(val)]));
    if (!body.slot_starts_at) {
      setErrors({ slot_starts_at: P.chooseTime });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const result = await apiRequest<BookingCreated>("/consultations", { method: "POST", body });
      setOutcome({ tone: "success", text: P.booked(whenOf(result.data.starts_at)) });
      formElement.reset();
      setSlot("");
      void loadSlots(service);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, v(e.message)])));
        setOutcome({ tone: "error", text: error.status === 409 ? P.taken : v(error.message) });
        if (error.status === 409) void loadSlots(service);
      } else setOutcome({ tone: "error", text: P.invalid });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="booking booking--slots" aria-labelledby="booking-title">
      <div className="booking__intro">
        <h2 id="booking-title">{P.title}</h2>
        <p>{P.intro}</p>
      </div>
      <div className="booking__outcome">
        {outcome ? (
          <Alert tone={outcome.tone} focusRef={messageRef}>
            {outcome.text}
          </Alert>
        ) : null}
      </div>
      <form
        id={formId}
        className="site-form booking-form slot-booking"
        method="post"
        action="/api/consultations"
        onSubmit={onSubmit}
        aria-label={T.formTitle}
      >
        <input type="hidden" name="locale" value={locale} />
        <FormField label={P.service} error={errors.service_type}>
          {(p) => (
            <select
              {...p}
              name="service_type"
              value={service}
              onChange={(e) => {
                setService(e.target.value);
                void loadSlots(e.target.value);
              }}
            >
              <option value="">{P.generalService}</option>
              {picker.services.map((s) => (
                <option key={s.service_type} value={s.service_type}>
                  {T.serviceTypeLabels[s.service_type as ConsultationServiceType]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p className="slot-booking__terms">
          {P.length(minutes)} · {P.places[terms?.where ?? "online"]} ·{" "}
          {terms && terms.fee_paise > 0 ? P.fee(rupees(terms.fee_paise)) : P.free}
        </p>
        <div aria-busy={loading}>
          {loading ? <p className="slot-booking__loading">{P.loading}</p> : null}
          {days.length > 0 ? (
            <SlotChooser days={days} value={slot} onChange={setSlot} error={errors.slot_starts_at} />
          ) : (
            <p className="slot-booking__none">{P.noSlots}</p>
          )}
        </div>
        <fieldset className="slot-booking__details">
          <legend>{P.detailsLegend}</legend>
          <div className="site-form__row">
            <Field name="name" label={T.name} error={errors.name} required autoComplete="name" />
            <Field
              name="email"
              label={T.email}
              error={errors.email}
              required
              type="email"
              autoComplete="email"
            />
          </div>
          <div className="site-form__row">
            <Field name="phone" label={T.phone} error={errors.phone} required type="tel" autoComplete="tel" />
            <Field name="location" label={T.location} error={errors.location} autoComplete="address-level2" />
          </div>
          <FormField label={T.message} error={errors.message} required>
            {(p) => <textarea {...p} name="message" rows={4} required maxLength={MAX_LONG_TEXT} />}
          </FormField>
        </fieldset>
        <div className="form-honeypot" aria-hidden="true">
          <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{N.honeypotLabel}</label>
          <input
            id={`${formId}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <button
          ref={submitRef}
          type="submit"
          className="btn btn--primary site-form__submit"
          disabled={busy || days.length === 0}
        >
          {busy ? P.booking : P.submit}
        </button>
      </form>
    </section>
  );
}

function Field({
  name,
  label,
  error,
  required,
  ...input
}: { name: (typeof FIELDS)[number]; label: string; error?: string; required?: boolean } & Omit<
  React.ComponentProps<"input">,
  "name"
>) {
  return (
    <FormField label={label} error={error} required={required}>
      {(p) => <input {...p} type="text" {...input} name={name} required={required} />}
    </FormField>
  );
}
