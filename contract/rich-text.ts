// Text fields that became rich text (a course's instructor biography) keep their older plain-text values: a value
// that starts with a tag is HTML, anything else is plain text whose blank lines separate paragraphs.

export const isHtml = (value: string) => /^\s*</.test(value);

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Plain text as the HTML the rich editor would have written for it: a paragraph per blank-line block. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/** The value as HTML, whichever it is. */
export const asHtml = (value: string) => (isHtml(value) ? value : plainTextToHtml(value));
