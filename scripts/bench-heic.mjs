// `npm run bench:heic`: a 12-megapixel phone photo in HEIC (4032 x 3024, HEVC, as an iPhone takes it) uploaded to the
// production server: the time of the upload (libheif decode in the worker thread, then the WebP renditions), the
// server's RSS before and at its peak, and the slowest /api/health answer while the photo converts (the decode
// runs beside the event loop, not on it). BENCH_ROUNDS uploads (3), figures per upload and their median.
//
// The photo is made here with libheif's heif-enc (`apt-get install libheif-examples`), from a picture drawn with
// sharp: gradients, shapes and grain, so that it compresses like a photo (about 1-3 MB at quality 60).
// BENCH_HEIC=path/to/photo.heic uses a photo of your own instead.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createBenchData, ensureBuilt, startServer } from "./bench-server.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3731);
const WIDTH = 4032;
const HEIGHT = 3024;

async function makePhoto(dir) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5b8fd6"/><stop offset="0.55" stop-color="#f3d6a4"/><stop offset="1" stop-color="#7a5a3a"/>
      </linearGradient>
      <radialGradient id="sun" cx="0.7" cy="0.3" r="0.25"><stop offset="0" stop-color="#fff6d0"/><stop offset="1" stop-color="#fff6d0" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect width="100%" height="100%" fill="url(#sun)"/>
    ${Array.from({ length: 60 }, (_, i) => {
      const x = (i * 677) % WIDTH;
      const y = HEIGHT * 0.55 + ((i * 131) % (HEIGHT * 0.4));
      return `<rect x="${x}" y="${y}" width="${150 + ((i * 37) % 300)}" height="${200 + ((i * 53) % 500)}" fill="hsl(${(i * 47) % 360},45%,${30 + (i % 40)}%)"/>`;
    }).join("")}
  </svg>`;
  const grain = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  const png = path.join(dir, "photo.png");
  await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "overlay" }])
    .png()
    .toFile(png);
  const heic = path.join(dir, "photo.heic");
  const enc = spawnSync("heif-enc", ["-q", "60", "-o", heic, png], { encoding: "utf8" });
  if (enc.error || enc.status !== 0)
    throw new Error(
      `heif-enc is needed to make the photo (apt-get install libheif-examples), or set BENCH_HEIC: ${enc.error?.message ?? enc.stderr}`,
    );
  return heic;
}

const status = (pid) => readFileSync(`/proc/${pid}/status`, "utf8");
const kb = (text, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
const mb = (kbytes) => Math.round(kbytes / 1024);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const scratch = mkdtempSync(path.join(os.tmpdir(), "academy-heic-"));
ensureBuilt();
const data = await createBenchData("pglite");
let server;
try {
  const photoPath = process.env.BENCH_HEIC ?? (await makePhoto(scratch));
  const photo = readFileSync(photoPath);
  const { width, height } = await sharp(photo).metadata();
  console.log(`photo: ${width} x ${height}, ${(statSync(photoPath).size / 1e6).toFixed(2)} MB`);

  server = await startServer({ data, port: PORT, env: { LOG_LEVEL: "warn" } });
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "bench-admin-password" }),
  });
  const { data: session } = await login.json();

  const rows = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = status(server.pid);
    let peak = kb(before, "VmRSS");
    const sampler = setInterval(() => {
      peak = Math.max(peak, kb(status(server.pid), "VmRSS"));
    }, 10);
    let slowestHealth = 0;
    let converting = true;
    const probe = (async () => {
      while (converting) {
        const t0 = performance.now();
        await fetch(`${server.base}/api/health`);
        slowestHealth = Math.max(slowestHealth, performance.now() - t0);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const form = new FormData();
    form.set("image", new Blob([photo], { type: "image/heic" }), "IMG_0001.HEIC");
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/upload/testimonials`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.token}` },
      body: form,
    });
    const ms = Math.round(performance.now() - t0);
    converting = false;
    await probe;
    clearInterval(sampler);
    const body = await res.json();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
    const after = status(server.pid);
    peak = Math.max(peak, kb(after, "VmRSS"));
    rows.push({
      ms,
      rssBefore: mb(kb(before, "VmRSS")),
      rssPeak: mb(peak),
      health: Math.round(slowestHealth),
    });
    console.log(
      `upload ${round + 1}: ${ms} ms -> ${body.data.url}; RSS ${mb(kb(before, "VmRSS"))} MB before, ` +
        `${mb(peak)} MB at peak (high-water mark ${mb(kb(after, "VmHWM"))} MB); slowest /api/health ${Math.round(slowestHealth)} ms`,
    );
  }
  console.log(
    `\n${ROUNDS} uploads of a ${width} x ${height} HEIC photo (production build, one worker thread):\n` +
      `  time per photo: median ${median(rows.map((r) => r.ms))} ms, worst ${Math.max(...rows.map((r) => r.ms))} ms\n` +
      `  server RSS: ${rows[0].rssBefore} MB before the first, peak ${Math.max(...rows.map((r) => r.rssPeak))} MB\n` +
      `  slowest /api/health answer while converting: ${Math.max(...rows.map((r) => r.health))} ms`,
  );
} finally {
  await server?.stop();
  await data.drop();
  rmSync(scratch, { recursive: true, force: true });
}
