import { describe, expect, it } from "vitest";
import { type Course, CourseCreateSchema } from "#contract/schemas/course";
import {
  type CourseFormValues,
  checkCourseValues,
  courseToPayload,
  courseToValues,
  emptyCourseValues,
  mergeHindi,
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

const storedCourse = (): Course => ({
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
});

/** The modules the API stores from the form's payload: blank ones dropped, renumbered from 1. */
const storedModules = (values: CourseFormValues) => CourseCreateSchema.parse(valuesToPayload(values)).modules;

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
    expect(v).toMatchObject({
      hi_title: "",
      hi_overview: "",
      hi_outcomes: [{ value: "" }],
      translations: {},
    });
  });

  it("requires title, slug and description (and price, level, mode)", () => {
    const required = "Please fill in all required fields";
    expect(checkCourseValues({ ...emptyCourseValues(), level: "", mode: "" })).toEqual(
      ["title", "course_slug", "description", "price", "level", "mode"].map((f) => [f, required]),
    );
    expect(checkCourseValues({ ...filled(), course_slug: "  " })).toEqual([["course_slug", required]]);
    expect(checkCourseValues({ ...filled(), price: "" })).toEqual([["price", required]]);
    expect(checkCourseValues(filled())).toEqual([]);
  });

  it("refuses an inline base64 image", () => {
    expect(checkCourseValues({ ...filled(), image_url: "data:image/png;base64,AAAA" })).toEqual([
      ["image_url", "Please upload the image or provide a valid image URL, not a base64 string."],
    ]);
  });

  it("wants a display order of 0 or more", () => {
    const problem = [["display_order", "Display order must be 0 or more"]];
    expect(checkCourseValues({ ...filled(), display_order: "-1" })).toEqual(problem);
    expect(checkCourseValues({ ...filled(), display_order: "1.5" })).toEqual(problem);
    expect(checkCourseValues({ ...filled(), display_order: "12" })).toEqual([]);
  });

  it("drops blank rows; blank modules and topics go row for row and the API drops them and renumbers from 1", () => {
    const values = {
      ...filled(),
      highlights: [{ value: " a " }, { value: "" }, { value: "b" }],
      requirements: [{ value: "  " }],
      outcomes: [{ value: "x" }],
      modules: [
        { module_name: "", topics: [{ topic_name: "lost" }] },
        { module_name: "One", topics: [{ topic_name: "" }, { topic_name: "t1" }, { topic_name: "t2" }] },
        { module_name: "Two", topics: [{ topic_name: " " }] },
      ],
    };
    const payload = valuesToPayload(values);
    expect(payload.highlights).toEqual(["a", "b"]);
    expect(payload.requirements).toEqual([]);
    // Sent in place, so the API's errors name the form's own rows.
    expect(payload.modules.map((m) => [m.module_name, m.topics.length])).toEqual([
      ["", 1],
      ["One", 3],
      ["Two", 1],
    ]);
    expect(storedModules(values)).toMatchObject([
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
    const course = storedCourse();
    expect(courseToValues(course).requirements).toEqual([{ value: "" }]);
    const payload = { ...courseToPayload(course), is_active: false };
    expect(payload).toMatchObject({ category_id: 2, display_order: 4, video_urls: ["https://youtu.be/x"] });
    const body = toFormData(payload);
    expect(body.get("is_active")).toBe("false");
    expect(body.get("highlights")).toBe('["h"]');
    expect(JSON.parse(String(body.get("modules")))).toEqual([
      {
        module_name: "M",
        display_order: 1,
        translations: { hi: { module_name: "" } },
        topics: [{ topic_name: "T", display_order: 1, translations: { hi: { topic_name: "" } } }],
      },
    ]);
  });

  it("re-sends the stored Hindi whole, so flipping a course's status keeps it", () => {
    const course = storedCourse();
    course.translations = { hi: { title: "सी", highlights: ["एक", "दो"], overview: "<p>ओ</p>" } };
    (course.modules[0] as Course["modules"][number]).translations = { hi: { module_name: "म" } };
    const payload = courseToPayload(course);
    expect(payload.translations.hi).toMatchObject({
      title: "सी",
      highlights: ["एक", "दो"],
      overview: "<p>ओ</p>",
    });
    expect(payload.modules[0]?.translations).toEqual({ hi: { module_name: "म" } });
    expect(payload.modules[0]?.topics[0]?.translations).toEqual({ hi: { topic_name: "" } });
  });

  it("merges the हिन्दी tab over the stored translations: what the form does not show survives", () => {
    const course = storedCourse();
    // Keys the form has no field for: another language's and an unshown Hindi key.
    const stored = { hi: { title: "पुराना", tagline: "रहे" }, ta: { title: "ப" } } as Course["translations"];
    course.translations = stored;
    const values = {
      ...courseToValues(course),
      hi_title: " नया ",
      hi_price: "",
      hi_outcomes: [{ value: " क " }, { value: "" }],
    };
    expect(valuesToPayload(values).translations).toMatchObject({
      hi: { title: "नया", tagline: "रहे", price: "", outcomes: ["क"] },
      ta: { title: "ப" },
    });
    expect(mergeHindi(undefined, { title: "न" })).toEqual({ hi: { title: "न" } });
  });

  it("keeps each module's and topic's Hindi on its own row when rows are removed, moved or left blank", () => {
    const row = (name: string, hi: string, topics: [string, string][]) => ({
      module_name: name,
      hi_module_name: hi,
      translations: { hi: { module_name: "stored" } },
      topics: topics.map(([t, h]) => ({ topic_name: t, hi_topic_name: h })),
    });
    const [a, b, c] = [
      row("A", "अ", [
        ["a1", "अ१"],
        ["", "खाली"],
        ["a2", ""],
      ]),
      row("B", "ब", [["b1", "ब१"]]),
      row("", "बिना अंग्रेज़ी", [["c1", "स१"]]),
    ];
    // B moved before A, a blank English module, and the first topic of A removed.
    const modules = [b, c, { ...a, topics: a.topics.slice(1) }];
    expect(storedModules({ ...filled(), modules })).toEqual([
      {
        module_name: "B",
        display_order: 1,
        translations: { hi: { module_name: "ब" } },
        topics: [{ topic_name: "b1", display_order: 1, translations: { hi: { topic_name: "ब१" } } }],
      },
      {
        module_name: "A",
        display_order: 2,
        translations: { hi: { module_name: "अ" } },
        // A Hindi name left blank is not stored: the page shows the English one.
        topics: [{ topic_name: "a2", display_order: 1, translations: {} }],
      },
    ]);
  });
});
