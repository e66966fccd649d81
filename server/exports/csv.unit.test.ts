import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { subscriberSourceLabel as sourceLabel } from "#contract/constants";
import type { Subscriber } from "#contract/schemas/newsletter";
import { csvFileName, csvLines, csvRow } from "./csv";
import { SUBSCRIBERS_EXPORT } from "./exports";

/** The whole file as the stream writes it, without its byte-order mark: the header, then the rows. */
const subscribersToCsv = (subscribers: Subscriber[]) =>
  csvLines([
    SUBSCRIBERS_EXPORT.columns.map(([header]) => header),
    ...subscribers.map((s) => csvRow(SUBSCRIBERS_EXPORT, s)),
  ]);

const subscriber = (over: Partial<Subscriber> = {}): Subscriber => ({
  subscriber_id: 1,
  email: "asha@example.com",
  name: "Asha Verma",
  status: "active",
  source: "footer",
  subscribed_at: "2025-03-01T10:20:30.000Z",
  unsubscribed_at: null,
  consent_text: null,
  consented_at: null,
  confirmation_sent_at: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  referrer: null,
  landing_page: null,
  ...over,
});

const lines = (csv: string) => csv.split("\r\n");

describe("CSV export text (subscribers)", () => {
  it("has the spec's header and one CRLF line per subscriber", () => {
    const csv = subscribersToCsv([
      subscriber(),
      subscriber({
        subscriber_id: 2,
        email: "b@example.com",
        name: null,
        status: "unsubscribed",
        source: "blog",
        unsubscribed_at: "2025-04-02T00:00:00.000Z",
      }),
    ]);
    expect(lines(csv)).toEqual([
      "Email,Name,Status,Source,Subscribed At,Unsubscribed At",
      "asha@example.com,Asha Verma,active,footer,2025-03-01T10:20:30.000Z,",
      "b@example.com,,unsubscribed,blog,2025-03-01T10:20:30.000Z,2025-04-02T00:00:00.000Z",
    ]);
    expect(SUBSCRIBERS_EXPORT.columns).toHaveLength(6);
  });

  it("writes only the header when there is nobody", () => {
    expect(subscribersToCsv([])).toBe("Email,Name,Status,Source,Subscribed At,Unsubscribed At");
  });

  it("shows a missing source as 'website'", () => {
    expect(sourceLabel("")).toBe("website");
    expect(sourceLabel(null)).toBe("website");
    expect(sourceLabel("blog")).toBe("blog");
    expect(lines(subscribersToCsv([subscriber({ source: "" })]))[1]).toContain(",website,");
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    const csv = subscribersToCsv([subscriber({ name: 'Verma, "Asha"\nJr' })]);
    expect(csv).toContain('"Verma, ""Asha""\nJr"');
    const parsed = Papa.parse<string[]>(csv, { newline: "\r\n" });
    expect(parsed.data[1]?.[1]).toBe('Verma, "Asha"\nJr');
  });

  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+91 98765", "'+91 98765"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTabbed", "'\tTabbed"],
    ["\rCarriage", "'\rCarriage"],
    ["=1+1\nsecond line", "'=1+1\nsecond line"],
  ])("prefixes a cell starting a formula: %j", (name, expected) => {
    const parsed = Papa.parse<string[]>(subscribersToCsv([subscriber({ name })]), { newline: "\r\n" });
    expect(parsed.data[1]?.[1]).toBe(expected);
  });

  it("leaves ordinary cells and inner formula characters alone", () => {
    const parsed = Papa.parse<string[]>(
      subscribersToCsv([subscriber({ name: "Asha = Verma", email: "a-b@x.in" })]),
      {
        newline: "\r\n",
      },
    );
    expect(parsed.data[1]?.slice(0, 2)).toEqual(["a-b@x.in", "Asha = Verma"]);
  });

  it("protects the e-mail column too", () => {
    const parsed = Papa.parse<string[]>(subscribersToCsv([subscriber({ email: "=cmd@example.com" })]), {
      newline: "\r\n",
    });
    expect(parsed.data[1]?.[0]).toBe("'=cmd@example.com");
  });

  it("names the file with the UTC day", () => {
    expect(csvFileName("newsletter_subscribers", new Date(Date.UTC(2025, 0, 5, 23, 59)))).toBe(
      "newsletter_subscribers_2025-01-05.csv",
    );
    expect(csvFileName("inquiries", new Date(Date.UTC(2025, 11, 31, 0, 0)))).toBe("inquiries_2025-12-31.csv");
  });
});
