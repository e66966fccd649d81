// The site settings: the academy's details that every public page and mail shows, edited as one object on the
// settings screen (GET/PUT /api/settings). Every field carries its own message, and every value that passes can
// be rendered: URLs are http(s) (or a site path for images), the upcoming course's date is a real date, counters
// are whole numbers, so no saved value can break a page.
import { z } from "zod";
import { MAX_MEDIUM_TEXT, MAX_PHONE, MAX_SHORT_TEXT, MAX_URL } from "../constants";
import { EMAIL_PATTERN, hasNoNul, isIsoDate, MAX_EMAIL } from "../form-rules";
import { DEFAULT_LOCALE, type Locale } from "../locales";
import { type TranslationLocale, translationsInput } from "../translations";
import { BillingSettingsSchema, UpiIdSettingSchema } from "./billing";

const M = {
  name: "Please enter the academy's name",
  phone: "Please enter a phone number (up to 40 characters)",
  phones: "Please enter two phone numbers",
  email: "Please enter a valid email address",
  street: "Please enter the street address",
  locality: "Please enter the city",
  region: "Please enter the state or region",
  postalCode: "Please enter the postal code",
  country: "Please enter a two-letter country code, such as IN",
  url: "Please enter a full web address starting with https:// or http://",
  mapUrl: "Please enter the Google Maps embed address (https://www.google.com/maps?...&output=embed)",
  video: "Please enter a YouTube video address (https://www.youtube.com/watch?v=...)",
  photo: "Please enter an image address starting with https:// or a path such as /uploads/...",
  facilitatorName: "Please enter the facilitator's name",
  bio: `Please write the biography (up to ${MAX_MEDIUM_TEXT * 2} characters)`,
  counterValue: "Please enter a whole number from 0 to 10,000,000",
  counterLabel: "Please enter a label for this counter",
  counters: "Please give between one and six counters",
  years: "Please enter the years of experience as a whole number from 0 to 200",
  copyright: "Please enter the copyright holder",
  courseTitle: "Please enter the upcoming course's title",
  courseDate: "Please enter the start date as YYYY-MM-DD",
  courseText: `Please describe the upcoming course (up to ${MAX_MEDIUM_TEXT} characters)`,
  imageAlt: "Please describe the image for visitors who cannot see it",
  recipient: "Each recipient must be a valid email address",
  recipients: "Please list at most ten recipients",
  remedyName: "Please enter the remedy brand's name",
  tooLong: "This value is too long",
} as const;

const line = (message: string, max = MAX_SHORT_TEXT) =>
  z
    .string({ error: message })
    .refine(hasNoNul, { message })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { message }).max(max, { message: M.tooLong }));

const webUrl = (message: string = M.url) =>
  z
    .string({ error: message })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .max(MAX_URL, { message: M.tooLong })
        .refine((s) => hasNoNul(s) && /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(s) && URL.canParse(s), {
          message,
        }),
    );

const youtubeUrl = webUrl(M.video).refine(
  (s) => /^https?:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//i.test(s),
  { message: M.video },
);

/** An image: an absolute http(s) URL or a path on this site (an upload or a bundled picture). */
const imageRef = z
  .string({ error: M.photo })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .max(MAX_URL, { message: M.tooLong })
      .refine((s) => hasNoNul(s) && (/^https?:\/\/[^\s]+$/i.test(s) || /^\/[^\s/][^\s]*$/.test(s)), {
        message: M.photo,
      }),
  );

const emailAddress = (message: string = M.email) =>
  z
    .string({ error: message })
    .transform((s) => s.trim())
    .pipe(z.string().max(MAX_EMAIL, { message }).regex(EMAIL_PATTERN, { message }));

export const PostalAddressSchema = z.object(
  {
    street: line(M.street),
    locality: line(M.locality),
    region: line(M.region),
    postalCode: line(M.postalCode, 20),
    country: z
      .string({ error: M.country })
      .transform((s) => s.trim().toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, { message: M.country })),
  },
  { error: M.street },
);

export const CounterSchema = z.object(
  {
    value: z.number({ error: M.counterValue }).int({ message: M.counterValue }).min(0).max(10_000_000, {
      message: M.counterValue,
    }),
    label: line(M.counterLabel, 60),
  },
  { error: M.counterLabel },
);

export const UpcomingCourseSchema = z.object(
  {
    /** Off: the courses page shows no upcoming course at all. It also disappears by itself after `date`. */
    enabled: z.boolean({ error: M.courseTitle }),
    title: line(M.courseTitle),
    date: z
      .string({ error: M.courseDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: M.courseDate, abort: true })
      .refine(isIsoDate, { message: M.courseDate }),
    description: line(M.courseText, MAX_MEDIUM_TEXT),
    imageUrl: imageRef,
    imageAlt: line(M.imageAlt),
  },
  { error: M.courseTitle },
);

/** A Hindi version of a text setting: the English field's rules, blank allowed (it then falls back to English). */
const optionalLine = (max = MAX_SHORT_TEXT) =>
  z
    .string({ error: M.tooLong })
    .refine(hasNoNul, { message: M.tooLong })
    .transform((s) => s.trim())
    .pipe(z.string().max(max, { message: M.tooLong }));

