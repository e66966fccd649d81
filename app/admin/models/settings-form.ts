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
export type SettingsFormInput = z.input<typeof SettingsFormSchema>;

export const settingsToForm = (s: SiteSettings): SettingsFormInput => ({
  ...s,
  notificationRecipients: s.notificationRecipients.join("\n"),
});
