import { describe, expect, it } from "vitest";
import { type Availability, AvailabilitySchema } from "#contract/schemas/slots";
import { istDayAndTime, slotTimes } from "#contract/slot-time";
import { freeSlots, gridRefusal, gridSlots, istIso } from "./slot-engine";

const base = (change: Record<string, unknown> = {}): Availability =>
  AvailabilitySchema.parse({
    weekly_hours: {
      monday: [
        { start: "10:00", end: "13:00" },
        { start: "14:00", end: "17:00" },
      ],
      saturday: [{ start: "10:00", end: "12:00" }],
    },
    slot_minutes: 60,
    buffer_minutes: 15,
    min_notice_minutes: 60,
    days_ahead: 30,
    ...change,
  });

const at = (iso: string) => new Date(iso);
const starts = (slots: { start: number }[]) => slots.map((s) => istIso(s.start));

describe("slot grid", () => {
  // Wednesday 25 March 2026, 09:00 IST.
  const now = at("2026-03-25T09:00:00+05:30");

  it("cuts each window on the grid, long enough for the service, only on open days", () => {
    expect(starts(gridSlots(base(), { minutes: 60 }, "2026-03-28", "2026-03-30", now))).toEqual([
      "2026-03-28T10:00:00+05:30",
      "2026-03-28T11:00:00+05:30",
      "2026-03-30T10:00:00+05:30",
      "2026-03-30T11:00:00+05:30",
      "2026-03-30T12:00:00+05:30",
      "2026-03-30T14:00:00+05:30",
      "2026-03-30T15:00:00+05:30",
      "2026-03-30T16:00:00+05:30",
    ]);
    // A 90-minute service on an hourly grid: the last start leaves room for all of it.
    expect(starts(gridSlots(base(), { minutes: 90 }, "2026-03-28", "2026-03-28", now))).toEqual([
      "2026-03-28T10:00:00+05:30",
    ]);
  });

  it("closes closed dates, opens extra dates, and keeps the notice and the horizon", () => {
    const a = base({
      closed_dates: ["2026-03-30"],
      open_dates: [{ date: "2026-03-29", start: "18:00", end: "19:00" }],
    });
    expect(starts(gridSlots(a, { minutes: 60 }, "2026-03-29", "2026-03-30", now))).toEqual([
      "2026-03-29T18:00:00+05:30",
    ]);
    // 09:30 on a Monday with an hour's notice: 10:00 is too soon, 11:00 is fine.
    const monday = at("2026-03-30T09:30:00+05:30");
    expect(starts(gridSlots(base(), { minutes: 60 }, "2026-03-30", "2026-03-30", monday))[0]).toBe(
      "2026-03-30T11:00:00+05:30",
    );
    expect(gridRefusal(base(), { minutes: 60 }, at("2026-03-30T10:00:00+05:30"), monday)).toBe("past");
    expect(gridRefusal(base(), { minutes: 60 }, at("2026-05-04T10:00:00+05:30"), monday)).toBe("beyond");
    expect(gridRefusal(base(), { minutes: 60 }, at("2026-03-30T10:30:00+05:30"), now)).toBe("not_offered");
    expect(gridRefusal(base(), { minutes: 60 }, at("2026-03-30T10:00:00+05:30"), now)).toBeUndefined();
  });

  it("leaves out what overlaps a taken range with the buffer after each, even nested ranges", () => {
    const t = (iso: string) => at(iso).getTime();
    const busy = [
      // A booking 11:00–12:00 with its 15-minute buffer.
      { start: t("2026-03-30T11:00:00+05:30"), end: t("2026-03-30T12:15:00+05:30") },
      // A long block over the afternoon, and a short range inside it.
      { start: t("2026-03-30T14:30:00+05:30"), end: t("2026-03-30T16:30:00+05:30") },
      { start: t("2026-03-30T14:45:00+05:30"), end: t("2026-03-30T15:00:00+05:30") },
    ];
    // 10:00 plus an hour and its buffer reaches 11:15, over the booking; 12:00 starts in the booking's buffer (to
    // 12:15); 14:00's span reaches 15:15, into the block; 15:00 and 16:00 start inside the block (to 16:30).
    expect(starts(freeSlots(base(), { minutes: 60 }, "2026-03-30", "2026-03-30", now, busy))).toEqual([]);
    // Without the buffer and the block, only the booking's own hour is gone.
    const short = [{ start: t("2026-03-30T11:00:00+05:30"), end: t("2026-03-30T11:45:00+05:30") }];
    expect(
      starts(freeSlots(base({ buffer_minutes: 0 }), { minutes: 45 }, "2026-03-30", "2026-03-30", now, short)),
    ).toEqual([
      "2026-03-30T10:00:00+05:30",
      "2026-03-30T12:00:00+05:30",
      "2026-03-30T14:00:00+05:30",
      "2026-03-30T15:00:00+05:30",
      "2026-03-30T16:00:00+05:30",
    ]);
  });
});

/** Runs `check` as if the process were in `zone`: the picker reads the visitor's zone from the runtime. */
function inZone(zone: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe("a visitor in London across the change to summer time (29 March 2026)", () => {
  it("sees the same IST slots at their local time, an hour later after the change", () => {
    const now = at("2026-03-25T09:00:00+05:30");
    const saturday = gridSlots(base(), { minutes: 60 }, "2026-03-28", "2026-03-28", now)[0];
    const monday = gridSlots(base(), { minutes: 60 }, "2026-03-30", "2026-03-30", now)[0];
    if (!saturday || !monday) throw new Error("slots expected");
    inZone("Europe/London", () => {
      const before = slotTimes(istIso(saturday.start), true);
      const after = slotTimes(istIso(monday.start), true);
      expect(before.ist).toBe("10:00");
      expect(after.ist).toBe("10:00");
      expect(before.local).toBe("04:30");
      expect(after.local).toBe("05:30");
      expect(before.localDate).toBe("2026-03-28");
      // Before hydration the server cannot know the visitor's zone: IST alone.
      expect(slotTimes(istIso(monday.start), false).local).toBeNull();
    });
    // The day and time in India, as the booking's page and messages write them, whatever the runtime's zone.
    inZone("America/New_York", () => {
      expect(istDayAndTime(istIso(monday.start), "en")).toBe("Monday, 30 March, 10:00");
      expect(istDayAndTime(new Date(monday.start), "hi")).toBe("सोमवार, 30 मार्च, 10:00");
    });
    // In India the local time is IST: shown once.
    inZone("Asia/Kolkata", () => expect(slotTimes(istIso(monday.start), true).local).toBeNull());
    // A visitor in New York (summer time since 8 March): 10:00 IST is half past midnight the same day.
    inZone("America/New_York", () =>
      expect(slotTimes(istIso(monday.start), true)).toEqual({
        ist: "10:00",
        local: "00:30",
        localDate: "2026-03-30",
      }),
    );
  });
});
