// "How long ago" for the dashboard lists: Just now, then N minute(s)/hour(s)/day(s)/week(s)/month(s) ago,
// with days under 7, weeks under 4, and months counted as days/30. In Hindi the same steps are worded by
// Intl.RelativeTimeFormat("hi-IN"), whose plural rules are Hindi's own (1 दिन पहले, 3 दिन पहले).
import type { Locale } from "#contract/locales";

const MINUTE = 60_000;

type Unit = "minute" | "hour" | "day" | "week" | "month";

const HINDI_JUST_NOW = "अभी-अभी";
let hindiFormat: Intl.RelativeTimeFormat | undefined;

export function relativeTime(iso: string, now: Date = new Date(), locale: Locale = "en"): string {
  const plural = (n: number, unit: Unit) => {
    if (locale === "en") return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
    hindiFormat ??= new Intl.RelativeTimeFormat("hi-IN", { numeric: "always" });
    return hindiFormat.format(-n, unit);
  };
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  // A time slightly in the future (clock skew between server and browser) is still "Just now".
  const minutes = Math.floor(Math.max(0, now.getTime() - then) / MINUTE);
  if (minutes < 1) return locale === "en" ? "Just now" : HINDI_JUST_NOW;
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, "day");
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return plural(weeks, "week");
  // Days 28 and 29 are past "3 weeks" but short of 30: call them 1 month rather than "0 months ago".
  return plural(Math.max(1, Math.floor(days / 30)), "month");
}
