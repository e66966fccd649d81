import { describe, expect, it } from "vitest";
import { emptyBlogValues } from "./blog-model";
import { firstErrorPerField } from "./field-errors";
import { emptyGalleryValues } from "./gallery-model";
import { hindiTab } from "./hindi-fields";
import { emptyTestimonialValues } from "./testimonial-model";

describe("a new record's form", () => {
  it.each([
    [
      "blog post (today's date in India: 20:00 UTC is already the next day there)",
      emptyBlogValues(new Date("2025-03-10T20:00:00Z")),
      {
        author: "Dr. Anand Mishra",
        category: "Vastu",
        read_time: "5 min read",
        status: "draft",
        is_featured: false,
        published_date: "2025-03-11",
        hi_title: "",
      },
    ],
    [
      "gallery image",
      emptyGalleryValues(),
      { title: "", description: "", category: "courses", display_order: "0", is_active: true, image_url: "" },
    ],
    [
      "testimonial",
      emptyTestimonialValues(),
      { rating: "5", is_active: true, is_featured: false, hi_name: "" },
    ],
  ])("of a %s starts with the spec's defaults and a blank हिन्दी tab", (_, values, expected) => {
    expect(values).toMatchObject(expected);
    for (const [key, value] of Object.entries(values)) if (key.startsWith("hi_")) expect(value).toBe("");
  });
});

describe("the हिन्दी tab", () => {
  const tab = hindiTab(["name", "bio"] as const);

  it("shows the saved translation, blank where there is none", () => {
    expect(tab.values({ hi: { name: "आशा", bio: null } })).toEqual({ hi_name: "आशा", hi_bio: "" });
    expect(tab.values(null)).toEqual({ hi_name: "", hi_bio: "" });
    expect(tab.values({})).toEqual({ hi_name: "", hi_bio: "" });
  });

  it("sends its fields trimmed as translations.hi", () => {
    expect(tab.translations({ hi_name: "  आशा ", hi_bio: "" })).toEqual({ hi: { name: "आशा", bio: "" } });
  });

  it("puts each field's first error on it, a Hindi field's on its hi_ field", () => {
    expect(
      firstErrorPerField([
        { path: ["name"], message: "first" },
        { path: ["name"], message: "second" },
        { path: ["translations", "hi", "name"], message: "too long" },
        { path: [], message: "whole form" },
      ]),
    ).toEqual({ name: "first", hi_name: "too long" });
  });
});
