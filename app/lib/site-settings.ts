// The academy's contact details, social profiles and outside links, shown in the footer, the contact page and
// the structured data. The defaults below are SAMPLES for the demo: every one of them can be replaced through a
// SITE_* environment variable, which the server reads (server/env.ts) and the site layout's loader resolves here,
// so components receive plain props and never read the environment themselves.
import { z } from "zod";

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 code, as schema.org expects. */
  country: string;
}

export interface SiteSettings {
  name: string;
  /** The facilitator named on the About page, and their portrait. */
  facilitatorName: string;
  facilitatorPhotoUrl: string;
  phones: [string, string];
  email: string;
  address: PostalAddress;
  social: { facebook: string; instagram: string; youtube: string; twitter: string };
  /** External student panel (the top bar's Login button). */
  studentPanelUrl: string;
  /** External remedy-brand site (footer quick links). */
  remedyBrandName: string;
  remedyBrandUrl: string;
  /** Academy introduction: the home hero and every course's reviews tab. */
  introVideoUrl: string;
  /** Shown on a course page whose course lists no video of its own (spec §2). */
  sampleVideoUrls: [string, string];
  /** Google Maps embed of the address (contact page). */
  mapEmbedUrl: string;
}

/** SAMPLE values: replace them through the environment before going live. */
export const SAMPLE_SITE_SETTINGS: SiteSettings = {
  name: "Vastu Academy Varanasi",
  facilitatorName: "Dr. Anand Mishra",
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
};

const httpUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), "must be an http(s) URL");
const nonEmpty = z.string().trim().min(1);

/** Every variable the site reads, with the check its value must pass. */
const SITE_VARIABLES = {
  SITE_NAME: nonEmpty,
  SITE_FACILITATOR_NAME: nonEmpty,
  SITE_FACILITATOR_PHOTO_URL: z.string().regex(/^(https?:\/\/|\/)\S+$/, "must be an http(s) URL or a path"),
  SITE_PHONE_1: nonEmpty,
  SITE_PHONE_2: nonEmpty,
  SITE_EMAIL: z.string().email(),
  SITE_ADDRESS_STREET: nonEmpty,
  SITE_ADDRESS_POSTAL_CODE: nonEmpty,
  SITE_FACEBOOK_URL: httpUrl,
  SITE_INSTAGRAM_URL: httpUrl,
  SITE_YOUTUBE_URL: httpUrl,
  SITE_TWITTER_URL: httpUrl,
  SITE_STUDENT_PANEL_URL: httpUrl,
  SITE_REMEDY_BRAND_NAME: nonEmpty,
  SITE_REMEDY_BRAND_URL: httpUrl,
  SITE_INTRO_VIDEO_URL: httpUrl,
  SITE_SAMPLE_VIDEO_URL_1: httpUrl,
  SITE_SAMPLE_VIDEO_URL_2: httpUrl,
  SITE_MAP_EMBED_URL: httpUrl,
} as const;

export type SiteVariable = keyof typeof SITE_VARIABLES;
export const SITE_VARIABLE_NAMES = Object.keys(SITE_VARIABLES) as SiteVariable[];

const SiteOverridesSchema = z.object(
  Object.fromEntries(Object.entries(SITE_VARIABLES).map(([k, schema]) => [k, schema.optional()])) as {
    [K in SiteVariable]: z.ZodOptional<(typeof SITE_VARIABLES)[K]>;
  },
);

/**
 * The settings with every given SITE_* variable applied. A malformed value is a configuration mistake, so it
 * throws with the variable's name rather than silently showing the sample.
 */
export function resolveSiteSettings(overrides: Partial<Record<string, string>> = {}): SiteSettings {
  const parsed = SiteOverridesSchema.safeParse(overrides);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid site settings:\n${lines}`);
  }
  const o = parsed.data;
  const s = SAMPLE_SITE_SETTINGS;
  return {
    name: o.SITE_NAME ?? s.name,
    facilitatorName: o.SITE_FACILITATOR_NAME ?? s.facilitatorName,
    facilitatorPhotoUrl: o.SITE_FACILITATOR_PHOTO_URL ?? s.facilitatorPhotoUrl,
    phones: [o.SITE_PHONE_1 ?? s.phones[0], o.SITE_PHONE_2 ?? s.phones[1]],
    email: o.SITE_EMAIL ?? s.email,
    address: {
      ...s.address,
      street: o.SITE_ADDRESS_STREET ?? s.address.street,
      postalCode: o.SITE_ADDRESS_POSTAL_CODE ?? s.address.postalCode,
    },
    social: {
      facebook: o.SITE_FACEBOOK_URL ?? s.social.facebook,
      instagram: o.SITE_INSTAGRAM_URL ?? s.social.instagram,
      youtube: o.SITE_YOUTUBE_URL ?? s.social.youtube,
      twitter: o.SITE_TWITTER_URL ?? s.social.twitter,
    },
    studentPanelUrl: o.SITE_STUDENT_PANEL_URL ?? s.studentPanelUrl,
    remedyBrandName: o.SITE_REMEDY_BRAND_NAME ?? s.remedyBrandName,
    remedyBrandUrl: o.SITE_REMEDY_BRAND_URL ?? s.remedyBrandUrl,
    introVideoUrl: o.SITE_INTRO_VIDEO_URL ?? s.introVideoUrl,
    sampleVideoUrls: [
      o.SITE_SAMPLE_VIDEO_URL_1 ?? s.sampleVideoUrls[0],
      o.SITE_SAMPLE_VIDEO_URL_2 ?? s.sampleVideoUrls[1],
    ],
    mapEmbedUrl: o.SITE_MAP_EMBED_URL ?? s.mapEmbedUrl,
  };
}

/** One line of the postal address, as the footer and contact page print it. */
export const formatAddress = (a: PostalAddress) => `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;

/** A phone number as a tel: link target (digits and the leading plus only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
