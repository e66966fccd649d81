import { describe, expect, it } from "vitest";
import {
  courseCategoryFromLevel,
  formatPrice,
  languageCodes,
  priceAmount,
  videosToShow,
} from "#app/lib/course-format.ts";

/** The functions that turn a field's free text into what the page shows, with what they make of some inputs. */
describe.each([
  {
    name: "formatPrice",
    read: formatPrice,
    cases: [
      ["12,000", "₹12,000"],
      ["₹12,000", "₹12,000"],
      [" 5000/- ", "₹5000/-"],
      ["Rs. 4,500", "₹4,500"],
      ["INR 999", "₹999"],
      ["Free", "Free"],
    ],
  },
  {
    name: "course category from level",
    read: courseCategoryFromLevel,
    cases: [
      ["Level 1", "beginner"],
      ["Level 2", "intermediate"],
      ["Level 3", "advanced"],
      ["Beginner", "intermediate"],
      ["Advanced", "intermediate"],
    ],
  },
])("$name", ({ read, cases }) => {
  it.each(cases)("reads %j as %j", (text, shown) => {
    expect(read(text)).toBe(shown);
  });
});

describe("priceAmount", () => {
  it("reads a single amount", () => {
    expect(priceAmount("₹12,000")).toBe(12000);
    expect(priceAmount("15000/-")).toBe(15000);
  });
  it("gives up on text with none or several numbers", () => {
    expect(priceAmount("Free")).toBeNull();
    expect(priceAmount("₹5,000 per level, 3 levels")).toBeNull();
  });
});

describe("videosToShow", () => {
  const samples = ["https://youtu.be/aaaaaaaaaaa", "https://youtu.be/bbbbbbbbbbb"] as const;
  it("uses the first listed video only", () => {
    const course = {
      youtube_links: ["https://youtu.be/ccccccccccc", "https://youtu.be/ddddddddddd"],
      video_urls: ["https://youtu.be/ccccccccccc", "https://youtu.be/ddddddddddd"],
      video_url: "https://youtu.be/eeeeeeeeeee",
    };
    expect(videosToShow(course, samples)).toEqual({ urls: ["https://youtu.be/ccccccccccc"], samples: false });
  });
  it("falls back to the single video_url", () => {
    const course = { youtube_links: [], video_urls: [], video_url: "https://youtu.be/eeeeeeeeeee" };
    expect(videosToShow(course, samples).urls).toEqual(["https://youtu.be/eeeeeeeeeee"]);
  });
  it("shows the two samples when the course lists no video", () => {
    const course = { youtube_links: [], video_urls: [], video_url: null };
    expect(videosToShow(course, samples)).toEqual({ urls: [...samples], samples: true });
  });
});

describe("languageCodes", () => {
  it("reads the teaching languages", () => {
    expect(languageCodes("Hindi & English")).toEqual(["hi", "en"]);
    expect(languageCodes("English")).toEqual(["en"]);
  });
});
