// The course list's level filter and its empty state, rendered to HTML without a database.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { courseCardData } from "#app/components/site/course-card.tsx";
import { courseCategoryFromLevel } from "#app/lib/course-format.ts";
import { PUBLIC_MESSAGES } from "#contract/messages";
import Courses from "./courses";

type CoursesProps = Parameters<typeof Courses>[0];

// What the loader sends: the card's fields, its price written for the page (with a rupee sign in English).
const card = (slug: string, level: string) => ({
  card: courseCardData(
    {
      course_slug: slug,
      title: `Title ${slug}`,
      description: "Description",
      level,
      duration: null,
      mode: "Online",
      price: "5000",
      image_url: null,
      poster_image_url: null,
    },
    "en",
  ),
  category: courseCategoryFromLevel(level),
});

function render(url: string) {
  const loaderData = { courses: [card("first-steps", "Level 1"), card("deeper", "Level 2")], upcoming: [] };
  const props = { loaderData, params: {}, matches: [] } as unknown as CoursesProps;
  const router = createMemoryRouter([{ path: "/courses", element: <Courses {...props} /> }], {
    initialEntries: [url],
  });
  return renderToString(<RouterProvider router={router} />);
}

describe("courses page filter", () => {
  it("shows every course without a filter, and only the chosen level with one", () => {
    expect(render("/courses")).toMatch(/Title first-steps[\s\S]*Title deeper/);
    const beginner = render("/courses?category=beginner");
    expect(beginner).toContain("Title first-steps");
    expect(beginner).not.toContain("Title deeper");
  });

  it("says so when no course has the chosen level", () => {
    const html = render("/courses?category=advanced");
    expect(html).toContain(PUBLIC_MESSAGES.coursesEmpty);
    expect(html).not.toContain("Title first-steps");
  });

  it("treats an unknown category as all courses", () => {
    expect(render("/courses?category=nonsense")).toContain("Title deeper");
  });

  it("prices with a rupee sign", () => {
    expect(render("/courses")).toContain("₹5000");
  });
});
