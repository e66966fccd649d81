// Every fixed value a public page shows has a Hindi label of its own, and English pages show the value as stored.
import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, COURSE_LEVELS, COURSE_MODES, GALLERY_CATEGORIES } from "../enums";
import { hiBlog } from "./hi/blog";
import { hiGallery } from "./hi/gallery";
import { hiCourseCard } from "./hi/shared";
import { labelOf } from "./labels";
import { en } from "./messages.en";

const DEVANAGARI = /[\u0900-\u097F]/;

const LISTS = [
  ["course levels", COURSE_LEVELS, en.courseCard.levels, hiCourseCard.levels],
  ["course modes", COURSE_MODES, en.courseCard.modes, hiCourseCard.modes],
  ["blog categories", BLOG_CATEGORIES, en.blog.categoryLabels, hiBlog.categoryLabels],
  ["gallery categories", GALLERY_CATEGORIES, en.gallery.categoryLabels, hiGallery.categoryLabels],
] as const;

describe.each(LISTS)("%s", (_name, values, english, hindi) => {
  it("has exactly one Hindi label per value, each distinct and in Devanagari", () => {
    expect(Object.keys(hindi).sort()).toEqual([...values].sort());
    const byValue: Readonly<Record<string, string>> = hindi;
    const labels = values.map((v) => byValue[v]);
    for (const label of labels) expect(label).toMatch(DEVANAGARI);
    expect(new Set(labels).size).toBe(values.length);
  });

  it("has an English label per value", () => {
    expect(Object.keys(english).sort()).toEqual([...values].sort());
  });
});

describe("English labels", () => {
  it("are the stored values themselves, so English pages read as before", () => {
    for (const v of COURSE_LEVELS) expect(labelOf(en.courseCard.levels, v)).toBe(v);
    for (const v of COURSE_MODES) expect(labelOf(en.courseCard.modes, v)).toBe(v);
    for (const v of BLOG_CATEGORIES) expect(labelOf(en.blog.categoryLabels, v)).toBe(v);
  });
});

describe("labelOf", () => {
  it("shows a value outside the list as stored", () => {
    expect(labelOf(hiCourseCard.levels, "Masterclass")).toBe("Masterclass");
    expect(labelOf(hiBlog.categoryLabels, "toString")).toBe("toString");
  });
});
