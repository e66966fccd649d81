// `npm run bench:enrol`: BENCH_ENROLMENTS (200) people enrol at once into one batch of BENCH_SEATS (10) seats that
// keeps a waiting list, over HTTP, on a real server process: on the embedded database, on PostgreSQL, and with two
// app servers on one PostgreSQL (each request goes to one or the other in turn). Prints, for each: seats taken
// (read back from the database through the API: it must be exactly the seats), waitlisted, refused, 5xx, and the
// p50/p95 latency of the enrolments. The servers run from source (API only, through tsx): no build is needed.
// PostgreSQL runs need TEST_DATABASE_URL (or BENCH_DATABASE_URL); without it they are skipped, saying so.
import { BENCH_ADMIN_PASSWORD, createBenchData, freePort, startApiServer } from "./bench-server.mjs";

const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 200);
const SEATS = Number(process.env.BENCH_SEATS ?? 10);
const PASSWORD = BENCH_ADMIN_PASSWORD;
const SECRET = "bench-app-secret-0123456789-0123456789";

/** A server of its own on `dataDir`, the batch's seats and one client address being the only things shared. */
async function startServer(data, dataDir) {
  return startApiServer({ ...data, dataDir }, await freePort(), {
    APP_SECRET: SECRET,
    // Every request comes from this one address: the per-address limit of public forms would refuse most.
    RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "1000000",
  });
}

async function call(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

async function prepare(base) {
  const login = await call(base, "POST", "/api/auth/login", { username: "admin", password: PASSWORD });
  const token = login.body.data.token;
  const course = await call(
    base,
    "POST",
    "/api/courses",
    {
      title: "Bench course",
      course_slug: "bench-course",
      description: "x",
      price: "1000",
      level: "Level 1",
      mode: "Online",
    },
    token,
  );
  const startsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const batch = await call(
    base,
    "POST",
    "/api/batches",
    {
      course_id: course.body.data.course_id,
      starts_on: startsOn,
      seats_total: SEATS,
      fee_paise: 100_000,
      waitlist: true,
    },
    token,
  );
  if (batch.status !== 201) throw new Error(`batch: ${JSON.stringify(batch.body)}`);
  return { token, batchId: batch.body.data.batch_id };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function scenario(label, kind, servers) {
  const data = await createBenchData(kind);
  const started = [];
  try {
    for (let i = 0; i < servers; i++) started.push(await startServer(data, `${data.dataDir}/server-${i}`));
    const first = started[0];
    const { token, batchId } = await prepare(first.base);
    const times = [];
    const statuses = [];
    const outcomes = { held: 0, waitlisted: 0, refused: 0, other: 0 };
    await Promise.all(
      Array.from({ length: ENROLMENTS }, async (_, i) => {
        const server = started[i % started.length];
        const t0 = performance.now();
        const res = await call(server.base, "POST", "/api/enrolments", {
          batch_id: batchId,
          name: `Person ${i}`,
          email: `person${i}@example.com`,
          phone: "+91 98765 43210",
        });
        times.push(performance.now() - t0);
        statuses.push(res.status);
        if (res.status === 201) outcomes[res.body.data.status === "waitlisted" ? "waitlisted" : "held"]++;
        else if (res.status === 409) outcomes.refused++;
        else outcomes.other++;
      }),
    );
    // Read back from the database: the batch's seats taken, as staff see them.
    const batch = await call(first.base, "GET", `/api/batches/${batchId}`, undefined, token);
    times.sort((a, b) => a - b);
    return {
      label,
      seatsTaken: batch.body.data.seats_taken,
      answeredHeld: outcomes.held,
      waitlisted: outcomes.waitlisted,
      refused: outcomes.refused,
      server5xx: statuses.filter((s) => s >= 500).length,
      other: outcomes.other,
      p50: Math.round(percentile(times, 50)),
      p95: Math.round(percentile(times, 95)),
    };
  } finally {
    for (const server of started) await server.stop();
    await data.drop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const runs = [["embedded database, one server", "embedded", 1]];
if (pgUrl) runs.push(["PostgreSQL, one server", "postgres", 1], ["PostgreSQL, two servers", "postgres", 2]);
else console.warn("TEST_DATABASE_URL is not set: the PostgreSQL runs are SKIPPED");

console.log(`${ENROLMENTS} enrolments at once into a batch of ${SEATS} seats with a waiting list`);
const rows = [];
for (const [label, kind, servers] of runs) rows.push(await scenario(label, kind, servers));
console.table(
  Object.fromEntries(
    rows.map((r) => [
      r.label,
      {
        "seats taken": r.seatsTaken,
        held: r.answeredHeld,
        waitlisted: r.waitlisted,
        refused: r.refused,
        "5xx": r.server5xx,
        "p50 ms": r.p50,
        "p95 ms": r.p95,
      },
    ]),
  ),
);
const broken = rows.filter((r) => r.seatsTaken !== SEATS || r.answeredHeld !== SEATS || r.server5xx > 0);
if (broken.length > 0) {
  console.error(`FAILED: ${broken.map((r) => r.label).join(", ")}`);
  process.exit(1);
}
console.log(`seats taken: exactly ${SEATS} in every run; no 5xx`);