/**
 * The text settings visitors read, with a Hindi version. Nested settings are named flat here (`street`,
 * `upcomingCourseTitle`); `counterLabels` are the counters' labels in order.
 */
const settingsTranslations = translationsInput({
  name: optionalLine(),
  street: optionalLine(),
  locality: optionalLine(),
  region: optionalLine(),
  remedyBrandName: optionalLine(),
  facilitatorName: optionalLine(),
  facilitatorBio: optionalLine(MAX_MEDIUM_TEXT * 2),
  copyrightHolder: optionalLine(),
  upcomingCourseTitle: optionalLine(),
  upcomingCourseDescription: optionalLine(MAX_MEDIUM_TEXT),
  upcomingCourseImageAlt: optionalLine(),
  counterLabels: z.array(optionalLine(60), { error: M.counters }).max(6, { message: M.counters }),
});

export const SiteSettingsSchema = z.object({
  name: line(M.name),
  phones: z.tuple([line(M.phone, MAX_PHONE), line(M.phone, MAX_PHONE)], { error: M.phones }),
  email: emailAddress(),
  address: PostalAddressSchema,
  /** Google Maps embed of the address (contact page). */
  mapEmbedUrl: webUrl(M.mapUrl).refine((s) => /^https:\/\/(www\.)?google\.[a-z.]+\/maps/i.test(s), {
    message: M.mapUrl,
  }),
  social: z.object(
    { facebook: webUrl(), instagram: webUrl(), youtube: webUrl(), twitter: webUrl() },
    { error: M.url },
  ),
  /** External student panel (the top bar's Login button). */
  studentPanelUrl: webUrl(),
  remedyBrandName: line(M.remedyName),
  remedyBrandUrl: webUrl(),
  /** Academy introduction: the home hero and every course's reviews tab. */
  introVideoUrl: youtubeUrl,
  /** Shown on a course page whose course lists no video of its own. */
  sampleVideoUrls: z.tuple([youtubeUrl, youtubeUrl], { error: M.video }),
  facilitatorName: line(M.facilitatorName),
  facilitatorPhotoUrl: imageRef,
  /** Plain text; a blank line starts a new paragraph. */
  facilitatorBio: line(M.bio, MAX_MEDIUM_TEXT * 2),
  counters: z.array(CounterSchema, { error: M.counters }).min(1, { message: M.counters }).max(6, {
    message: M.counters,
  }),
  yearsOfExperience: z
    .number({ error: M.years })
    .int({ message: M.years })
    .min(0, { message: M.years })
    .max(200, {
      message: M.years,
    }),
  copyrightHolder: line(M.copyright),
  upcomingCourse: UpcomingCourseSchema,
  /** Who gets staff notifications (new enquiries, bookings); empty: ADMIN_NOTIFY_EMAIL, else the first admin. */
  notificationRecipients: z
    .array(emailAddress(M.recipient), { error: M.recipients })
    .max(10, { message: M.recipients }),
  /** The academy's UPI ID (CONTRACT §7.2), blank for none. Kept when a PUT leaves it out. */
  upiId: UpiIdSettingSchema,
  /** GST, receipt numbers and the cancellation policy. Kept when a PUT leaves it out. */
  billing: BillingSettingsSchema,
  translations: settingsTranslations.default({}),
});

export type SiteSettings = z.output<typeof SiteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof SiteSettingsSchema>;
export type PostalAddress = SiteSettings["address"];

/** The settings a page in the given language shows: each Hindi text setting where one is written, else English. */
export function localizeSettings(settings: SiteSettings, locale: Locale): SiteSettings {
  const hi = locale === DEFAULT_LOCALE ? undefined : settings.translations[locale as TranslationLocale];
  if (!hi) return settings;
  const pick = (translated: string | undefined, english: string) => translated || english;
  return {
    ...settings,
    name: pick(hi.name, settings.name),
    address: {
      ...settings.address,
      street: pick(hi.street, settings.address.street),
      locality: pick(hi.locality, settings.address.locality),
      region: pick(hi.region, settings.address.region),
    },
    remedyBrandName: pick(hi.remedyBrandName, settings.remedyBrandName),
    facilitatorName: pick(hi.facilitatorName, settings.facilitatorName),
    facilitatorBio: pick(hi.facilitatorBio, settings.facilitatorBio),
    copyrightHolder: pick(hi.copyrightHolder, settings.copyrightHolder),
    counters: settings.counters.map((c, i) => ({ ...c, label: pick(hi.counterLabels?.[i], c.label) })),
    upcomingCourse: {
      ...settings.upcomingCourse,
      title: pick(hi.upcomingCourseTitle, settings.upcomingCourse.title),
      description: pick(hi.upcomingCourseDescription, settings.upcomingCourse.description),
      imageAlt: pick(hi.upcomingCourseImageAlt, settings.upcomingCourse.imageAlt),
    },
  };
}
