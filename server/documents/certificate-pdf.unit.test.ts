// The certificate PDF read back: its text (as Poppler's pdftotext extracts it, which is what copying, search and
// screen readers get) holds a Devanagari name exactly, in logical order, and the page renders (pdftoppm).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { splitRuns } from "./certificate-fonts";
import { type CertificateData, renderCertificatePdf } from "./certificate-pdf";

const POPPLER = existsSync("/usr/bin/pdftotext") && existsSync("/usr/bin/pdftoppm");
if (!POPPLER) {
  const message =
    "pdftotext/pdftoppm are not installed (apt-get install poppler-utils): certificate PDF checks SKIPPED";
  if (process.env.REQUIRE_ALL_TESTS === "1") throw new Error(message);
  console.warn(`\n*** ${message} ***\n`);
}

const DATA: CertificateData = {
  locale: "hi",
  academyName: "Vastu Academy Varanasi",
  academyAddress: "Varanasi",
  personName: "श्रीमती प्रियंका त्रिपाठी",
  courseTitle: "वास्तु आधार",
  startsOn: "2026-12-17",
  endsOn: "2026-12-22",
  certificateNumber: "CERT-2026-00012",
  issuedOn: "2026-12-23",
  verifyUrl: "https://academy.example/hi/certificate/K7QX2M9P4T",
};

function withFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), "certificate-"));
  try {
    const file = path.join(dir, "certificate.pdf");
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("splitRuns", () => {
  it("cuts a line into Devanagari and Latin runs, spaces staying with the run they follow", () => {
    expect(splitRuns("प्रिया Sharma, 2026")).toEqual([
      { text: "प्रिया ", script: "devanagari" },
      { text: "Sharma, 2026", script: "latin" },
    ]);
  });
});

describe.runIf(POPPLER)("the certificate PDF", () => {
  it("prints a Devanagari name that reads back exactly, with the course, dates, number and address", async () => {
    const pdf = await renderCertificatePdf(DATA);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = withFile(pdf, (file) =>
      execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", file, "-"]).toString(),
    );
    for (const expected of [
      "श्रीमती प्रियंका त्रिपाठी",
      "वास्तु आधार",
      "पूर्णता प्रमाणपत्र",
      "17 दिसंबर 2026 से 22 दिसंबर 2026 तक।",
      "CERT-2026-00012",
      DATA.verifyUrl,
    ])
      expect(text).toContain(expected);
    // One page, rendered by Poppler without complaint.
    const pages = withFile(pdf, (file, dir) => {
      execFileSync("/usr/bin/pdftoppm", ["-png", "-r", "40", file, path.join(dir, "page")]);
      return readdirSync(dir).filter((f) => f.endsWith(".png"));
    });
    expect(pages).toHaveLength(1);
  });

  it("is the same file for the same certificate, and in English for an English enrolment", async () => {
    const english = {
      ...DATA,
      locale: "en" as const,
      personName: "Priya Sharma",
      courseTitle: "Vastu Adhaar",
    };
    const [a, b] = await Promise.all([renderCertificatePdf(english), renderCertificatePdf(english)]);
    expect(a.equals(b)).toBe(true);
    const text = withFile(a, (file) =>
      execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", file, "-"]).toString(),
    );
    expect(text).toContain("Certificate of Completion");
    expect(text).toContain("Priya Sharma");
    expect(text).toContain("held from 17 December 2026 to 22 December 2026.");
  });
});
