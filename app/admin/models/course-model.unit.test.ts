import { describe, expect, it } from "vitest";
import type { Course } from "#contract/schemas/course";
import {
  checkCourseValues,
  courseToPayload,
  courseToValues,
  emptyCourseValues,
  toFormData,
  valuesToPayload,
} from "./course-model";

const filled = () => ({
  ...emptyCourseValues(),
  title: "Vastu Adhaar",
  course_slug: "vastu-adhaar",
  description: "Foundations",
  price: "12,000",
});

describe("course form model", () => {
  it("starts with the spec's defaults and one row in every list", () => {
    const v = emptyCourseValues();
    expect(v).toMatchObject({
      level: "Level 1",
      course_type: "Basic Course",
      mode: "In-Person",
      language: "Hindi & English",
      is_active: true,
      is_featured: false,
      display_order: "0",
    });
    expect(v.highlights).toHaveLength(1);
    expect(v.modules).toEqual([{ module_name: "", topics: [{ topic_name: "" }] }]);
  });

  it("requires title, slug and description (and price, level, mode)", () => {
    expect(checkCourseValues(emptyCourseValues())).toBe("Please fill in all required fields");
    expect(checkCourseValues({ ...filled(), course_slug: "  " })).toBe("Please fill in all required fields");
    expect(checkCourseValues({ ...filled(), price: "" })).toBe("Please fill in all required fields");
    expect(checkCourseValues(filled())).toBeNull();
  });

  it("refuses an inline base64 image", () => {
    expect(checkCourseValues({ ...filled(), image_url: "data:image/png;base64,AAAA" })).toBe(
      "Please upload the image or provide a valid image URL, not a base64 string.",
    );
  });

  it("wants a display order of 0 or more", () => {
    expect(checkCourseValues({ ...filled(), display_order: "-1" })).toBe("Display order must be 0 or more");
    expect(checkCourseValues({ ...filled(), display_order: "1.5" })).toBe("Display order must be 0 or more");
    expect(checkCourseValues({ ...filled(), display_order: "12" })).toBeNull();
  });

  it("drops blank rows, modules and topics and renumbers from 1", () => {
    const payload = valuesToPayload({
      ...filled(),
      highlights: [{ value: " a " }, { value: "" }, { value: "b" }],
      requirements: [{ value: "  " }],
      outcomes: [{ value: "x" }],
      modules: [
        { module_name: "", topics: [{ topic_name: "lost" }] },
        { module_name: "One", topics: [{ topic_name: "" }, { topic_name: "t1" }, { topic_name: "t2" }] },
        { module_name: "Two", topics: [{ topic_name: " " }] },
      ],
    });
    expect(payload.highlights).toEqual(["a", "b"]);
    expect(payload.requirements).toEqual([]);
    expect(payload.modules).toEqual([
      {
        module_name: "One",
        display_order: 1,
        topics: [
          { topic_name: "t1", display_order: 1 },
          { topic_name: "t2", display_order: 2 },
        ],
      },
      { module_name: "Two", display_order: 2, topics: [] },
    ]);
  });

  it("sends an empty category as empty and a chosen one as a number", () => {
    expect(valuesToPayload(filled()).category_id).toBe("");
    expect(valuesToPayload({ ...filled(), category_id: "3" }).category_id).toBe(3);
  });

  it("round-trips a stored course and encodes lists as JSON text", () => {
    const course: Course = {
      course_id: 7,
      course_slug: "c",
      title: "C",
      subtitle: null,
      description: "d",
      overview: "<p>o</p>",
      level: "Level 2",
      course_type: "Basic Course",
      price: "₹1",
      duration: null,
      mode: "Online",
      language: "Hindi",
      image_url: null,
      poster_image_url: "/uploads/courses/p.webp",
      video_url: null,
      video_urls: ["https://youtu.be/x"],
      youtube_links: ["https://youtu.be/x"],
      youtube_link: "https://youtu.be/x",
      instructor_name: null,
      instructor_bio: null,
      instructor_image: null,
      category_id: 2,
      category_name: "Vastu",
      is_active: true,
      is_featured: true,
      display_order: 4,
      highlights: ["h"],
      requirements: [],
      outcomes: [],
      modules: [
        {
          module_id: 1,
          module_name: "M",
          display_order: 1,
          topics: [{ topic_id: 1, topic_name: "T", display_order: 1, translations: {} }],
          translations: {},
        },
      ],
      translations: {},
      created_at: "2025-01-01T00:00:00.000Z",
      updated_at: "2025-01-01T00:00:00.000Z",
    };
    expect(courseToValues(course).requirements).toEqual([{ value: "" }]);
    const payload = { ...courseToPayload(course), is_active: false };
    expect(payload).toMatchObject({ category_id: 2, display_order: 4, video_urls: ["https://youtu.be/x"] });
    const body = toFormData(payload);
    expect(body.get("is_active")).toBe("false");
    expect(body.get("highlights")).toBe('["h"]');
    expect(JSON.parse(String(body.get("modules")))).toEqual([
      { module_name: "M", display_order: 1, topics: [{ topic_name: "T", display_order: 1 }] },
    ]);
  });
});
