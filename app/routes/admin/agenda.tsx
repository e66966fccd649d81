// The consultation agenda: a day or a week of bookings and blocked time, in IST. Staff move, cancel and record the
// outcome of a booking, block time, and book on someone's behalf (a phone call). Every booking is also in the
// Consultations inbox as a request with status `scheduled`.
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { flashAction, useFlash } from "#app/admin/hooks/use-flash.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { CONSULTATION_SERVICE_TYPES } from "#contract/enums";
import { todayInIndia } from "#contract/form-rules";
import { formatPaise } from "#contract/i18n/format";
import type { AgendaEntry } from "#contract/schemas/slots";
import type { Route } from "./+types/agenda";

export const meta: Route.MetaFunction = () => adminMeta("Agenda");

const LOAD_FAILED = "Failed to load the agenda";
const ACTION_FAILED = "Failed to change the agenda";

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "Mon 30 Mar, 10:00–11:00" in India's time. */
function when(entry: AgendaEntry) {
  const day = new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(entry.starts_at));
  const time = new Intl.DateTimeFormat("en-IN", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  });
  return `${day}, ${time.format(new Date(entry.starts_at))}–${time.format(new Date(entry.ends_at))}`;
}

/** A datetime-local value (read as IST) as an instant with India's offset. */
const istInstant = (local: string) => `${local.length === 16 ? `${local}:00` : local}+05:30`;

