import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize-html";

describe("sanitizeRichText: links", () => {
  it("gives every new-tab link rel=noopener noreferrer, whatever rel it came with", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeRichText('<a href="https://example.com" target="_BLANK" rel="nofollow opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">x</a>');
  });

  it("drops a named or other target, and 'opener' from rel", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="x" rel="opener">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com" target="_top">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.com" rel="nofollow">x</a>',
    );
  });

  it("keeps the links the editor writes as they are", () => {
    const html = '<p><a href="https://example.com" rel="noopener noreferrer">x</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe("sanitizeRichText: classes", () => {
  it("removes class from every element, so content cannot dress up as the site's own interface", () => {
    expect(
      sanitizeRichText(
        '<div class="admin-banner"><p class="btn btn--primary">Log in again</p><span class="x">y</span></div>',
      ),
    ).toBe("<div><p>Log in again</p><span>y</span></div>");
    expect(sanitizeRichText('<a class="button" href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it("keeps the language class of the editor's code blocks, and nothing else on code", () => {
    expect(sanitizeRichText('<pre><code class="language-typescript">let a = 1;</code></pre>')).toBe(
      '<pre><code class="language-typescript">let a = 1;</code></pre>',
    );
    expect(sanitizeRichText('<pre><code class="language-js hero">x</code></pre>')).toBe(
      '<pre><code class="language-js">x</code></pre>',
    );
    expect(sanitizeRichText('<code class="hero">x</code>')).toBe("<code>x</code>");
  });
});

describe("sanitizeRichText: video embeds", () => {
  const ID = "dQw4w9WgXcQ";
  const stored = `<iframe src="https://www.youtube-nocookie.com/embed/${ID}" title="YouTube video" allowfullscreen></iframe>`;
  const embeds = (html: string) => sanitizeRichText(html, { videoEmbeds: true });

  it("keeps a youtube-nocookie embed in one fixed form: the id only, no other attribute", () => {
    expect(embeds(`<p>a</p>${stored}<p>b</p>`)).toBe(`<p>a</p>${stored}<p>b</p>`);
    expect(
      embeds(
        `<iframe src="https://youtube-nocookie.com/embed/${ID}?start=30&autoplay=1" width="560" height="315" ` +
          `style="position:fixed" onload="alert(1)" allow="camera" sandbox="" srcdoc="x"></iframe>`,
      ),
    ).toBe(stored);
  });

  it("strips every other frame, with whatever it holds", () => {
    for (const html of [
      `<iframe src="https://www.youtube.com/embed/${ID}"></iframe>`,
      `<iframe src="https://youtube.com/watch?v=${ID}"></iframe>`,
      `<iframe src="http://www.youtube-nocookie.com/embed/${ID}"></iframe>`,
      `<iframe src="//www.youtube-nocookie.com/embed/${ID}"></iframe>`,
      `<iframe src="https://www.youtube-nocookie.com.evil.example/embed/${ID}"></iframe>`,
      `<iframe src="https://evil.example/?u=https://www.youtube-nocookie.com/embed/${ID}">fallback</iframe>`,
      `<iframe src="https://www.youtube-nocookie.com/embed/${ID}/../../evil"></iframe>`,
      `<iframe src="https://www.youtube-nocookie.com/embed/not-an-id"></iframe>`,
      `<iframe src="https://www.youtube-nocookie.com/embed/${ID}x"></iframe>`,
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      "<iframe></iframe>",
    ])
      expect(embeds(html), html).toBe("");
  });

  it("removes even a proper embed where embeds are not allowed (page texts, mail)", () => {
    expect(sanitizeRichText(`<p>a</p>${stored}`)).toBe("<p>a</p>");
  });
});
