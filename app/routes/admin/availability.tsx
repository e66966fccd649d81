// Hours & booking (owners): the weekly hours in IST, each service's length, fee and place, the buffer, notice and
// horizon, closed and extra opened dates, and the policy (hold for payment, how late the client may change a
// booking, reminders). Saved whole; the server refuses overlapping hours, a length of 0 or less, a negative buffer
// and an unknown service, naming the field. Without hours the public page keeps the spec's request form.
import { type FormEvent, useEffect, useState } from "react";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { flashAction, useFlash } from "#app/admin/hooks/use-flash.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { CONSULTATION_SERVICE_TYPES, MEETING_PLACES, WEEKDAYS } from "#contract/enums";
import type { Availability } from "#contract/schemas/slots";
import type { Route } from "./+types/availability";

export const meta: Route.MetaFunction = () => adminMeta("Hours & booking");

const LOAD_FAILED = "Failed to load the booking hours";
const SAVE_FAILED = "Failed to save the booking hours";

const hoursText = (ranges: { start: string; end: string }[]) =>
  ranges.map((r) => `${r.start}-${r.end}`).join(", ");
/** "10:00-13:00, 14:00-18:00" as ranges; anything malformed is passed on for the server to name. */
const parseHours = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [start = "", end = ""] = part.split("-").map((t) => t.trim());
      return { start, end };
    });
const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter(Boolean);

const EMPTY: Availability = {
  timezone: "Asia/Kolkata",
  weekly_hours: {
    monday: [],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  },
  slot_minutes: 60,
  buffer_minutes: 15,
  min_notice_minutes: 240,
  days_ahead: 60,
  closed_dates: [],
  open_dates: [],
  services: [],
  hold_minutes: 30,
  change_notice_minutes: 1440,
  reminder_minutes: [1440, 120],
  meeting_link: null,
};

