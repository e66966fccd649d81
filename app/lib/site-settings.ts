// The academy's contact details, social profiles and outside links, shown in the footer, the contact page and
// the structured data. The values below are SAMPLES for the demo: they fill an empty database (with any SITE_*
// environment variable applied over them, see site-settings.server.ts); staff then edit them on the settings
// screen. Components receive them as props from the site layout's loader and never read the database themselves.

import { CONSULTATION_COUNTERS, YEARS_OF_EXPERIENCE } from "#contract/constants";
import type { PostalAddress, SiteSettings } from "#contract/schemas/site-settings";
import { en } from "./messages.en";

export type { PostalAddress, SiteSettings };

const SAMPLE_FACILITATOR = "Dr. Anand Mishra";
const SAMPLE_NAME = "Vastu Academy Varanasi";

/** SAMPLE values: replace them through the environment before going live. */
export const SAMPLE_SITE_SETTINGS: SiteSettings = {
  name: SAMPLE_NAME,
  facilitatorName: SAMPLE_FACILITATOR,
  facilitatorPhotoUrl: "/images/avatar-fallback.svg",
  phones: ["+91 94150 00000", "+91 54220 00000"],
  email: "info@vastuacademy.example",
  address: {
    street: "B 21/115, Kamachha Road, Bhelupur",
    locality: "Varanasi",
    region: "Uttar Pradesh",
    postalCode: "221010",
    country: "IN",
  },
  social: {
    facebook: "https://www.facebook.com/vastuacademy.example",
    instagram: "https://www.instagram.com/vastuacademy.example",
    youtube: "https://www.youtube.com/@vastuacademy.example",
    twitter: "https://x.com/vastuacademy_example",
  },
  studentPanelUrl: "https://students.vastuacademy.example/login",
  remedyBrandName: "Vastu Remedies",
  remedyBrandUrl: "https://remedies.vastuacademy.example",
  introVideoUrl: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
  sampleVideoUrls: [
    "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    "https://www.youtube.com/watch?v=jNQXAC9IVRw",
  ],
  mapEmbedUrl:
    "https://www.google.com/maps?q=Kamachha%2C%20Varanasi%2C%20Uttar%20Pradesh%20221010&output=embed",
  facilitatorBio: en.about.facilitatorBio(SAMPLE_FACILITATOR).join("\n\n"),
  counters: CONSULTATION_COUNTERS.map((c) => ({ ...c })),
  yearsOfExperience: YEARS_OF_EXPERIENCE,
  copyrightHolder: SAMPLE_NAME,
  upcomingCourse: {
    enabled: true,
    title: en.courses.upcoming.title,
    date: en.courses.upcoming.date,
    description: en.courses.upcoming.description,
    imageUrl: en.courses.upcoming.image,
    imageAlt: en.courses.upcoming.imageAlt,
  },
  notificationRecipients: [],
};

/** The fields (top-level names) that still hold their sample value, for the dashboard's reminder. */
export function sampleFields(settings: SiteSettings): (keyof SiteSettings)[] {
  const keys: (keyof SiteSettings)[] = [
    "name",
    "phones",
    "email",
    "address",
    "mapEmbedUrl",
    "social",
    "studentPanelUrl",
    "remedyBrandUrl",
    "introVideoUrl",
    "facilitatorName",
    "facilitatorBio",
    "upcomingCourse",
  ];
  return keys.filter((k) => JSON.stringify(settings[k]) === JSON.stringify(SAMPLE_SITE_SETTINGS[k]));
}

/** Paragraphs of a plain-text field: a blank line starts a new one. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A date (YYYY-MM-DD) as the site prints it: 16 January 2027. */
export function formatLongDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const months = [
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
  ];
  return `${d} ${months[(m ?? 1) - 1]} ${y}`;
}

/** One line of the postal address, as the footer and contact page print it. */
export const formatAddress = (a: PostalAddress) => `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;

/** A phone number as a tel: link target (digits and the leading plus only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Whether the upcoming course is still to come on `today` (YYYY-MM-DD, the academy's own calendar day). */
export const upcomingCourseShown = (course: SiteSettings["upcomingCourse"], today: string) =>
  course.enabled && course.date >= today;
