// QR codes as vectors: drawn into a PDF as filled rectangles (sharp at any zoom or printer, a few hundred bytes),
// and as one SVG path for a page (the UPI payment page shows it to be scanned from a computer screen).
import QRCode from "qrcode";
import type { Pdf } from "./pdf";

/** Level M restores about 15% of a damaged code: enough for a printed certificate, and the code stays small. */
export type ErrorCorrection = "L" | "M" | "Q" | "H";

/** The code's dark modules, row by row, as horizontal runs [row, firstColumn, length]; and its side in modules. */
export function qrRuns(
  text: string,
  errorCorrection: ErrorCorrection = "M",
): { size: number; runs: number[][] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: errorCorrection });
  const runs: number[][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/** The quiet zone the QR standard asks for around the code, in modules; scanners fail without it on a busy page. */
export const QUIET_ZONE = 4;

/**
 * Draws the code with its outer edge (quiet zone included) at x, y and `side` points wide, on a white ground so it
 * scans on a tinted page. All modules are one path, filled once, so no seams show between neighbours.
 */
export function drawQr(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  side: number,
  options: { color?: string; errorCorrection?: ErrorCorrection } = {},
): void {
  const { size, runs } = qrRuns(text, options.errorCorrection);
  const module = side / (size + 2 * QUIET_ZONE);
  doc.save();
  doc.rect(x, y, side, side).fill("#ffffff");
  for (const [row = 0, col = 0, length = 0] of runs) {
    doc.rect(x + (col + QUIET_ZONE) * module, y + (row + QUIET_ZONE) * module, length * module, module);
  }
  doc.fill(options.color ?? "#000000");
  doc.restore();
}

/**
 * The code as an SVG image for a page: one path in a viewBox of modules, scaled by CSS, with a title that names
 * what it holds for screen readers. `label` is plain text (escaped here).
 */
export function qrSvg(text: string, label: string, errorCorrection: ErrorCorrection = "M"): string {
  const { size, runs } = qrRuns(text, errorCorrection);
  const side = size + 2 * QUIET_ZONE;
  const path = runs
    .map(
      ([row = 0, col = 0, length = 0]) => `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`,
    )
    .join("");
  const title = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${title}" ` +
    `shape-rendering="crispEdges"><title>${title}</title><rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path d="${path}" fill="#000"/></svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
