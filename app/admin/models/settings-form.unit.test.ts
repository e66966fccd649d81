import { describe, expect, it } from "vitest";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { SettingsFormSchema, settingsToForm } from "./settings-form";

const settings = {
  ...SAMPLE_SITE_SETTINGS,
  translations: { hi: { name: "वास्तु अकादमी", counterLabels: ["छात्र"] } },
};

describe("settings form", () => {
  it("shows every Hindi text setting, blank where none is written, and one Hindi label per counter", () => {
    const form = settingsToForm(settings);
    expect(form.translations.hi.name).toBe("वास्तु अकादमी");
    expect(form.translations.hi.facilitatorBio).toBe("");
    expect(form.translations.hi.counterLabels).toHaveLength(settings.counters.length);
    expect(form.translations.hi.counterLabels[0]).toBe("छात्र");
  });

  it("sends the Hindi settings written and drops the blank ones", () => {
    const parsed = SettingsFormSchema.parse(settingsToForm(settings));
    expect(parsed.translations.hi?.name).toBe("वास्तु अकादमी");
    expect(parsed.translations.hi).not.toHaveProperty("facilitatorBio");
  });

  it("puts a Hindi setting's error on its own field", () => {
    const form = settingsToForm(settings);
    form.translations.hi.name = "अ".repeat(5000);
    const result = SettingsFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["translations.hi.name"]);
  });
});
