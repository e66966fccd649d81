import { describe, expect, it } from "vitest";
import { asHtml, isHtml, plainTextToHtml } from "./rich-text";

describe("rich text from plain text", () => {
  it("makes a paragraph of each blank-line block, a line break of each single one, and escapes markup", () => {
    expect(plainTextToHtml("Architect & teacher.\nVaranasi\n\n\n<b>Twenty</b> years.")).toBe(
      "<p>Architect &amp; teacher.<br>Varanasi</p><p>&lt;b&gt;Twenty&lt;/b&gt; years.</p>",
    );
  });

  it("leaves HTML from the editor as it is", () => {
    expect(isHtml("  <p>Hi</p>")).toBe(true);
    expect(asHtml("<p>Hi</p>")).toBe("<p>Hi</p>");
    expect(asHtml("Hi <there>")).toBe("<p>Hi &lt;there&gt;</p>");
  });
});
