// The footer's top courses: each links to its course page when the layout found it public, else to the list.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { SiteFooter } from "./site-footer";

function render(path: string, topCourseSlugs: (string | null)[]) {
  const footer = (
    <SiteFooter settings={SAMPLE_SITE_SETTINGS} description="" topCourseSlugs={topCourseSlugs} />
  );
  const router = createMemoryRouter([{ path: "*", element: footer }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

describe("the footer's top courses", () => {
  it("link to their course pages, or to /courses when a course is missing or hidden", () => {
    const html = render("/", ["vastu-adhaar", null]);
    expect(html).toContain('<a href="/course/vastu-adhaar" data-discover="true">Vastu Adhaar</a>');
    expect(html).toContain('<a href="/courses" data-discover="true">Online Course</a>');
  });

  it("stay in Hindi on a Hindi page", () => {
    const html = render("/hi/about", ["vastu-adhaar", "vastu-online-course"]);
    expect(html).toContain('href="/hi/course/vastu-adhaar"');
    expect(html).toContain('href="/hi/course/vastu-online-course"');
  });
});
