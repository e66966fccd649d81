// The home page's empty and failed sections, rendered to HTML without a database: the browser journeys run on a
// shared site where other tests' featured rows always exist.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SITE_LAYOUT_ROUTE_ID, type SiteData } from "#app/components/site/site-data.ts";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { PAGE_TEXT_DEFAULTS } from "#server/features/site/page-text-defaults";
import Home from "./home";

const texts = {
  "home-hero": PAGE_TEXT_DEFAULTS["home-hero"],
  "home-why": PAGE_TEXT_DEFAULTS["home-why"],
  "home-why-choose": PAGE_TEXT_DEFAULTS["home-why-choose"],
  "home-plans": PAGE_TEXT_DEFAULTS["home-plans"],
};

type HomeData = Parameters<typeof Home>[0]["loaderData"];

function render(loaderData: HomeData) {
  const site: SiteData = {
    settings: SAMPLE_SITE_SETTINGS,
    publicUrl: "https://academy.example",
    footerDescription: "",
    topCourseSlugs: [],
    locale: "en",
    preview: false,
  };
  const props = { loaderData, params: {}, matches: [] } as unknown as Parameters<typeof Home>[0];
  const router = createMemoryRouter([{ id: SITE_LAYOUT_ROUTE_ID, path: "/", element: <Home {...props} /> }], {
    hydrationData: { loaderData: { [SITE_LAYOUT_ROUTE_ID]: site } },
  });
  return renderToString(<RouterProvider router={router} />);
}

describe("home page sections", () => {
  it("says so when there are no featured courses and no testimonials", () => {
    const html = render({ texts, courses: [], testimonials: [] });
    expect(html).toContain(PUBLIC_MESSAGES.homeCoursesEmpty);
    expect(html).toContain(PUBLIC_MESSAGES.testimonialsEmpty);
    expect(html).not.toContain('aria-roledescription="carousel"');
  });

  it("tells the visitor when the courses could not be loaded", () => {
    const html = render({ texts, courses: null, testimonials: [] });
    expect(html).toContain(PUBLIC_MESSAGES.coursesLoadFailed);
    expect(html).not.toContain(PUBLIC_MESSAGES.homeCoursesEmpty);
  });
});
