// SITE_* environment variables seed the settings of an empty database (server/features/site/site-content.ts);
// after that the settings screen owns them. Server only: the checks use Zod, which public pages need not download.
// A misspelt name or a malformed value never stops the site: the sample stays in its place and the start-up log
// says which variable was ignored and why.
import { SiteSettingsSchema } from "#contract/schemas/site-settings";
import { SAMPLE_SITE_SETTINGS, type SiteSettings } from "#contract/site-settings";

type Apply = (s: SiteSettings, value: string) => SiteSettings;
type HindiField = keyof NonNullable<SiteSettings["translations"]["hi"]>;

/** A value set through the environment is English; the sample's Hindi of that setting would name someone else. */
function withoutHindi(s: SiteSettings, ...fields: HindiField[]): SiteSettings {
  const hi = { ...s.translations.hi };
  for (const field of fields) delete hi[field];
  return { ...s, translations: { ...s.translations, hi } };
}

/** Every variable the site reads, and where its value goes. */
const SITE_VARIABLES: Record<string, Apply> = {
  SITE_NAME: (s, v) => ({ ...withoutHindi(s, "name", "copyrightHolder"), name: v, copyrightHolder: v }),
  SITE_FACILITATOR_NAME: (s, v) => ({
    ...withoutHindi(s, "facilitatorName", "facilitatorBio"),
    facilitatorName: v,
    facilitatorBio: s.facilitatorBio.replaceAll(SAMPLE_SITE_SETTINGS.facilitatorName, v),
  }),
  SITE_FACILITATOR_PHOTO_URL: (s, v) => ({ ...s, facilitatorPhotoUrl: v }),
  SITE_PHONE_1: (s, v) => ({ ...s, phones: [v, s.phones[1]] }),
  SITE_PHONE_2: (s, v) => ({ ...s, phones: [s.phones[0], v] }),
  SITE_EMAIL: (s, v) => ({ ...s, email: v }),
  SITE_ADDRESS_STREET: (s, v) => ({ ...withoutHindi(s, "street"), address: { ...s.address, street: v } }),
  SITE_ADDRESS_POSTAL_CODE: (s, v) => ({ ...s, address: { ...s.address, postalCode: v } }),
  SITE_FACEBOOK_URL: (s, v) => ({ ...s, social: { ...s.social, facebook: v } }),
  SITE_INSTAGRAM_URL: (s, v) => ({ ...s, social: { ...s.social, instagram: v } }),
  SITE_YOUTUBE_URL: (s, v) => ({ ...s, social: { ...s.social, youtube: v } }),
  SITE_TWITTER_URL: (s, v) => ({ ...s, social: { ...s.social, twitter: v } }),
  SITE_STUDENT_PANEL_URL: (s, v) => ({ ...s, studentPanelUrl: v }),
  SITE_REMEDY_BRAND_NAME: (s, v) => ({ ...withoutHindi(s, "remedyBrandName"), remedyBrandName: v }),
  SITE_REMEDY_BRAND_URL: (s, v) => ({ ...s, remedyBrandUrl: v }),
  SITE_INTRO_VIDEO_URL: (s, v) => ({ ...s, introVideoUrl: v }),
  SITE_SAMPLE_VIDEO_URL_1: (s, v) => ({ ...s, sampleVideoUrls: [v, s.sampleVideoUrls[1]] }),
  SITE_SAMPLE_VIDEO_URL_2: (s, v) => ({ ...s, sampleVideoUrls: [s.sampleVideoUrls[0], v] }),
  SITE_MAP_EMBED_URL: (s, v) => ({ ...s, mapEmbedUrl: v }),
};

export const SITE_VARIABLE_NAMES = Object.keys(SITE_VARIABLES);

export interface ResolvedSiteSettings {
  settings: SiteSettings;
  /** One line per ignored variable: unknown name, or a value the settings schema refuses (with its message). */
  warnings: string[];
}

/** The sample settings with every valid SITE_* variable applied; the others are reported, not applied. */
export function siteSettingsFromEnv(overrides: Partial<Record<string, string>> = {}): ResolvedSiteSettings {
  let settings = SAMPLE_SITE_SETTINGS;
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const apply = SITE_VARIABLES[name];
    if (!apply) {
      warnings.push(
        `${name} is not a known setting and is ignored (known: ${SITE_VARIABLE_NAMES.join(", ")})`,
      );
      continue;
    }
    const parsed = SiteSettingsSchema.safeParse(apply(settings, value));
    if (parsed.success) settings = parsed.data;
    else warnings.push(`${name} is ignored: ${parsed.error.issues[0]?.message ?? "invalid value"}`);
  }
  return { settings, warnings };
}

/** The settings an empty database starts from. */
export const resolveSiteSettings = (overrides: Partial<Record<string, string>> = {}) =>
  siteSettingsFromEnv(overrides).settings;
