// Resolves the SITE_* environment variables over the sample settings, on the server only: the checks use Zod,
// which the public pages need not download.
import { z } from "zod";
import { SAMPLE_SITE_SETTINGS, type SiteSettings } from "./site-settings";

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
