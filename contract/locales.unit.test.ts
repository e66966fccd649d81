import { describe, expect, it } from "vitest";
import { baseRouteId, englishPath, localePath } from "./locales";

describe("the same page in the other language", () => {
  it("puts site paths under /hi for Hindi and takes them out for English", () => {
    expect(localePath("hi", "/")).toBe("/hi");
    expect(localePath("hi", "/about")).toBe("/hi/about");
    expect(localePath("hi", "/courses?category=advanced")).toBe("/hi/courses?category=advanced");
    expect(localePath("hi", "/?x=1")).toBe("/hi?x=1");
    expect(localePath("hi", "/hi/blog/x")).toBe("/hi/blog/x");
    expect(localePath("en", "/hi")).toBe("/");
    expect(localePath("en", "/hi/course/vastu")).toBe("/course/vastu");
    expect(localePath("en", "/history")).toBe("/history");
    expect(englishPath("/hi?category=a")).toBe("/?category=a");
  });

  it("leaves what is not a page of the site alone", () => {
    for (const target of [
      "https://example.com/x",
      "#main",
      "mailto:a@b.c",
      "/api/courses",
      "/uploads/a.webp",
      "/admin",
    ])
      expect(localePath("hi", target)).toBe(target);
  });

  it("names the English route of a Hindi route id", () => {
    expect(baseRouteId("hi/routes/site/home")).toBe("routes/site/home");
    expect(baseRouteId("routes/site/home")).toBe("routes/site/home");
  });
});
