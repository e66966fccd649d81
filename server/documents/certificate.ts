// The certificate of completion: a pure function from plain data to the bytes of an A4 landscape PDF. The batches
// feature stores what it prints (name, course, dates, number) when it issues a certificate and renders from that,
// so a certificate reprinted later says what it said the first time.
import type { Catalogue } from "#contract/i18n/catalogue";
import { formatCalendarDate } from "#contract/i18n/format";
import { INTL_LOCALE, type Locale } from "#contract/locales";
import { drawLine, drawParagraph, drawRule, fitSize, type Pdf, startPdf } from "./pdf";
import { drawQr } from "./qr";

export interface CertificateData {
  locale: Locale;
  academyName: string;
  /** One line under the academy's name (its city or address); optional. */
  academyAddress?: string;
  personName: string;
  courseTitle: string;
  /** The batch's dates, YYYY-MM-DD in India. */
  startsOn: string;
  endsOn: string;
  certificateNumber: string;
  /** YYYY-MM-DD in India; also the PDF's creation date, so the same certificate gives the same bytes. */
  issuedOn: string;
  /** The public verification page's absolute address: the QR code holds it and it is printed beside the code. */
  verifyUrl: string;
  signatory?: { name: string; title: string };
}

const en = {
  title: "Certificate of Completion",
  certify: "This is to certify that",
  completed: "has successfully completed the course",
  period: (from: string, to: string) => `held from ${from} to ${to}.`,
  number: "Certificate number",
  issued: "Issued on",
  verify: "Scan the code or open this address to check that the certificate is genuine:",
  signatory: "Director",
};

const hi: Catalogue<typeof en> = {
  title: "पूर्णता प्रमाण-पत्र",
  certify: "प्रमाणित किया जाता है कि",
  completed: "ने पाठ्यक्रम",
  period: (from: string, to: string) => `(${from} से ${to} तक) सफलतापूर्वक पूरा किया है।`,
  number: "प्रमाण-पत्र संख्या",
  issued: "जारी करने की तिथि",
  verify: "प्रमाण-पत्र की सत्यता जाँचने के लिए कोड स्कैन करें या यह पता खोलें:",
  signatory: "निदेशक",
};

const INK = "#2b2118";
const MUTED = "#5c4a3a";
const ACCENT = "#8a2c1b";
const SAFFRON = "#c76a12";
const CREAM = "#fbf6ec";

export async function renderCertificate(data: CertificateData): Promise<Buffer> {
  const text = data.locale === "hi" ? hi : en;
  const { doc, finished } = startPdf(
    {
      title: `${text.title}: ${data.personName}`,
      author: data.academyName,
      subject: `${data.courseTitle} (${data.certificateNumber})`,
      createdAt: new Date(`${data.issuedOn}T00:00:00+05:30`),
      lang: INTL_LOCALE[data.locale] as "en-IN" | "hi-IN",
    },
    { size: "A4", layout: "landscape" },
  );
  const width = doc.page.width;
  const height = doc.page.height;
  frame(doc, width, height);

  const inner = { x: 90, width: width - 180 };
  const center = { ...inner, align: "center" as const };
  drawLine(doc, data.academyName, inner.x, 96, {
    ...center,
    size: fitSize(data.academyName, inner.width, 24, 14, "bold"),
    weight: "bold",
    color: ACCENT,
  });
  if (data.academyAddress)
    drawLine(doc, data.academyAddress, inner.x, 116, { ...center, size: 10, color: MUTED });

  drawLine(doc, text.title, inner.x, 178, { ...center, size: 30, weight: "bold", color: INK });
  drawRule(doc, width / 2 - 60, 194, 120, { thickness: 1.5, color: SAFFRON });

  drawLine(doc, text.certify, inner.x, 238, { ...center, size: 13, color: MUTED });
  drawLine(doc, data.personName, inner.x, 284, {
    ...center,
    size: fitSize(data.personName, inner.width, 32, 16, "bold"),
    weight: "bold",
    color: ACCENT,
  });
  drawRule(doc, width / 2 - 190, 298, 380, { thickness: 0.5, color: MUTED });
  drawLine(doc, text.completed, inner.x, 330, { ...center, size: 13, color: MUTED });
  const afterCourse = drawParagraph(doc, data.courseTitle, inner.x, 362, {
    ...center,
    size: 20,
    weight: "bold",
    color: INK,
    lineHeight: 25,
    maxLines: 2,
  });
  const from = formatCalendarDate(data.locale, data.startsOn) ?? data.startsOn;
  const to = formatCalendarDate(data.locale, data.endsOn) ?? data.endsOn;
  drawLine(doc, text.period(from, to), inner.x, afterCourse + 4, { ...center, size: 13, color: MUTED });

  footer(doc, data, text, width, height);
  doc.end();
  return finished;
}

function frame(doc: Pdf, width: number, height: number): void {
  doc.rect(0, 0, width, height).fill(CREAM);
  doc
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(2.5)
    .stroke(ACCENT);
  doc
    .rect(26, 26, width - 52, height - 52)
    .lineWidth(0.75)
    .stroke(SAFFRON);
}

function footer(doc: Pdf, data: CertificateData, text: typeof en, width: number, height: number): void {
  const base = height - 118;
  drawLine(doc, text.number, 70, base, { size: 9, color: MUTED });
  drawLine(doc, data.certificateNumber, 70, base + 16, { size: 12, weight: "bold", color: INK });
  drawLine(doc, text.issued, 70, base + 38, { size: 9, color: MUTED });
  drawLine(doc, formatCalendarDate(data.locale, data.issuedOn) ?? data.issuedOn, 70, base + 54, {
    size: 12,
    color: INK,
  });

  const signature = { x: width / 2 - 95, width: 190, align: "center" as const };
  drawRule(doc, signature.x, base + 22, signature.width, { thickness: 0.75, color: INK });
  if (data.signatory) drawLine(doc, data.signatory.name, signature.x, base + 38, { ...signature, size: 11 });
  drawLine(doc, data.signatory?.title ?? text.signatory, signature.x, base + (data.signatory ? 52 : 38), {
    ...signature,
    size: 9,
    color: MUTED,
  });

  const qrSide = 92;
  const right = width - 70;
  const qrY = base - 46;
  drawQr(doc, data.verifyUrl, right - qrSide, qrY, qrSide);
  const note = { x: right - 320, width: 320, align: "right" as const };
  drawLine(doc, text.verify, note.x, qrY + qrSide + 12, {
    ...note,
    size: fitSize(text.verify, note.width, 8, 6, "regular"),
    color: MUTED,
  });
  drawLine(doc, data.verifyUrl, note.x, qrY + qrSide + 24, {
    ...note,
    size: fitSize(data.verifyUrl, note.width, 9, 5.5, "regular"),
    color: INK,
  });
}
