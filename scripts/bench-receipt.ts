// `npm run bench:receipt`: what making one receipt PDF costs, and its size. Renders BENCH_RECEIPT_COUNT (200) GST
// tax invoices one after another (a Devanagari buyer's name and address, CGST + SGST, the total in words), then as
// many plain receipts and certificates of completion, in one process as the server would. Prints, for each: the
// first render (which loads and unpacks the fonts and prepares Devanagari shaping, once per process), then p50,
// p95 and the slowest of the rest, wall-clock and CPU, and the file's size. Wall-clock times grow with the
// machine's other load; CPU times much less.
import { splitTax } from "../contract/gst";
import { renderCertificate } from "../server/documents/certificate";
import { type ReceiptData, renderReceipt } from "../server/documents/receipt";

const COUNT = Number(process.env.BENCH_RECEIPT_COUNT ?? 200);

const supplier = {
  name: "Varanasi Academy of Vastu and Numerology",
  address: "B 21/115, Kamachha, Sigra, Varanasi, Uttar Pradesh 221010",
  gstin: "09AAACR5055K1Z5",
  stateCode: "09",
  email: "accounts@academy.example.in",
  phone: "+91 542 222 3333",
};

function invoice(i: number): ReceiptData {
  return {
    kind: "tax_invoice",
    number: `VA/2026-27/${String(i + 1).padStart(4, "0")}`,
    issuedAt: new Date("2027-03-02T06:30:00Z"),
    supplier,
    recipient: {
      name: "श्रीमती प्रियंका त्रिपाठी",
      address: "12, लंका, वाराणसी, उत्तर प्रदेश 221005",
      stateCode: "09",
      email: "priyanka@example.in",
      phone: "+91 98765 43210",
    },
    description: "Vastu Shastra: Foundation Course, batch 1 March 2027 to 15 March 2027",
    sac: "999293",
    placeOfSupplyCode: "09",
    tax: splitTax({
      amountPaise: 1_180_000 + i,
      inclusive: true,
      rateBps: 1800,
      supplierStateCode: "09",
      placeOfSupplyCode: "09",
    }),
    payment: {
      method: "Razorpay (UPI)",
      reference: "pay_29QQoUBi66xm2f",
      paidAt: new Date("2027-03-02T06:29:00Z"),
    },
  };
}

function plain(i: number): ReceiptData {
  return { ...invoice(i), kind: "receipt", amountPaise: 1_500_000, supplier: { ...supplier, gstin: null } };
}

function certificate(i: number) {
  return renderCertificate({
    locale: i % 2 ? "hi" : "en",
    academyName: supplier.name,
    academyAddress: "Sigra, Varanasi",
    personName: "श्रीमती प्रियंका त्रिपाठी",
    courseTitle: "Vastu Shastra: Foundation Course",
    startsOn: "2027-03-01",
    endsOn: "2027-03-15",
    certificateNumber: `VA-C-2027-${String(i + 1).padStart(4, "0")}`,
    issuedOn: "2027-03-16",
    verifyUrl: `https://academy.example.in/certificate/7KQ2M9XD${i}`,
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function bench(label: string, render: (i: number) => Promise<Buffer>) {
  const coldStart = performance.now();
  const first = await render(0);
  const cold = performance.now() - coldStart;
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = first.length;
  for (let i = 1; i <= COUNT; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const pdf = await render(i);
    const used = process.cpuUsage(cpuStart);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
    bytes = Math.max(bytes, pdf.length);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(
    `${label}: first ${ms(cold)}; then ${COUNT} renders: p50 ${ms(percentile(wall, 0.5))}, ` +
      `p95 ${ms(percentile(wall, 0.95))}, slowest ${ms(wall.at(-1) ?? 0)} ` +
      `(CPU p50 ${ms(percentile(cpu, 0.5))}, p95 ${ms(percentile(cpu, 0.95))}); ` +
      `size ${first.length.toLocaleString("en-IN")} bytes (largest ${bytes.toLocaleString("en-IN")})`,
  );
}

await bench("GST tax invoice", (i) => renderReceipt(invoice(i)));
await bench("plain receipt", (i) => renderReceipt(plain(i)));
await bench("certificate (English and Hindi alternately)", certificate);
