// The names of days and months the slot picker shows, in each language, as en-IN and hi-IN write them. The picker
// names a day without Intl.DateTimeFormat on purpose: a page's first DateTimeFormat loads the browser's calendar
// data, which cost a mid-range phone over a quarter of a second of main thread while /consultation hydrated, and the
// server's and the browser's ICU versions differ in small ways ("Sep"/"Sept") that would make the hydrated page
// disagree with the server's HTML. calendar-names.unit.test.ts checks every name against Intl.
import type { Locale } from "../locales";

export type NameStyle = "short" | "long";

interface CalendarNames {
  /** Sunday first, as Date#getUTCDay counts. */
  weekdays: Record<NameStyle, readonly string[]>;
  months: Record<NameStyle, readonly string[]>;
}

export const CALENDAR_NAMES: Record<Locale, CalendarNames> = {
  en: {
    weekdays: {
      short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
      long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    },
    months: {
      short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
      long: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
      ],
    },
  },
  hi: {
    weekdays: {
      short: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
      long: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
    },
    months: {
      short: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"],
      long: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    },
  },
};

/** "Mon, 30 Mar" / "Monday, 30 March" (सोम, 30 मार्च) for a calendar date (YYYY-MM-DD). */
export function calendarDayLabel(date: string, locale: Locale, style: NameStyle = "short"): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const names = CALENDAR_NAMES[locale];
  return `${names.weekdays[style][day.getUTCDay()]}, ${day.getUTCDate()} ${names.months[style][day.getUTCMonth()]}`;
}
