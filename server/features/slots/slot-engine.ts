// Free slots from the owners' availability, as Cal.com's slots.ts computes them: the day's working hours (weekly,
// plus extra opened dates, minus closed dates), cut on a grid from each window's start, at least the minimum notice
// ahead and within the horizon, and not overlapping any taken range. A slot's taken span is its length plus the
// buffer after it, exactly the span the database's exclusion constraint compares, so what is offered here is what
// the database will accept. Pure functions of their arguments (`now` included), so tests move the clock.
//
// India keeps no daylight saving time: an IST date and clock time are always UTC+05:30, so the arithmetic needs no
// time-zone library. Only the visitor's own zone (shown beside IST in the browser) can change offset.
import { IST_OFFSET_MINUTES } from "#contract/constants";
import { WEEKDAYS } from "#contract/enums";
import { todayInIndia } from "#contract/fields";
import { type Availability, minutesOfClock } from "#contract/schemas/slots";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A taken stretch of the calendar, in epoch milliseconds: [start, occupiedUntil). */
export interface BusyRange {
  start: number;
  end: number;
}

export interface ServiceLength {
  minutes: number;
}

export interface ComputedSlot {
  start: number;
  end: number;
}

/** Midnight of an IST date (YYYY-MM-DD), as an instant. */
export function istMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MINUTES * MINUTE_MS;
}

/** The IST date of an instant. */
export const istDateOf = (instant: number) => todayInIndia(new Date(instant));

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as ISO-8601 with India's offset: 2026-03-30T10:00:00+05:30. */
export function istIso(instant: number): string {
  return `${new Date(instant + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 19)}+05:30`;
}

/** The last IST date that may be booked: `days_ahead` days after today. */
export const lastBookableDate = (availability: Availability, now: Date) =>
  addDays(todayInIndia(now), availability.days_ahead);

/** The opening windows of one IST date, in minutes from its midnight, merged and sorted. */
export function windowsOf(availability: Availability, date: string): [number, number][] {
  if (availability.closed_dates.includes(date)) return [];
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  const ranges = [
    ...(weekday ? availability.weekly_hours[weekday] : []),
    ...availability.open_dates.filter((o) => o.date === date),
  ]
    .map((r): [number, number] => [minutesOfClock(r.start), minutesOfClock(r.end)])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/**
 * Every slot start of the grid in [fromDate, toDate] (IST dates, inclusive), ignoring what is taken: inside the
 * windows, from each window's start in steps of `slot_minutes`, long enough for the service, at least the notice
 * ahead of `now`, and not past the horizon.
 */
export function gridSlots(
  availability: Availability,
  service: ServiceLength,
  fromDate: string,
  toDate: string,
  now: Date,
): ComputedSlot[] {
  const today = todayInIndia(now);
  const first = fromDate > today ? fromDate : today;
  const lastDate = lastBookableDate(availability, now);
  const last = toDate < lastDate ? toDate : lastDate;
  const earliest = now.getTime() + availability.min_notice_minutes * MINUTE_MS;
  const lengthMs = service.minutes * MINUTE_MS;
  const stepMs = availability.slot_minutes * MINUTE_MS;
  const out: ComputedSlot[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const midnight = istMidnight(date);
    let previousStart = Number.NEGATIVE_INFINITY;
    for (const [open, close] of windowsOf(availability, date)) {
      const closeAt = midnight + close * MINUTE_MS;
      for (let start = midnight + open * MINUTE_MS; start + lengthMs <= closeAt; start += stepMs) {
        if (start < earliest || start <= previousStart) continue;
        out.push({ start, end: start + lengthMs });
        previousStart = start;
      }
    }
  }
  return out;
}

/**
 * The grid's slots that no taken range overlaps. `busy` must be sorted by start; a slot takes [start, end + buffer),
 * the same span its booking would store. Both lists are walked once, so 60 days against 1,000 bookings is cheap.
 */
export function freeSlots(
  availability: Availability,
  service: ServiceLength,
  fromDate: string,
  toDate: string,
  now: Date,
  busy: BusyRange[],
): ComputedSlot[] {
  const bufferMs = availability.buffer_minutes * MINUTE_MS;
  const grid = gridSlots(availability, service, fromDate, toDate, now);
  // The busy ranges sorted by start may still nest (a long block over short bookings): keep the furthest end seen,
  // so a range that ends early never hides one that started before it and ends later.
  const free: ComputedSlot[] = [];
  let i = 0;
  let reach = Number.NEGATIVE_INFINITY;
  let active: BusyRange[] = [];
  for (const slot of grid) {
    const takenUntil = slot.end + bufferMs;
    // Every range starting before this slot's taken span ends may overlap it.
    while (i < busy.length && (busy[i] as BusyRange).start < takenUntil) {
      const b = busy[i] as BusyRange;
      active.push(b);
      reach = Math.max(reach, b.end);
      i++;
    }
    if (reach > slot.start) active = active.filter((b) => b.end > slot.start);
    else active = [];
    if (!active.some((b) => b.start < takenUntil && b.end > slot.start)) free.push(slot);
  }
  return free;
}

/** Why a requested start is not one of the grid's slots, or undefined when it is. */
export function gridRefusal(
  availability: Availability,
  service: ServiceLength,
  start: Date,
  now: Date,
): "past" | "beyond" | "not_offered" | undefined {
  const instant = start.getTime();
  if (instant < now.getTime() + availability.min_notice_minutes * MINUTE_MS) return "past";
  const date = istDateOf(instant);
  if (date > lastBookableDate(availability, now)) return "beyond";
  const onGrid = gridSlots(availability, service, date, date, now).some((s) => s.start === instant);
  return onGrid ? undefined : "not_offered";
}
