// The fonts of the certificate PDF, in one place: Mukta (the site's own family) from @fontsource/mukta. Its files
// hold one script each: the Devanagari file has no Latin letter, comma or digit, the Latin file no Devanagari. So a
// line is cut into runs by script and each run is set in the file that has its characters; PDFKit's fontkit then
// shapes the Devanagari runs (conjuncts, the i-matra drawn before its consonant, reph, marks).
// (The shared document building blocks of the payments groundwork do the same for receipts; the two are to be
// joined when both are on main.)
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";
import type PDFDocument from "pdfkit";

export type Weight = "regular" | "bold";
type Script = "latin" | "devanagari";

const require = createRequire(import.meta.url);
const WEIGHT_FILE: Record<Weight, number> = { regular: 400, bold: 700 };
const fonts = new Map<string, fontkit.Font>();

/** The font's registered name in a document, which is also its file's stem. */
const fontName = (script: Script, weight: Weight) => `mukta-${script}-${WEIGHT_FILE[weight]}`;

/**
 * One parsed font per file for the whole process, handed to every document: fontkit prepares a font's shaping
 * tables on first use (most of a second for Devanagari), which a font parsed anew for each document pays again.
 */
function parsedFont(name: string): fontkit.Font {
  let font = fonts.get(name);
  if (!font) {
    const woff = readFileSync(require.resolve(`@fontsource/mukta/files/${name}-normal.woff`));
    const created = fontkit.create(woffToSfnt(woff));
    if (!("layout" in created)) throw new Error(`${name} is a font collection`);
    font = created;
    fonts.set(name, font);
  }
  return font;
}

/**
 * WOFF 1.0 to the plain font it wraps (W3C WOFF 1.0, sections 4-5: a 44-byte header, then a 20-byte entry per
 * table, each table zlib-compressed unless that did not help). fontkit reads WOFF itself, but inflates a table
 * again each time PDFKit's subsetter reads a glyph from it: seconds per Devanagari certificate instead of tens of
 * milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 font");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Registers the four fonts (two scripts, two weights) with a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const script of ["latin", "devanagari"] as const)
    for (const weight of ["regular", "bold"] as const) {
      const name = fontName(script, weight);
      doc.registerFont(name, parsedFont(name) as never);
    }
}

// Devanagari, its extensions and Vedic marks; the joiners stay with the run they are in.
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/u;
const JOINS_ANY_RUN = /[\s\u200C\u200D]/u;

/**
 * The text cut into runs of one script each: Devanagari letters and marks in one, everything else (Latin, digits,
 * punctuation, ₹) in the other. Spaces and joiners stay in the run they follow.
 */
export function splitRuns(text: string): { text: string; script: Script }[] {
  const runs: { text: string; script: Script }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const script: Script = DEVANAGARI.test(char) ? "devanagari" : "latin";
    if (last && (last.script === script || JOINS_ANY_RUN.test(char))) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

export interface LineStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** The width of a line set run by run, in points. */
export function lineWidth(doc: PDFKit.PDFDocument, text: string, style: LineStyle): number {
  let width = 0;
  for (const run of splitRuns(text)) {
    doc.font(fontName(run.script, style.weight ?? "regular")).fontSize(style.size);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** The largest size up to `style.size` (and not below `min`) at which the line fits `maxWidth`. */
export function fittedSize(
  doc: PDFKit.PDFDocument,
  text: string,
  style: LineStyle,
  maxWidth: number,
  min = 10,
): number {
  const width = lineWidth(doc, text, style);
  return width <= maxWidth ? style.size : Math.max(min, Math.floor((style.size * maxWidth) / width));
}

/**
 * Draws one line, its runs side by side from `x` (or centred on `centre`), with the line's top at `y`. The line
 * is one marked span whose ActualText is the text as given, so that copying or extracting it from the PDF gives
 * the name back in logical order (the shaped glyphs put a Devanagari i-matra before its consonant).
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  style: LineStyle,
  at: { y: number; x?: number; centre?: number },
): void {
  const width = lineWidth(doc, text, style);
  let x = at.centre !== undefined ? at.centre - width / 2 : (at.x ?? 0);
  doc.markContent("Span", { actual: text } as never);
  for (const run of splitRuns(text)) {
    doc
      .font(fontName(run.script, style.weight ?? "regular"))
      .fontSize(style.size)
      .fillColor(style.color ?? "#2b2118");
    doc.text(run.text, x, at.y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
  doc.endMarkedContent();
}

export type { PDFDocument };
