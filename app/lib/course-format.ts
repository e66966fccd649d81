// How course fields read on the public pages.
import { formatRupees } from "#contract/i18n/format";
import type { Locale } from "#contract/locales";
import type { Course } from "#contract/schemas/course";

const RUPEE = "₹";

/** Public course grid category, derived from the level text. */
export function courseCategoryFromLevel(level: string): "beginner" | "intermediate" | "advanced" {
  if (level.includes("1")) return "beginner";
  if (level.includes("3")) return "advanced";
  return "intermediate";
}

/** Price is free text; a rupee sign is added when it is missing, but never to words like "Free". */
export function formatPrice(price: string): string {
  const trimmed = price.trim();
  if (!trimmed || trimmed.startsWith(RUPEE) || !/\d/.test(trimmed)) return trimmed;
  return `${RUPEE}${trimmed.replace(/^(rs\.?|inr)\s*/i, "")}`;
}

/** The price as a page in `locale` shows it: English as typed (with the rupee sign), Hindi through Intl hi-IN. */
export function formatCoursePrice(locale: Locale, price: string): string {
  const english = formatPrice(price);
  return locale === "hi" ? formatRupees("hi", price, priceAmount(price), english) : english;
}

/** The amount in rupees when the price text holds exactly one number ("₹12,000", "12000/-"); else null. */
export function priceAmount(price: string): number | null {
  const numbers = price.replace(/(\d),(?=\d)/g, "$1").match(/\d+(?:\.\d+)?/g);
  return numbers?.length === 1 ? Number(numbers[0]) : null;
}

/** The course's own videos, in the order they were listed, without repeats. */
export function courseVideoUrls(
  course: Pick<Course, "youtube_links" | "video_urls" | "video_url">,
): string[] {
  const all = [...course.youtube_links, ...course.video_urls, course.video_url ?? ""];
  return [...new Set(all.map((u) => u.trim()).filter(Boolean))];
}

/** The first listed video, or the two sample videos when the course lists none. */
export function videosToShow(
  course: Pick<Course, "youtube_links" | "video_urls" | "video_url">,
  samples: readonly [string, string],
): { urls: string[]; samples: boolean } {
  const own = courseVideoUrls(course);
  return own[0] ? { urls: [own[0]], samples: false } : { urls: [...samples], samples: true };
}

/** BCP 47 codes of the teaching languages named in the course's language text. */
export function languageCodes(language: string): string[] {
  const codes: string[] = [];
  if (/hindi/i.test(language)) codes.push("hi");
  if (/english/i.test(language)) codes.push("en");
  return codes.length ? codes : ["en"];
}
