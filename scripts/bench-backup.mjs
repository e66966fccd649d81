// `npm run bench:backup`: a demo site plus 10,000 extra enquiries on the embedded database, backed up, then
// restored into a fresh embedded DATA_DIR and (when TEST_DATABASE_URL is set) into a fresh PostgreSQL database.
// Prints the backup time, each restore time, the file size, and whether each restore holds every row and every
// file: row counts and a checksum of every table's rows, and the SHA-256 of every uploaded file.
//
// Then the offsite copy, against the S3-protocol test server (tests/setup/s3-server.ts, on 127.0.0.1, checking
// every signature): the time to encrypt and upload, the encrypted object's size, and the time to download, decrypt
// and restore it into a fresh embedded DATA_DIR, with the same row and file checks. A real bucket adds the
// network's time to both.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { register } from "tsx/esm/api";

register();
const { openEmbeddedDatabase } = await import("../server/db/client.ts");
const { seedDemoContent } = await import("../server/seed/demo-content.ts");
const { createLogger } = await import("../server/http/logger.ts");
const { listFiles, sha256File, writeBackup } = await import("../server/backup/archive.ts");
const { openRaw } = await import("../server/backup/connect.ts");
const { tablesInDependencyOrder } = await import("../server/backup/database-dump.ts");
const { restoreBackup } = await import("../server/backup/restore.ts");
const { sql } = await import("drizzle-orm");
const { sendOffsite, fetchOffsite } = await import("../server/backup/offsite/offsite.ts");
const { startS3Server } = await import("../tests/setup/s3-server.ts");

const EXTRA_INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 10_000);
const scratch = mkdtempSync(path.join(os.tmpdir(), "academy-bench-backup-"));
const ms = (start) => Math.round(performance.now() - start);

/** Per table: row count and an md5 of all its rows (PostgreSQL's JSON text, in key order, in UTC). */
async function tableSums(db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const sums = {};
    for (const { name, key } of await tablesInDependencyOrder(tx)) {
      const order = sql.join(
        key.map((k) => sql.identifier(k)),
        sql`, `,
      );
      const res = await tx.execute(
        sql`select count(*)::int as n, md5(coalesce(string_agg(to_jsonb(t)::text, E'\n' order by ${order}), '')) as sum from ${sql.identifier(name)} t`,
      );
      sums[name] = `${res.rows[0].n} rows, md5 ${res.rows[0].sum}`;
    }
    return sums;
  });
}

async function fileSums(dir) {
  const sums = {};
  for (const rel of await listFiles(dir)) sums[rel] = await sha256File(path.join(dir, rel));
  return sums;
}

function compare(label, expected, actual) {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  const differ = [...names].filter((n) => expected[n] !== actual[n]);
  return differ.length === 0 ? `all ${names.size} ${label} match` : `MISMATCH in ${differ.join(", ")}`;
}

