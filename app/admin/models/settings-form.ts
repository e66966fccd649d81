// The settings form's values and checks: the contract's schema, except that the notification recipients are
// typed one per line in a text box and become the list the API expects.
import { z } from "zod";
import { type SiteSettings, SiteSettingsSchema } from "#contract/schemas/site-settings";

export const SettingsFormSchema = SiteSettingsSchema.extend({
  notificationRecipients: z
    .string()
    .transform((s) =>
      s
        .split(/[\n,]/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(SiteSettingsSchema.shape.notificationRecipients),
});
/** The settings with a Hindi version (the हिन्दी tabs); a blank one shows the English setting on Hindi pages. */
export const HINDI_TEXT_SETTINGS = [
  "name",
  "street",
  "locality",
  "region",
  "remedyBrandName",
  "facilitatorName",
  "facilitatorBio",
  "copyrightHolder",
  "upcomingCourseTitle",
  "upcomingCourseDescription",
  "upcomingCourseImageAlt",
] as const;
export type HindiTextSetting = (typeof HINDI_TEXT_SETTINGS)[number];

export type SettingsFormInput = Omit<z.input<typeof SettingsFormSchema>, "translations"> & {
  translations: { hi: Record<HindiTextSetting, string> & { counterLabels: string[] } };
};

export const settingsToForm = (s: SiteSettings): SettingsFormInput => {
  const hi = s.translations.hi ?? {};
  return {
    ...s,
    notificationRecipients: s.notificationRecipients.join("\n"),
    translations: {
      hi: {
        ...(Object.fromEntries(HINDI_TEXT_SETTINGS.map((k) => [k, hi[k] ?? ""])) as Record<
          HindiTextSetting,
          string
        >),
        // One Hindi label per counter, in the counters' order.
        counterLabels: s.counters.map((_, i) => hi.counterLabels?.[i] ?? ""),
      },
    },
  };
};
