// The text of a PDF as Poppler's pdftotext extracts it (Debian package poppler-utils): what a person who copies
// from the document, or a search, or a screen reader gets. Tests of our PDFs check names and figures with it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PDFTOTEXT = ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext"].find(existsSync);

/**
 * Says loudly, once per file, that the PDF text checks are skipped without pdftotext, and fails the run instead
 * under REQUIRE_ALL_TESTS=1 (CI installs poppler-utils). Returns whether the checks can run.
 */
export function pdfTextAvailable(testFile: string): boolean {
  if (PDFTOTEXT) return true;
  const message = `pdftotext is not installed (apt-get install poppler-utils): the PDF text checks of ${testFile} are SKIPPED`;
  if (process.env.REQUIRE_ALL_TESTS === "1") throw new Error(message);
  console.warn(`\n*** ${message} ***\n`);
  return false;
}

/**
 * The PDF's text, pages separated by form feeds. Each line our documents draw comes out as a line of its own
 * (its ActualText), so a table's label and amount are neighbouring lines.
 */
export function pdfText(pdf: Buffer): string {
  if (!PDFTOTEXT) throw new Error("pdftotext is not installed");
  const dir = mkdtempSync(path.join(os.tmpdir(), "pdf-text-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return execFileSync(PDFTOTEXT, ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How many pages the PDF has (PDFKit writes each page object uncompressed). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
}
