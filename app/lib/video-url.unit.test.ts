import { describe, expect, it } from "vitest";
import { parseVideoUrl, watchUrl } from "#app/lib/video-url.ts";

describe("parseVideoUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    "https://youtube.com/watch?v=M7lc1UVf-VE&t=42s",
    "https://youtu.be/M7lc1UVf-VE",
    "https://www.youtube.com/embed/M7lc1UVf-VE",
    "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0",
    "https://www.youtube.com/shorts/M7lc1UVf-VE",
    "https://m.youtube.com/watch?v=M7lc1UVf-VE",
  ])("reads the YouTube id of %s", (url) => {
    expect(parseVideoUrl(url)).toEqual({
      kind: "youtube",
      id: "M7lc1UVf-VE",
      embedUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0",
      watchUrl: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    });
  });

  it("treats a direct video file as a file", () => {
    expect(parseVideoUrl("https://cdn.example.com/intro.mp4")).toEqual({
      kind: "file",
      url: "https://cdn.example.com/intro.mp4",
    });
  });

  it("keeps any other web address as an external link", () => {
    expect(parseVideoUrl("https://vimeo.com/76979871")).toEqual({
      kind: "external",
      url: "https://vimeo.com/76979871",
    });
  });

  it.each([
    null,
    "",
    "not a url",
    "javascript:alert(1)",
    "https://www.youtube.com/watch?v=short",
    "https://evil.example/watch?v=M7lc1UVf-VE",
  ])("refuses or does not treat %s as YouTube", (url) => {
    const parsed = parseVideoUrl(url);
    expect(parsed === null || parsed.kind !== "youtube").toBe(true);
  });

  it("gives the watch page of a YouTube link", () => {
    expect(watchUrl("https://youtu.be/M7lc1UVf-VE")).toBe("https://www.youtube.com/watch?v=M7lc1UVf-VE");
  });
});
