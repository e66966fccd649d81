import { describe, expect, it } from "vitest";
import {
  fillWhatsAppTemplate,
  indiaDate,
  indiaTime,
  normalisePhone,
  sourceOf,
  statusType,
  telLink,
  whatsAppLink,
} from "./leads";

describe("lead rules shared by the admin and the server", () => {
  it("normalises Indian numbers however they are typed, and keeps other countries' codes", () => {
    for (const typed of [
      "+91 98765-43210",
      "098765 43210",
      "98765 43210",
      "0091 98765 43210",
      "(+91) 98765.43210",
    ])
      expect(normalisePhone(typed), typed).toBe("919876543210");
    expect(normalisePhone("+44 20 7946 0958")).toBe("442079460958");
    expect(normalisePhone("12345")).toBeNull();
    expect(normalisePhone("")).toBeNull();
    expect(telLink("098765 43210")).toBe("tel:+919876543210");
  });

  it("builds a wa.me link with the template filled with the person's name and course", () => {
    const text = fillWhatsAppTemplate("Namaste {name}, about {course} at {academy}", {
      name: " Meera ",
      course: null,
      academy: "Vastu Academy",
    });
    expect(text).toBe("Namaste Meera, about our courses at Vastu Academy");
    expect(whatsAppLink("98765 43210", "Hi & bye?")).toBe(
      "https://wa.me/919876543210?text=Hi%20%26%20bye%3F",
    );
    expect(whatsAppLink("abc", "Hi")).toBeNull();
  });

  it("maps the spec's statuses to open, won and lost without renaming them", () => {
    expect(["new", "in_progress", "resolved", "closed"].map((s) => statusType("inquiry", s))).toEqual([
      "open",
      "open",
      "won",
      "lost",
    ]);
    expect(
      ["new", "contacted", "scheduled", "completed", "cancelled"].map((s) => statusType("consultation", s)),
    ).toEqual(["open", "open", "won", "won", "lost"]);
  });

  it("names a source by utm_source, else the referring host, else direct; junk is other", () => {
    expect(sourceOf("Instagram", "https://google.com/")).toBe("instagram");
    expect(sourceOf(null, "https://www.google.com/search?q=x")).toBe("google.com");
    expect(sourceOf(null, "https://academy.example/courses", "academy.example")).toBe("internal");
    expect(sourceOf(null, null)).toBe("direct");
    expect(sourceOf("<script>", null)).toBe("other");
    expect(sourceOf(null, "not a url")).toBe("direct");
  });

  it("reads wall-clock times and dates in India", () => {
    expect(indiaTime("2031-06-12", "11:00").toISOString()).toBe("2031-06-12T05:30:00.000Z");
    expect(indiaDate(new Date("2031-06-12T18:29:00Z"))).toBe("2031-06-12");
    expect(indiaDate(new Date("2031-06-12T18:30:00Z"))).toBe("2031-06-13");
  });
});
