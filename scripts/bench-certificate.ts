// `npm run bench:certificate`: renders BENCH_CERTIFICATES (50) certificates of completion one after another, with
// a Devanagari name and course in Hindi and with a Latin one in English, and prints for each language the first
// render (which reads the fonts and prepares their shaping), then p50, p95 and the slowest of the rest, and the
// file's size.
import { type CertificateData, renderCertificate } from "../server/documents/certificate";

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 50);
const base: CertificateData = {
  locale: "hi",
  academyName: "Vastu Academy Varanasi",
  academyAddress: "Varanasi",
  personName: "श्रीमती प्रियंका त्रिपाठी",
  courseTitle: "वास्तु आधार: वास्तु शास्त्र का आधार पाठ्यक्रम",
  startsOn: "2026-12-17",
  endsOn: "2026-12-22",
  certificateNumber: "CERT-2026-00012",
  issuedOn: "2026-12-23",
  verifyUrl: "https://academy.example/hi/certificate/K7QX2M9P4T",
};
const english: CertificateData = {
  ...base,
  locale: "en",
  personName: "Priya Sharma",
  courseTitle: "Vastu Adhaar: Foundation Course",
  verifyUrl: "https://academy.example/certificate/K7QX2M9P4T",
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const rows: Record<string, Record<string, number>> = {};
for (const [label, data] of [
  ["Hindi, Devanagari name", base],
  ["English, Latin name", english],
] as const) {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < COUNT; i++) {
    const t0 = performance.now();
    const pdf = await renderCertificate({
      ...data,
      certificateNumber: `CERT-2026-${String(i).padStart(5, "0")}`,
    });
    times.push(performance.now() - t0);
    size = pdf.length;
  }
  const [first = 0, ...rest] = times;
  rest.sort((a, b) => a - b);
  rows[label] = {
    "first ms": Math.round(first),
    "p50 ms": Math.round(pct(rest, 50)),
    "p95 ms": Math.round(pct(rest, 95)),
    "max ms": Math.round(rest[rest.length - 1] ?? 0),
    "size bytes": size,
  };
}
console.log(`${COUNT} certificates per language, one after another`);
console.table(rows);
