import { describe, expect, it } from "vitest";
import { splitVideoEmbeds } from "./video-embeds";

const ID = "dQw4w9WgXcQ";
const embed = (id = ID) =>
  `<iframe src="https://www.youtube-nocookie.com/embed/${id}" title="YouTube video" allowfullscreen></iframe>`;

describe("splitVideoEmbeds", () => {
  it("leaves HTML without embeds whole", () => {
    expect(splitVideoEmbeds("<p>Hello <br> world</p>")).toEqual([{ html: "<p>Hello <br> world</p>" }]);
  });

  it("cuts out the top-level embeds, in order", () => {
    expect(
      splitVideoEmbeds(
        `<h2>Intro</h2><p>a<img src="/x.webp" alt=""></p>${embed()}<p>b</p>${embed("abcdefghijk")}`,
      ),
    ).toEqual([
      { html: '<h2>Intro</h2><p>a<img src="/x.webp" alt=""></p>' },
      { videoId: ID },
      { html: "<p>b</p>" },
      { videoId: "abcdefghijk" },
    ]);
  });

  it("turns an embed inside other markup into a link, so that markup stays whole", () => {
    const parts = splitVideoEmbeds(`<ul><li>${embed()}</li></ul><p>after</p>`);
    expect(parts).toEqual([
      {
        html:
          `<ul><li><a href="https://www.youtube.com/watch?v=${ID}" rel="noopener noreferrer">` +
          `https://www.youtube.com/watch?v=${ID}</a></li></ul><p>after</p>`,
      },
    ]);
  });

  it("cuts nothing that is not a stored embed", () => {
    const html = "<p>&lt;iframe src=&quot;https://www.youtube-nocookie.com/embed/x&quot;&gt;</p>";
    expect(splitVideoEmbeds(html)).toEqual([{ html }]);
  });
});
