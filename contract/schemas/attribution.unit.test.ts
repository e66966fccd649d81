import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AttributionInputShape, MAX_ATTRIBUTION_URL_LENGTH, MAX_UTM_LENGTH } from "./attribution";

const Attribution = z.object(AttributionInputShape);

describe("a visit's attribution on a public form", () => {
  it("keeps well-formed values as sent, trimmed", () => {
    expect(
      Attribution.parse({
        utm_source: " instagram ",
        utm_medium: "social",
        utm_campaign: "diwali-2026",
        referrer: "https://www.google.com/",
        landing_page: "/courses?utm_source=instagram",
      }),
    ).toEqual({
      utm_source: "instagram",
      utm_medium: "social",
      utm_campaign: "diwali-2026",
      referrer: "https://www.google.com/",
      landing_page: "/courses?utm_source=instagram",
    });
  });

  it("is all null when nothing is sent", () => {
    expect(Attribution.parse({})).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      landing_page: null,
    });
  });

  it("cuts oversized values and drops malformed ones instead of refusing the form", () => {
    const parsed = Attribution.parse({
      utm_source: "x".repeat(5000),
      utm_medium: 42,
      utm_campaign: "a\u0000b\nc",
      referrer: "javascript:alert(1)",
      landing_page: "//evil.example/path",
    });
    expect(parsed.utm_source).toHaveLength(MAX_UTM_LENGTH);
    expect(parsed).toMatchObject({
      utm_medium: null,
      utm_campaign: "abc",
      referrer: null,
      landing_page: null,
    });
    const long = Attribution.parse({ referrer: `https://example.com/${"p".repeat(2000)}` });
    expect(long.referrer).toHaveLength(MAX_ATTRIBUTION_URL_LENGTH);
    expect(Attribution.parse({ referrer: "not a url", landing_page: "courses" })).toMatchObject({
      referrer: null,
      landing_page: null,
    });
  });
});
