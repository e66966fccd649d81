import { describe, expect, it } from "vitest";
import {
  formatAddress,
  formatLongDate,
  SAMPLE_SITE_SETTINGS,
  sampleFields,
  telHref,
  upcomingCourseShown,
} from "#contract/site-settings";
import { resolveSiteSettings, siteSettingsFromEnv } from "./site-settings-env";

describe("resolveSiteSettings", () => {
  it("gives the samples when nothing is configured", () => {
    expect(resolveSiteSettings({})).toEqual(SAMPLE_SITE_SETTINGS);
  });

  it("applies every SITE_* variable given", () => {
    const settings = resolveSiteSettings({
      SITE_NAME: "Academy",
      SITE_PHONE_1: "+91 1",
      SITE_PHONE_2: "+91 2",
      SITE_EMAIL: "office@academy.in",
      SITE_ADDRESS_STREET: "1 Ghat Road",
      SITE_TWITTER_URL: "https://x.com/academy",
      SITE_STUDENT_PANEL_URL: "https://panel.academy.in/login",
      SITE_SAMPLE_VIDEO_URL_2: "https://youtu.be/aaaaaaaaaaa",
    });
    expect(settings.name).toBe("Academy");
    expect(settings.phones).toEqual(["+91 1", "+91 2"]);
    expect(settings.email).toBe("office@academy.in");
    expect(settings.address.street).toBe("1 Ghat Road");
    expect(settings.address.locality).toBe("Varanasi");
    expect(settings.social.twitter).toBe("https://x.com/academy");
    expect(settings.social.facebook).toBe(SAMPLE_SITE_SETTINGS.social.facebook);
    expect(settings.studentPanelUrl).toBe("https://panel.academy.in/login");
    expect(settings.sampleVideoUrls).toEqual([
      SAMPLE_SITE_SETTINGS.sampleVideoUrls[0],
      "https://youtu.be/aaaaaaaaaaa",
    ]);
  });

  it("skips a misspelt variable or a malformed value with a warning, never a throw", () => {
    const { settings, warnings } = siteSettingsFromEnv({
      SITE_PHONE1: "+91 1",
      SITE_EMAIL: "not-an-email",
      SITE_FACEBOOK_URL: "javascript:alert(1)",
    });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^SITE_PHONE1 is not a known setting/);
    expect(warnings[1]).toMatch(/^SITE_EMAIL is ignored: Please enter a valid email address/);
    expect(warnings[2]).toMatch(/^SITE_FACEBOOK_URL is ignored/);
    expect(settings).toEqual(SAMPLE_SITE_SETTINGS);
  });
});

describe("formatting", () => {
  it("prints the address on one line and dials only digits", () => {
    expect(formatAddress(SAMPLE_SITE_SETTINGS.address)).toContain("Varanasi, Uttar Pradesh");
    expect(telHref("+91 94150 00000")).toBe("tel:+919415000000");
  });
});

describe("samples and the upcoming course", () => {
  it("names the settings that still hold their sample value", () => {
    expect(sampleFields(SAMPLE_SITE_SETTINGS)).toContain("phones");
    const edited = { ...SAMPLE_SITE_SETTINGS, phones: ["+91 1", "+91 2"] as [string, string] };
    expect(sampleFields(edited)).not.toContain("phones");
    expect(sampleFields(edited)).toContain("email");
  });

  it("hides the upcoming course after its start date, or when switched off", () => {
    const course = { ...SAMPLE_SITE_SETTINGS.upcomingCourse, date: "2027-01-16" };
    expect(upcomingCourseShown(course, "2027-01-16")).toBe(true);
    expect(upcomingCourseShown(course, "2027-01-17")).toBe(false);
    expect(upcomingCourseShown({ ...course, enabled: false }, "2026-01-01")).toBe(false);
    expect(formatLongDate("2027-01-16")).toBe("16 January 2027");
  });
});
