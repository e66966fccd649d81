// The fonts of our PDFs: Mukta from @fontsource/mukta, the family the site itself uses, in its Latin, Devanagari
// and Latin Extended subset files. Each file holds one script's letters (the Devanagari file has no comma, digit or
// Latin letter; the Latin file no Devanagari), so text is cut into runs and each run is set in a file that has
// all of its characters. fontkit shapes each run: conjuncts, reordered i-matras, reph and mark positions.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { woffToSfnt } from "./woff";

export type Weight = "regular" | "bold";
export type Script = "latin" | "devanagari" | "latin-ext";
export type Font = fontkit.Font;

/** Tried in this order for a character that starts a run: most text is Latin, then Hindi. */
const SCRIPTS: readonly Script[] = ["latin", "devanagari", "latin-ext"];
const WEIGHT_FILE: Record<Weight, number> = { regular: 400, bold: 700 };

const require = createRequire(import.meta.url);
const loaded = new Map<string, Font>();

/**
 * A font, read and unpacked once per process: fontkit prepares a font's shaping tables on its first use (hundreds
 * of milliseconds for Devanagari), and PDFKit accepts the same font object in every document.
 */
export function documentFont(script: Script, weight: Weight): Font {
  const name = fontName(script, weight);
  let font = loaded.get(name);
  if (!font) {
    const file = require.resolve(`@fontsource/mukta/files/${name}-normal.woff`);
    const created = fontkit.create(woffToSfnt(readFileSync(file)));
    if (!("layout" in created)) throw new Error(`${file} is a font collection`);
    font = created;
    loaded.set(name, font);
  }
  return font;
}

/**
 * Loads every font and prepares its shaping, so that the first document after a start does not pay for it (about
 * 2 s on a busy machine, against some 50 ms for each document after). Call it once at start-up, off the
 * request path; it is synchronous CPU work, so after the server listens rather than before.
 */
export function prepareDocumentFonts(): void {
  for (const weight of ["regular", "bold"] as const) {
    textWidth("Receipt ₹1,180.00 श्रीमती प्रियंका त्रिपाठी, Łódź", 10, weight);
  }
}

/** The name a document registers the font under (PDFKit's cache key), which is also its file's stem. */
export function fontName(script: Script, weight: Weight): string {
  return `mukta-${script}-${WEIGHT_FILE[weight]}`;
}

export interface TextRun {
  /** What is set in the font: `original` with any character no font has replaced by "?". */
  text: string;
  original: string;
  script: Script;
}

/** Combining marks and the joiners belong to the letter before them, whatever font has them on their own. */
const ATTACHES_TO_PREVIOUS = /^(?:\p{M}|\u200C|\u200D|[\uFE00-\uFE0F])$/u;

/**
 * Cuts text into runs that one font file can set. A character stays in the current run when that run's font has
 * it (spaces, the rupee sign, marks), so a Hindi phrase keeps its words and spaces in one run and is shaped as
 * one; otherwise it starts a run in the first file that has it. A character that no file has (another Indic
 * script, an emoji) is printed as "?", while the run keeps the original for the PDF's text layer.
 */
export function splitRuns(text: string, weight: Weight): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const char of text.normalize("NFC")) {
    const codePoint = char.codePointAt(0) ?? 0;
    const stays =
      current &&
      (ATTACHES_TO_PREVIOUS.test(char) ||
        documentFont(current.script, weight).hasGlyphForCodePoint(codePoint));
    if (current && stays) {
      current.text += char;
      current.original += char;
      continue;
    }
    const script = SCRIPTS.find((s) => documentFont(s, weight).hasGlyphForCodePoint(codePoint));
    const run: TextRun = { text: script ? char : "?", original: char, script: script ?? "latin" };
    if (current && current.script === run.script) {
      current.text += run.text;
      current.original += run.original;
    } else {
      runs.push(run);
      current = run;
    }
  }
  return runs;
}

/** The width of `text` in points at `size`, as it will be set (shaped, run by run). */
export function textWidth(text: string, size: number, weight: Weight): number {
  let width = 0;
  for (const run of splitRuns(text, weight)) {
    const font = documentFont(run.script, weight);
    width += (font.layout(run.text).advanceWidth / font.unitsPerEm) * size;
  }
  return width;
}

/** Glyph names and pen positions in font units, as `hb-shape --no-clusters --no-advances` prints them. */
export function shapedGlyphs(text: string, weight: Weight = "regular"): string[] {
  const out: string[] = [];
  for (const run of splitRuns(text, weight)) {
    const layout = documentFont(run.script, weight).layout(run.text);
    let pen = 0;
    layout.glyphs.forEach((glyph, i) => {
      const position = layout.positions[i];
      const x = pen + (position?.xOffset ?? 0);
      const y = position?.yOffset ?? 0;
      out.push(x === 0 && y === 0 ? glyph.name : `${glyph.name}@${x},${y}`);
      pen += position?.xAdvance ?? 0;
    });
  }
  return out;
}