export default function AvailabilityScreen() {
  const flash = useFlash();
  const loaded = useApiData(
    async (signal) =>
      (await apiRequest<Availability | null>("/consultations/availability", { signal }, LOAD_FAILED)).data,
    [],
    LOAD_FAILED,
  );
  const [errors, setErrors] = useState<{ field: string; message: string }[]>([]);
  const [current, setCurrent] = useState<Availability>(EMPTY);
  useEffect(() => {
    if (loaded.data) setCurrent(loaded.data);
  }, [loaded.data]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (name: string) => String(f.get(name) ?? "");
    const body = {
      timezone: "Asia/Kolkata",
      weekly_hours: Object.fromEntries(WEEKDAYS.map((d) => [d, parseHours(text(`hours_${d}`))])),
      slot_minutes: text("slot_minutes"),
      buffer_minutes: text("buffer_minutes"),
      min_notice_minutes: text("min_notice_minutes"),
      days_ahead: text("days_ahead"),
      hold_minutes: text("hold_minutes"),
      change_notice_minutes: text("change_notice_minutes"),
      reminder_minutes: lines(text("reminder_minutes")),
      closed_dates: lines(text("closed_dates")),
      open_dates: lines(text("open_dates")).map((l) => {
        const [date = "", range = ""] = l.split(/\s+/);
        return { date, ...(parseHours(range)[0] ?? { start: "", end: "" }) };
      }),
      services: CONSULTATION_SERVICE_TYPES.filter((s) => f.get(`offer_${s}`) === "on").map((s) => ({
        service_type: s,
        minutes: text(`minutes_${s}`),
        fee_paise: String(Math.round(Number(text(`fee_${s}`) || "0") * 100)),
        where: text(`where_${s}`),
      })),
      meeting_link: text("meeting_link") || null,
    };
    setErrors([]);
    await flashAction(flash, SAVE_FAILED, async () => {
      try {
        await apiRequest("/consultations/availability", { method: "PUT", body }, SAVE_FAILED);
        flash.success("Saved. The consultation page offers these hours now.");
        await loaded.reload();
      } catch (err) {
        if (err instanceof ApiError) setErrors(err.errors);
        throw err;
      }
    });
  }

  const offered = (s: string) => current.services.find((x) => x.service_type === s);
  return (
    <>
      <PageHeader
        title="Hours & booking"
        subtitle="When clients may book a consultation online, in India's time (IST). Leave every day empty to keep the request form only."
        actions={
          <button
            type="button"
            className="btn btn--danger"
            disabled={!loaded.data}
            onClick={() =>
              void flashAction(flash, SAVE_FAILED, async () => {
                if (!window.confirm("Turn online booking off? Bookings already made stay.")) return;
                await apiRequest("/consultations/availability", { method: "DELETE" }, SAVE_FAILED);
                flash.success("Online booking is off: the page shows the request form.");
                setCurrent(EMPTY);
                await loaded.reload();
              })
            }
          >
            Turn online booking off
          </button>
        }
      />
      <FlashMessage flash={flash} />
      {loaded.error ? <Alert tone="error">{loaded.error}</Alert> : null}
      {errors.length > 0 ? (
        <Alert tone="error">
          <ul>
            {errors.map((e) => (
              <li key={`${e.field}:${e.message}`}>
                {e.field}: {e.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <form
        key={JSON.stringify(current)}
        className="admin-form availability-form"
        onSubmit={(e) => void save(e)}
      >
        <fieldset>
          <legend>Weekly hours (IST), e.g. 10:00-13:00, 14:00-18:00</legend>
          {WEEKDAYS.map((d) => (
            <label key={d}>
              {d[0]?.toUpperCase()}
              {d.slice(1)} <input name={`hours_${d}`} defaultValue={hoursText(current.weekly_hours[d])} />
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Slots and policy (minutes)</legend>
          {(
            [
              ["slot_minutes", "Slot length and step"],
              ["buffer_minutes", "Buffer after each booking"],
              ["min_notice_minutes", "Minimum notice"],
              ["days_ahead", "Bookable days ahead"],
              ["hold_minutes", "Hold for payment"],
              ["change_notice_minutes", "Clients may change until this long before"],
            ] as const
          ).map(([name, label]) => (
            <label key={name}>
              {label} <input name={name} type="number" defaultValue={current[name]} />
            </label>
          ))}
          <label>
            Reminders, minutes before (comma-separated){" "}
            <input name="reminder_minutes" defaultValue={current.reminder_minutes.join(", ")} />
          </label>
          <label>
            Video-call link for online sessions{" "}
            <input name="meeting_link" type="url" defaultValue={current.meeting_link ?? ""} />
          </label>
        </fieldset>
        <fieldset>
          <legend>Dates</legend>
          <label>
            Closed dates (YYYY-MM-DD, one a line){" "}
            <textarea name="closed_dates" rows={3} defaultValue={current.closed_dates.join("\n")} />
          </label>
          <label>
            Extra opened dates (YYYY-MM-DD HH:MM-HH:MM, one a line){" "}
            <textarea
              name="open_dates"
              rows={3}
              defaultValue={current.open_dates.map((o) => `${o.date} ${o.start}-${o.end}`).join("\n")}
            />
          </label>
        </fieldset>
        <fieldset>
          <legend>Services booked online (unlisted ones: the slot length, free, online)</legend>
          {CONSULTATION_SERVICE_TYPES.map((s) => (
            <div key={s} className="availability-service">
              <label>
                <input type="checkbox" name={`offer_${s}`} defaultChecked={!!offered(s)} /> {s}
              </label>
              <label>
                Minutes{" "}
                <input
                  name={`minutes_${s}`}
                  type="number"
                  defaultValue={offered(s)?.minutes ?? current.slot_minutes}
                />
              </label>
              <label>
                Fee (₹){" "}
                <input
                  name={`fee_${s}`}
                  type="number"
                  min={0}
                  step="0.01"
                  defaultValue={(offered(s)?.fee_paise ?? 0) / 100}
                />
              </label>
              <label>
                Where{" "}
                <select name={`where_${s}`} defaultValue={offered(s)?.where ?? "online"}>
                  {MEETING_PLACES.map((w) => (
                    <option key={w} value={w}>
                      {w}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn--primary">
          Save
        </button>
      </form>
    </>
  );
}