export default function Agenda() {
  const flash = useFlash();
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "")
    ? (params.get("date") as string)
    : todayInIndia();
  const week = params.get("view") === "week";
  const [moving, setMoving] = useState<Record<number, string>>({});
  const agenda = useApiData(
    async (signal) =>
      (
        await apiRequest<AgendaEntry[]>(
          "/consultations/agenda",
          { signal, query: { from: date, to: week ? addDays(date, 6) : date } },
          LOAD_FAILED,
        )
      ).data,
    [date, week],
    LOAD_FAILED,
  );
  const go = (next: { date?: string; view?: string }) =>
    setParams({ date: next.date ?? date, view: next.view ?? (week ? "week" : "day") });

  async function act(message: string, action: () => Promise<unknown>) {
    await flashAction(flash, ACTION_FAILED, async () => {
      await action();
      flash.success(message);
      await agenda.reload();
    });
  }
  const post = (path: string, body?: unknown) =>
    apiRequest(`/consultations/agenda/${path}`, { method: "POST", body: body ?? {} }, ACTION_FAILED);

  async function block(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await act("Time blocked", () =>
      post("blocks", {
        starts_at: istInstant(String(form.get("starts_at"))),
        ends_at: istInstant(String(form.get("ends_at"))),
        note: String(form.get("note") ?? ""),
      }),
    );
  }
  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    await act("Booked", () => post("bookings", { ...body, starts_at: istInstant(body.starts_at ?? "") }));
  }

  return (
    <>
      <PageHeader
        title="Agenda"
        subtitle="Consultations booked into time slots, and time you blocked, in India's time (IST)."
        actions={
          <div className="agenda-nav">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => go({ date: addDays(date, week ? -7 : -1) })}
            >
              Previous
            </button>
            <label>
              <span className="visually-hidden">Date</span>
              <input
                type="date"
                value={date}
                onChange={(e) => e.target.value && go({ date: e.target.value })}
              />
            </label>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => go({ date: addDays(date, week ? 7 : 1) })}
            >
              Next
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              aria-pressed={week}
              onClick={() => go({ view: week ? "day" : "week" })}
            >
              {week ? "Show the day" : "Show the week"}
            </button>
          </div>
        }
      />
      <FlashMessage flash={flash} />
      {agenda.error ? <Alert tone="error">{agenda.error}</Alert> : null}
      <DataTable
        caption={week ? `The week from ${date}` : `The day ${date}`}
        loading={agenda.loading && !agenda.data}
        rows={agenda.data ?? []}
        rowKey={(e) => String(e.range_id)}
        empty="Nothing booked or blocked."
        columns={[
          { key: "when", header: "When (IST)", cell: (e) => when(e) },
          {
            key: "who",
            header: "Booking",
            cell: (e) =>
              e.kind === "block" ? (
                <em>Blocked{e.note ? `: ${e.note}` : ""}</em>
              ) : (
                <>
                  <a href={`/admin/consultations?view=${e.request_id}`}>{e.name}</a>
                  <br />
                  {e.phone} · {e.service_type ?? "general"} · {e.where}
                  {e.hold_expires_at && !e.paid_at ? " · awaiting payment" : ""}
                </>
              ),
          },
          {
            key: "status",
            header: "Status",
            cell: (e) => (e.kind === "block" ? "—" : e.outcome === "no_show" ? "no-show" : e.status),
          },
          {
            key: "actions",
            header: "Actions",
            cell: (e) =>
              e.kind === "block" ? (
                <button
                  type="button"
                  className="btn btn--small btn--ghost"
                  onClick={() =>
                    void act("Blocked time removed", () =>
                      apiRequest(
                        `/consultations/agenda/blocks/${e.range_id}`,
                        { method: "DELETE" },
                        ACTION_FAILED,
                      ),
                    )
                  }
                >
                  Remove
                </button>
              ) : (
                <div className="agenda-actions">
                  <label>
                    <span className="visually-hidden">New time for {e.name}</span>
                    <input
                      type="datetime-local"
                      value={moving[e.range_id] ?? ""}
                      onChange={(ev) => setMoving({ ...moving, [e.range_id]: ev.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    className="btn btn--small btn--secondary"
                    disabled={!moving[e.range_id]}
                    onClick={() =>
                      void act("Moved; the client has been mailed", () =>
                        post(`bookings/${e.request_id}/move`, {
                          starts_at: istInstant(moving[e.range_id] ?? ""),
                        }),
                      )
                    }
                  >
                    Move
                  </button>
                  <button
                    type="button"
                    className="btn btn--small btn--secondary"
                    onClick={() =>
                      void act("Marked completed", () =>
                        post(`bookings/${e.request_id}/outcome`, { outcome: "completed" }),
                      )
                    }
                  >
                    Completed
                  </button>
                  <button
                    type="button"
                    className="btn btn--small btn--secondary"
                    onClick={() =>
                      void act("Marked no-show", () =>
                        post(`bookings/${e.request_id}/outcome`, { outcome: "no_show" }),
                      )
                    }
                  >
                    No-show
                  </button>
                  <button
                    type="button"
                    className="btn btn--small btn--danger"
                    onClick={() => {
                      // A paid session cancelled before it starts is refunded in full by the server.
                      const refund =
                        e.paid_at && e.fee_paise > 0 && new Date(e.starts_at) > new Date()
                          ? ` The fee of ${formatPaise("en", e.fee_paise)} they paid is refunded in full.`
                          : "";
                      if (window.confirm(`Cancel ${e.name}'s consultation? They will be mailed.${refund}`))
                        void act("Cancelled; the client has been mailed", () =>
                          post(`bookings/${e.request_id}/cancel`),
                        );
                    }}
                  >
                    Cancel
                  </button>
                </div>
              ),
          },
        ]}
      />
      <div className="agenda-forms">
        <form className="admin-form" onSubmit={(e) => void block(e)} aria-labelledby="block-title">
          <h2 id="block-title">Block time</h2>
          <label>
            From (IST) <input name="starts_at" type="datetime-local" required />
          </label>
          <label>
            To (IST) <input name="ends_at" type="datetime-local" required />
          </label>
          <label>
            Note <input name="note" type="text" maxLength={200} />
          </label>
          <button type="submit" className="btn btn--primary">
            Block
          </button>
        </form>
        <form className="admin-form" onSubmit={(e) => void book(e)} aria-labelledby="book-title">
          <h2 id="book-title">Book on someone's behalf</h2>
          <label>
            Name <input name="name" required autoComplete="off" />
          </label>
          <label>
            Email <input name="email" type="email" required autoComplete="off" />
          </label>
          <label>
            Phone <input name="phone" type="tel" required autoComplete="off" />
          </label>
          <label>
            Service{" "}
            <select name="service_type" defaultValue="">
              <option value="">General</option>
              {CONSULTATION_SERVICE_TYPES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label>
            Starts (IST) <input name="starts_at" type="datetime-local" required />
          </label>
          <label>
            Notes from the call <textarea name="message" rows={2} />
          </label>
          <button type="submit" className="btn btn--primary">
            Book
          </button>
        </form>
      </div>
    </>
  );
}
