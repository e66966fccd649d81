// One PDF document with our fonts registered and its bytes collected, and the text helpers every document uses.
// PDFKit places text by its own line breaker; ours cuts text into runs of one script first (fonts.ts), so lines
// are measured and broken here, and each run is drawn at its place on the baseline.
import PDFDocument from "pdfkit";
import { documentFont, fontName, type Script, splitRuns, textWidth, type Weight } from "./fonts";

export type Pdf = PDFKit.PDFDocument;

export interface PdfMeta {
  title: string;
  author: string;
  subject?: string;
  /** Written into the file, and the seed of its ID: the same data and date give the same bytes. */
  createdAt: Date;
  lang: "en-IN" | "hi-IN";
}

const SCRIPTS: readonly Script[] = ["latin", "devanagari", "latin-ext"];
const WEIGHTS: readonly Weight[] = ["regular", "bold"];

/** A page of `size` with no margins (every document places its own text) and a promise of the finished bytes. */
export function startPdf(
  meta: PdfMeta,
  page: { size: "A4"; layout: "portrait" | "landscape" },
): { doc: Pdf; finished: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: page.size,
    layout: page.layout,
    margin: 0,
    lang: meta.lang,
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Creator: meta.author,
      Producer: "PDFKit",
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  });
  for (const script of SCRIPTS)
    for (const weight of WEIGHTS) {
      // PDFKit's types name only files and bytes; it also takes a fontkit font (PDFFontFactory.open).
      doc.registerFont(fontName(script, weight), documentFont(script, weight) as unknown as Buffer);
    }
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finished };
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

export interface LineOptions extends TextStyle {
  /** With a width: where the line sits inside [x, x + width]. */
  align?: "left" | "center" | "right";
  width?: number;
}

/**
 * Draws one line with its baseline at y, run by run. The line is one marked span whose ActualText is the text
 * as given, so that copying or extracting it (pdftotext, a screen reader) gives the Unicode back in logical order:
 * without it an i-matra, which is drawn before its consonant, would come out first. Returns the drawn width.
 */
export function drawLine(doc: Pdf, text: string, x: number, y: number, options: LineOptions): number {
  const weight = options.weight ?? "regular";
  const width = textWidth(text, options.size, weight);
  let at = x;
  if (options.width !== undefined && options.align === "center") at = x + (options.width - width) / 2;
  if (options.width !== undefined && options.align === "right") at = x + options.width - width;
  const hindi = /[\u0900-\u097F]/.test(text);
  doc.markContent("Span", { actual: text, ...(hindi ? { lang: "hi-IN" } : {}) });
  doc.fillColor(options.color ?? "#2b2118");
  for (const run of splitRuns(text, weight)) {
    doc
      .font(fontName(run.script, weight))
      .fontSize(options.size)
      .text(run.text, at, y, { lineBreak: false, baseline: "alphabetic" });
    at += textWidth(run.text, options.size, weight);
  }
  doc.endMarkedContent();
  return width;
}

/** Breaks text into lines no wider than `width`, at spaces and at the line breaks it has. */
export function wrapText(text: string, width: number, style: TextStyle): string[] {
  const weight = style.weight ?? "regular";
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, style.size, weight) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Draws wrapped text from the baseline y down; returns the baseline after the last line. */
export function drawParagraph(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  options: LineOptions & { width: number; lineHeight?: number; maxLines?: number },
): number {
  const lineHeight = options.lineHeight ?? options.size * 1.35;
  let lines = wrapText(text, options.width, options);
  if (options.maxLines !== undefined && lines.length > options.maxLines) {
    lines = lines.slice(0, options.maxLines);
    lines[lines.length - 1] = `${lines[lines.length - 1]}…`;
  }
  let baseline = y;
  for (const line of lines) {
    drawLine(doc, line, x, baseline, options);
    baseline += lineHeight;
  }
  return baseline;
}

/** The largest size from `size` down to `minSize` at which text fits on one line of `width`. */
export function fitSize(text: string, width: number, size: number, minSize: number, weight: Weight): number {
  const natural = textWidth(text, size, weight);
  if (natural <= width) return size;
  return Math.max(minSize, Math.floor(((size * width) / natural) * 10) / 10);
}

/** A horizontal line of `length` points from x at y. */
export function drawRule(
  doc: Pdf,
  x: number,
  y: number,
  length: number,
  style: { thickness: number; color: string },
): void {
  doc
    .moveTo(x, y)
    .lineTo(x + length, y)
    .lineWidth(style.thickness)
    .stroke(style.color);
}
