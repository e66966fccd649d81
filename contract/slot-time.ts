// How the slot picker names a slot's time: always in India's time, and also in the visitor's own zone when it is
// another one (many clients are Indians abroad). Intl knows each zone's daylight saving rules, so a London visitor
// sees 04:30 before the last Sunday of March and 05:30 after it for the same 10:00 IST.

const IST_ZONES = new Set(["Asia/Kolkata", "Asia/Calcutta"]);

/** The visitor's zone as the browser reports it, or undefined where it cannot (then only IST is shown). */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Whether a zone is India's: its local time is IST, shown once. */
export const isIndianZone = (zone: string | undefined) => !zone || IST_ZONES.has(zone);

const clock = (intlLocale: string, timeZone: string, withName: boolean) =>
  new Intl.DateTimeFormat(intlLocale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    ...(withName ? { timeZoneName: "short" } : {}),
  });

/** "10:00" in IST, and "05:30 BST" (or the locale's spelling) in the visitor's zone; local is null in India. */
export function slotTimes(startsAt: string, zone: string | undefined, intlLocale: string) {
  const instant = new Date(startsAt);
  const ist = clock(intlLocale, "Asia/Kolkata", false).format(instant);
  if (isIndianZone(zone) || !zone)
    return { ist, local: null as string | null, localDate: null as string | null };
  let local: string;
  let localDate: string;
  try {
    local = clock(intlLocale, zone, true).format(instant);
    localDate = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(instant);
  } catch {
    return { ist, local: null, localDate: null };
  }
  return { ist, local, localDate };
}

/** A day of the picker ("Mon 30 Mar") from its IST date. */
export function slotDayLabel(date: string, intlLocale: string, style: "short" | "long" = "short") {
  return new Intl.DateTimeFormat(intlLocale, {
    weekday: style,
    day: "numeric",
    month: style,
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