try {
  const dataDir = path.join(scratch, "source");
  const uploadsDir = path.join(dataDir, "uploads");
  console.log(`Making the demo site and ${EXTRA_INQUIRIES} extra enquiries (embedded database)...`);
  const site = await openEmbeddedDatabase({ dataDir: path.join(dataDir, "db") });
  await seedDemoContent({ db: site.db, uploadsDir, logger: createLogger("silent") });
  await site.db.execute(sql`insert into inquiries (first_name, last_name, email, phone, subject, message, inquiry_type, status, created_at)
    select 'Visitor', 'No. ' || i, 'visitor' || i || '@example.com', '+91 98765 ' || lpad(i::text, 5, '0'),
      'Course question ' || i, repeat('I would like to know more about the Vastu course. ', 1 + i % 5),
      case when i % 3 = 0 then 'course' else 'general' end, (array['new','in_progress','resolved','closed'])[1 + i % 4],
      now() - (i || ' minutes')::interval
    from generate_series(1, ${EXTRA_INQUIRIES}) as i`);
  await site.close();

  const source = await openRaw({ embeddedDir: path.join(dataDir, "db") });
  const expectedRows = await tableSums(source.db);
  const expectedFiles = await fileSums(uploadsDir);
  let started = performance.now();
  const { file, manifest } = await writeBackup({
    database: source,
    uploadsDir,
    dataDir,
    outDir: path.join(scratch, "backups"),
  });
  const backupMs = ms(started);
  await source.close();
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);

  const results = [];
  const s3Keys = { accessKeyId: "AKIABENCH", secretAccessKey: "bench-secret" };
  const s3 = await startS3Server({ ...s3Keys, buckets: ["academy-bench"] });
  const offsite = {
    bucket: "academy-bench",
    endpoint: s3.endpoint,
    region: "us-east-1",
    prefix: "academy/",
    ...s3Keys,
    passphrase: "a bench passphrase that is long enough for the rule",
    keepDaily: 30,
    keepWeekly: 12,
  };
  started = performance.now();
  const sent = await sendOffsite(offsite, file);
  const uploadMs = ms(started);
  started = performance.now();
  const fetched = await fetchOffsite(
    {
      BACKUP_S3_ENDPOINT: s3.endpoint,
      BACKUP_S3_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: s3Keys.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
      BACKUP_ENCRYPTION_KEY: offsite.passphrase,
    },
    `s3://academy-bench/${sent.key}`,
    mkdtempSync(path.join(scratch, "download-")),
  );
  const downloadMs = ms(started);
  await s3.close();
  const targets = [
    { label: "embedded", dataDir: path.join(scratch, "restored-embedded") },
    {
      label: "embedded",
      from: " (from the offsite copy)",
      dataDir: path.join(scratch, "restored-offsite"),
      file: fetched.file,
    },
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  let pgName;
  if (pgUrl) {
    pgName = `academy_bench_backup_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${pgName}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${pgName}`;
    targets.push({
      label: "PostgreSQL",
      dataDir: path.join(scratch, "restored-pg"),
      databaseUrl: url.toString(),
    });
  }
  try {
    for (const target of targets) {
      started = performance.now();
      const { timings } = await restoreBackup(target.file ?? file, {
        dataDir: target.dataDir,
        databaseUrl: target.databaseUrl,
      });
      const restoreMs = ms(started);
      const restored = await openRaw(
        target.databaseUrl ? { url: target.databaseUrl } : { embeddedDir: path.join(target.dataDir, "db") },
      );
      const rowCheck = compare("tables (count and checksum)", expectedRows, await tableSums(restored.db));
      await restored.close();
      const fileCheck = compare(
        "files (SHA-256)",
        expectedFiles,
        await fileSums(path.join(target.dataDir, "uploads")),
      );
      results.push({ label: target.label, from: target.from ?? "", restoreMs, timings, rowCheck, fileCheck });
    }
  } finally {
    if (pgName) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${pgName} with (force)`);
      await admin.end();
    }
  }

  console.log(
    `\nBackup of the embedded site: ${rows} rows in ${manifest.tables.length} tables, ${manifest.uploads} files`,
  );
  console.log(`  backup time   ${backupMs} ms`);
  console.log(
    `  file size     ${(statSync(file).size / 1024 / 1024).toFixed(2)} MB (${statSync(file).size} bytes)`,
  );
  console.log("Offsite copy (local S3-protocol server, so no network time):");
  console.log(`  encrypt + upload   ${uploadMs} ms`);
  console.log(`  encrypted object   ${(sent.size / 1024 / 1024).toFixed(2)} MB (${sent.size} bytes)`);
  const fromOffsite = results.find((r) => r.from);
  console.log(
    `  download + decrypt ${downloadMs} ms, then restore ${fromOffsite?.restoreMs} ms: ` +
      `${downloadMs + (fromOffsite?.restoreMs ?? 0)} ms in all`,
  );
  for (const r of results) {
    console.log(`Restore into a fresh ${r.label} database${r.from}`);
    console.log(
      `  restore time  ${r.restoreMs} ms (checking the file ${r.timings.check} ms, ` +
        `${r.label === "embedded" ? "creating the empty embedded database" : "connecting"} ${r.timings.open} ms, ` +
        `loading rows and files ${r.timings.load} ms)`,
    );
    console.log(`  rows          ${r.rowCheck}`);
    console.log(`  files         ${r.fileCheck}`);
  }
  if (!pgUrl) console.log("(TEST_DATABASE_URL not set: the PostgreSQL restore was skipped)");
  if (results.some((r) => r.rowCheck.startsWith("MISMATCH") || r.fileCheck.startsWith("MISMATCH")))
    process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
