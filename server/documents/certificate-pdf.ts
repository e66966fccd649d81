// The certificate of completion: plain data in, the bytes of an A4 landscape PDF out. What it prints (name, course,
// dates, number) is what the certificate row stored when it was issued, so a reprint says what the first print did.
// The QR code and the printed address lead to the public verification page.
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatCalendarDate } from "#contract/i18n/format";
import type { Locale } from "#contract/locales";
import { drawLine, fittedSize, registerFonts } from "./certificate-fonts";

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
  /** The public verification page's absolute address: the QR code holds it and it is printed below the code. */
  verifyUrl: string;
}

const TEXT = {
  en: {
    title: "Certificate of Completion",
    certify: "This is to certify that",
    completed: "has successfully completed the course",
    period: (from: string, to: string) => (from === to ? `held on ${from}.` : `held from ${from} to ${to}.`),
    number: (n: string) => `Certificate number ${n}`,
    issued: (d: string) => `Issued on ${d}`,
    verify: "Scan the code or open this address to check that it is genuine:",
  },
  hi: {
    title: "पूर्णता प्रमाणपत्र",
    certify: "प्रमाणित किया जाता है कि",
    completed: "ने यह पाठ्यक्रम सफलतापूर्वक पूरा किया है",
    period: (from: string, to: string) => (from === to ? `${from} को।` : `${from} से ${to} तक।`),
    number: (n: string) => `प्रमाणपत्र क्रमांक ${n}`,
    issued: (d: string) => `जारी करने की तारीख़ ${d}`,
    verify: "यह असली है, यह जाँचने के लिए कोड स्कैन करें या यह पता खोलें:",
  },
} as const;

const INK = "#2b2118";
const MUTED = "#5c4a3a";
const ACCENT = "#8a2c1b";
const SAFFRON = "#c76a12";
const CREAM = "#fbf6ec";

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 };

/** The QR code as filled squares (vectors: sharp at any print size), with its quiet zone left blank. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const cell = size / (count + 8);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
  doc.fill(INK);
}

export async function renderCertificatePdf(data: CertificateData): Promise<Buffer> {
  const t = TEXT[data.locale];
  const date = (d: string) => formatCalendarDate(data.locale, d) ?? d;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: {
      Title: `${t.title}: ${data.personName}`,
      Author: data.academyName,
      Subject: data.courseTitle,
      CreationDate: new Date(`${data.issuedOn}T00:00:00Z`),
    },
    lang: data.locale === "hi" ? "hi-IN" : "en-IN",
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  registerFonts(doc);

  const centre = PAGE.width / 2;
  const inner = PAGE.width - 160;
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(CREAM);
  doc
    .lineWidth(6)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke(ACCENT);
  doc
    .lineWidth(1)
    .rect(36, 36, PAGE.width - 72, PAGE.height - 72)
    .stroke(SAFFRON);

  drawLine(doc, data.academyName, { size: 20, weight: "bold", color: ACCENT }, { y: 62, centre });
  if (data.academyAddress) drawLine(doc, data.academyAddress, { size: 11, color: MUTED }, { y: 90, centre });
  drawLine(doc, t.title, { size: 34, weight: "bold", color: INK }, { y: 120, centre });
  doc
    .moveTo(centre - 90, 180)
    .lineTo(centre + 90, 180)
    .lineWidth(1.5)
    .stroke(SAFFRON);
  drawLine(doc, t.certify, { size: 15, color: MUTED }, { y: 192, centre });
  const nameStyle = { size: 36, weight: "bold" as const, color: ACCENT };
  drawLine(
    doc,
    data.personName,
    { ...nameStyle, size: fittedSize(doc, data.personName, nameStyle, inner, 18) },
    { y: 222, centre },
  );
  drawLine(doc, t.completed, { size: 15, color: MUTED }, { y: 282, centre });
  const courseStyle = { size: 24, weight: "bold" as const, color: INK };
  drawLine(
    doc,
    data.courseTitle,
    { ...courseStyle, size: fittedSize(doc, data.courseTitle, courseStyle, inner, 14) },
    { y: 310, centre },
  );
  drawLine(
    doc,
    t.period(date(data.startsOn), date(data.endsOn)),
    { size: 14, color: MUTED },
    { y: 352, centre },
  );

  // Bottom: the number and date on the left, the QR code and the verification address on the right.
  drawLine(
    doc,
    t.number(data.certificateNumber),
    { size: 12, weight: "bold", color: INK },
    { y: 470, x: 70 },
  );
  drawLine(doc, t.issued(date(data.issuedOn)), { size: 12, color: MUTED }, { y: 490, x: 70 });
  const qrSize = 104;
  const qrX = PAGE.width - 70 - qrSize;
  drawQr(doc, data.verifyUrl, qrX, 400, qrSize);
  drawLine(doc, t.verify, { size: 9, color: MUTED }, { y: 510, x: PAGE.width - 70 - 330 });
  drawLine(doc, data.verifyUrl, { size: 9, color: INK }, { y: 524, x: PAGE.width - 70 - 330 });

  doc.end();
  return finished;
}
