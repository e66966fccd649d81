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
