// The free slots as two radio groups: first a day, then a time on it. Native radio buttons give the keyboard and
// screen readers everything a roving focus would (Tab into the group, arrow keys between its options, the choice
// read with its group's legend), and they post the chosen slot with the form even before any script runs. Until the
// page is hydrated every day's times are listed under their day; then only the chosen day's are in the page, and a
// polite live region says how many times that day has. Each time is in IST, with the visitor's own time beside it
// when their clock is another one (once hydrated: the server cannot know their zone).
import { useEffect, useId, useState } from "react";
import { useHydrated } from "#app/components/site/forms/use-hydrated.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { calendarDayLabel } from "#contract/i18n/calendar-names";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { en } from "#contract/i18n/messages.en";
import type { Slot } from "#contract/schemas/slots";
import { slotTimes } from "#contract/slot-time";

export interface SlotDay {
  date: string;
  slots: Slot[];
}

/** Free slots grouped by their IST date, at most `maxDays` days. */
export function groupByDay(slots: Slot[], maxDays: number): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = slot.starts_at.slice(0, 10);
    const last = days[days.length - 1];
    if (last?.date === date) last.slots.push(slot);
    else if (days.length < maxDays) days.push({ date, slots: [slot] });
    else break;
  }
  return days;
}

export function SlotChooser({
  days,
  name = "slot_starts_at",
  value,
  onChange,
  error,
}: {
  days: SlotDay[];
  /** The form field the chosen start is posted as. */
  name?: string;
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}) {
  const T = useText(en.consultation, hiConsultation).picker;
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const [day, setDay] = useState(days[0]?.date ?? "");
  const [announcement, setAnnouncement] = useState("");
  // New slots (another service): keep the day if it still has times, else the first day.
  useEffect(() => {
    if (!days.some((d) => d.date === day)) setDay(days[0]?.date ?? "");
  }, [days, day]);

  const chooseDay = (date: string) => {
    setDay(date);
    const chosen = days.find((d) => d.date === date);
    if (chosen) setAnnouncement(T.showing(chosen.slots.length, calendarDayLabel(date, locale, "long")));
  };

  return (
    <div className="slot-chooser">
      {hydrated ? (
        <fieldset className="slot-chooser__days">
          <legend>{T.daysLegend}</legend>
          <div className="slot-chooser__day-list">
            {days.map((d) => (
              <label key={d.date} className="slot-day">
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={d.date}
                  checked={d.date === day}
                  onChange={() => chooseDay(d.date)}
                />
                <span className="slot-day__label">{calendarDayLabel(d.date, locale)}</span>
                <span className="slot-day__count">{d.slots.length}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {/* Once hydrated, only the chosen day's times are in the page: a lighter page for assistive technology. */}
      {(hydrated ? days.filter((d) => d.date === day) : days).map((d) => (
        <fieldset
          key={d.date}
          className="slot-chooser__times"
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <legend>{T.timesLegend(calendarDayLabel(d.date, locale, "long"))}</legend>
          <div className="slot-chooser__time-list">
            {d.slots.map((slot) => {
              const times = slotTimes(slot.starts_at, hydrated);
              return (
                <label key={slot.starts_at} className="slot-time">
                  <input
                    type="radio"
                    name={name}
                    value={slot.starts_at}
                    required
                    checked={hydrated ? value === slot.starts_at : undefined}
                    onChange={() => onChange(slot.starts_at)}
                  />
                  <span className="slot-time__ist">
                    {times.ist} {T.ist}
                  </span>
                  {times.local ? (
                    <span className="slot-time__local">
                      {T.yourTime(
                        times.localDate && times.localDate !== d.date
                          ? `${times.local}, ${calendarDayLabel(times.localDate, locale)}`
                          : times.local,
                      )}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
