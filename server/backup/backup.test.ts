// Backup and restore through the real code paths: a site with a row in every table and the demo images is backed
// up, restored into a fresh instance of the OTHER database (embedded -> PostgreSQL, or PostgreSQL -> embedded, by
// TEST_DB), and compared row by row and file by file. Then every refusal, the CLI's exit codes, the daily
// schedule across two servers, and the admin routes.

import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { ATTRIBUTION_FIELDS } from "#contract/schemas/attribution";
import { PAGE_TEXT_KEYS } from "#contract/schemas/page-texts";
import type { Db } from "#server/db/client";
import { lockDataDir } from "#server/db/data-dir-lock";
import { confirmToken, unsubscribeToken } from "#server/features/newsletter/unsubscribe-token";
import { createLogger } from "#server/http/logger";
import { appSecret } from "#server/lib/app-secret";
import { enqueueMail } from "#server/mail/mail";
import { seedDemoContent } from "#server/seed/demo-content";
import { createOneOfEach, VALID_BODIES, validInquiry } from "../../tests/setup/api-fixtures";
import { spawnTs } from "../../tests/setup/child-process";
import { createTestApp, type TestApp, usingPostgres } from "../../tests/setup/test-app";
import { BackupError, listFiles, type Manifest, sha256File, unpackBackup, writeBackup } from "./archive";
import { NO_BACKUP_YET } from "./backups.routes";
import { runDailyBackup } from "./backups.service";
import { openRaw, type RawDatabase } from "./connect";
import { tablesInDependencyOrder } from "./database-dump";
import { restoreBackup } from "./restore";

const made: string[] = [];
const tmp = (label: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `academy-backup-${label}-`));
  made.push(dir);
  return dir;
};
const pgUrl = () => inject("testDatabaseUrl");

/** A new empty PostgreSQL database, dropped after the file. */
const createdDatabases: string[] = [];
async function emptyPostgresDatabase(): Promise<string> {
  const name = `academy_restore_${process.pid}_${createdDatabases.length}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(pgUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every row of every backed-up table, in key order, as PostgreSQL's own JSON text in UTC. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const all: Record<string, string[]> = {};
    for (const { name, key } of await tablesInDependencyOrder(tx)) {
      const order = sql.join(
        key.map((k) => sql.identifier(k)),
        sql`, `,
      );
      const res = (await tx.execute(
        sql`select to_jsonb(t)::text as r from ${sql.identifier(name)} t order by ${order}`,
      )) as unknown as { rows: { r: string }[] };
      all[name] = res.rows.map((row) => row.r);
    }
    return all;
  });
}

async function fileSums(dir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const rel of await listFiles(dir)) sums[rel] = await sha256File(path.join(dir, rel));
  return sums;
}

/** Rewrites one backup: unpack, let `change` edit the files, pack again (the manifest is not re-signed). */
async function tampered(file: string, change: (dir: string) => void): Promise<string> {
  const dir = tmp("tamper");
  await tar.extract({ file, cwd: dir });
  change(dir);
  const out = path.join(tmp("tampered"), "tampered.tar.gz");
  await tar.create({ gzip: true, file: out, cwd: dir, portable: true }, readdirSync(dir));
  return out;
}

let source: TestApp;
let token: string;
let backupFile: string;
let manifest: Manifest;
let sourceRows: Record<string, string[]>;
let sourceFiles: Record<string, string>;

beforeAll(async () => {
  source = await createTestApp();
  const { database, uploadsDir, env } = source.deps;
  const seeded = await seedDemoContent({ db: database.db, uploadsDir, logger: createLogger("silent") });
  expect(seeded.seeded).toBe(true);
  token = await source.adminToken();
  const ids = await createOneOfEach(source, token);
  // Confirm the fixture subscriber (double opt-in), so that the campaign below has someone to reach.
  const secret = appSecret(env);
  const confirmed = await source.json("POST", "/api/newsletter/confirm", {
    body: { token: confirmToken({ subscriberId: ids.newsletter as number, issuedAt: Date.now() }, secret) },
  });
  expect(confirmed.status).toBe(200);
  // The rows only the admin's own actions make: a campaign sent to the active subscribers (campaign_recipients),
  // a failed sign-in (login_throttles), an unsubscribed address, an invitation (staff_tokens).
  const sent = await source.json("POST", `/api/campaigns/${ids.campaigns}/send`, { token });
  expect(sent.status).toBe(200);
  const failed = await source.json("POST", "/api/auth/login", {
    body: { username: "nobody", password: "wrong" },
  });
  expect(failed.status).toBe(401);
  const unsub = await source.json("POST", "/api/newsletter/unsubscribe", {
    body: {
      token: unsubscribeToken(
        (await source.json("GET", "/api/newsletter", { token })).body.data[0].email,
        secret,
      ),
    },
  });
  expect(unsub.status).toBe(200);
  const invited = await source.json("POST", "/api/staff", {
    token,
    body: { username: "invitee", full_name: "In Vitee", email: "invitee@example.test", role: "editor" },
  });
  expect(invited.status).toBe(201);
  // The site's settings, a page text's draft and the two-factor rule, each written through its screen's route.
  for (const [method, route] of [
    ["PUT", "/api/settings"],
    ["PUT", "/api/page-texts/:key"],
  ] as const) {
    const body = (VALID_BODIES[`${method} ${route}`] as () => Record<string, unknown>)();
    const res = await source.json(method, route.replace(":key", String(PAGE_TEXT_KEYS[0])), { token, body });
    expect(res.status, route).toBe(200);
  }
  const policy = await source.json("PUT", "/api/auth/two-factor/policy", {
    token,
    body: { required: false },
  });
  expect(policy.status).toBe(200);
  // Rows only a two-factor sign-in makes (recovery codes, an open second step), written directly for the invitee.
  const inviteeId = invited.body.data.id as number;
  await database.db.execute(sql`
    insert into admin_recovery_codes (admin_id, code_hash) values (${inviteeId}, 'fixture-code-hash')`);
  await database.db.execute(sql`
    insert into login_challenges (challenge_hash, admin_id, expires_at)
    values ('fixture-challenge-hash', ${inviteeId}, now() + interval '5 minutes')`);
  // Consultation slots: the availability (booking_availability), blocked time beside createOneOfEach's booking
  // (agenda_ranges, whose exclusion constraint the restore must satisfy) and a reminder sent for it.
  for (const route of ["PUT /api/consultations/availability", "POST /api/consultations/agenda/blocks"]) {
    const [method, url] = route.split(" ") as [string, string];
    const res = await source.json(method, url, { token, body: (VALID_BODIES[route] as () => object)() });
    expect(res.status, route).toBeLessThan(300);
  }
  await database.db.execute(sql`
    insert into booking_reminders (request_id, minutes_before, starts_at, sent_at)
    select request_id, 120, starts_at, now() from agenda_ranges where kind = 'booking' limit 1`);
  // A mail with a file (mail_attachments), as a receipt or an invitation is queued; its bytes must come back whole.
  await enqueueMail(database.db, {
    kind: "fixture-attachment",
    to: "fixture@example.test",
    subject: "A file",
    html: "<p>A file</p>",
    text: "A file",
    attachments: [
      {
        filename: "fixture.bin",
        contentType: "application/octet-stream",
        content: Buffer.from([0, 1, 254, 255]),
      },
    ],
  });

  // The leads' rows: a status change on the timeline (lead_events, by its trigger), the settings with someone on
  // the round robin, a digest sent, and a day of visit totals.
  const owner = (await source.json("GET", "/api/auth/profile", { token })).body.data.id as number;
  expect(
    (await source.json("PUT", `/api/inquiries/${ids.inquiries}`, { token, body: { status: "in_progress" } }))
      .status,
  ).toBe(200);
  expect(
    (
      await source.json("PUT", "/api/leads/settings", {
        token,
        body: {
          whatsapp_template_en: "Hello {name}",
          whatsapp_template_hi: "नमस्ते {name}",
          assignees: [owner],
        },
      })
    ).status,
  ).toBe(200);
  await database.db.execute(sql`
    insert into lead_digests (admin_id, day, lead_count) values (${owner}, '2031-03-10', 2)`);
  await database.db.execute(sql`
    insert into visit_daily (page, day, source, views, visitors) values ('*', '2031-03-10', '*', 12, 5)`);

  // The fees' rows: a fee paid in cash at the desk (a numbered receipt and its year's counter), part of it refunded
  // by hand (refunds), and a Razorpay event taken (razorpay_events).
  const feeBatch = await source.json("POST", "/api/batches", {
    token,
    body: { course_id: ids.courses, starts_on: "2031-04-01", seats_total: 5, fee_paise: 100_000 },
  });
  expect(feeBatch.status, JSON.stringify(feeBatch.body)).toBe(201);
  const payer = await source.json("POST", "/api/enrolments", {
    body: {
      batch_id: feeBatch.body.data.batch_id,
      name: "Fee Payer",
      email: "fee.payer@example.test",
      phone: "+91 98765 43210",
    },
  });
  expect(payer.status, JSON.stringify(payer.body)).toBe(201);
  const payerId = payer.body.data.enrolment_id as number;
  const paidAtDesk = await source.json("POST", `/api/enrolments/${payerId}/payments`, {
    token,
    body: { method: "cash", amount_paise: 100_000 },
  });
  expect(paidAtDesk.status, JSON.stringify(paidAtDesk.body)).toBe(201);
  const refunded = await source.json("POST", `/api/enrolments/${payerId}/refund`, {
    token,
    body: { amount_paise: 10_000, reason: "A day missed" },
  });
  expect(refunded.status, JSON.stringify(refunded.body)).toBeLessThan(300);
  await database.db.execute(sql`
    insert into razorpay_events (event_id, event) values ('evt_FixtureEvent0001', 'payment.captured')`);

  const written = await writeBackup({
    database,
    uploadsDir,
    dataDir: env.dataDir,
    outDir: path.join(env.dataDir, "backups"),
  });
  backupFile = written.file;
  manifest = written.manifest;
  sourceRows = await snapshot(database.db);
  sourceFiles = await fileSums(uploadsDir);
});

afterAll(async () => {
  await source?.close();
  if (createdDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: pgUrl() });
    await admin.connect();
    for (const name of createdDatabases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

describe("a backup of a whole site", () => {
  it("holds a row in every table, every uploaded image and a manifest that counts and checksums them", async () => {
    const tables = Object.keys(sourceRows);
    expect(tables.length).toBeGreaterThanOrEqual(15);
    const empty = tables.filter((name) => (sourceRows[name] ?? []).length === 0);
    expect(empty, "tables with no row to prove the backup carries them").toEqual([]);
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(
      Object.fromEntries(tables.map((name) => [name, sourceRows[name]?.length])),
    );
    expect(manifest.tables.map((t) => t.name)).not.toContain("backup_runs");
    expect(manifest.uploads).toBe(Object.keys(sourceFiles).length);
    expect(manifest.uploads).toBeGreaterThan(40);
    expect(manifest.schema.migration).toMatch(/^\d{4}_/);
    for (const [rel, sum] of Object.entries(sourceFiles))
      expect(manifest.entries[`uploads/${rel}`]?.sha256).toBe(sum);
    expect(manifest.entries.secret).toBeDefined();
    // Parents come before children, so rows load in the order they are written.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf("courses")).toBeLessThan(order.indexOf("course_modules"));
    expect(order.indexOf("course_modules")).toBeLessThan(order.indexOf("course_topics"));
    expect(order.indexOf("admin_users")).toBeLessThan(order.indexOf("admin_sessions"));
  });

  // Without a PostgreSQL server to hand, the embedded run restores into another embedded database.
  const toPostgres = !usingPostgres() && Boolean(pgUrl());
  const direction = usingPostgres()
    ? "PostgreSQL -> embedded"
    : toPostgres
      ? "embedded -> PostgreSQL"
      : "embedded -> embedded";
  it(`restores into a fresh instance of the other database (${direction}): every row, every file`, async () => {
    const dataDir = path.join(tmp("target"), "data");
    const databaseUrl = toPostgres ? await emptyPostgresDatabase() : undefined;
    const result = await restoreBackup(backupFile, { dataDir, databaseUrl });
    expect(result.manifest.created_at).toBe(manifest.created_at);

    const target = await openRaw(
      databaseUrl ? { url: databaseUrl } : { embeddedDir: path.join(dataDir, "db") },
    );
    try {
      if (usingPostgres() || toPostgres) expect(target.kind).not.toBe(source.deps.database.kind);
      const restored = await snapshot(target.db);
      for (const table of Object.keys(sourceRows)) expect(restored[table], table).toEqual(sourceRows[table]);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(sourceRows).sort());
      expect(await fileSums(path.join(dataDir, "uploads"))).toEqual(sourceFiles);
      expect(readFileSync(path.join(dataDir, "secret"), "utf8")).toBe(
        readFileSync(path.join(source.deps.env.dataDir, "secret"), "utf8"),
      );
      await expectSequencesPastMaxIds(target);

      // The restored site backs up again from the command line, with the same rows.
      const cli = spawnTs("server/backup/cli.ts", ["backup", "--out", path.join(tmp("cli-out"), "b")], {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? "",
      });
      if (!databaseUrl) await target.close();
      expect(await cli.exited, cli.stderr.join("\n")).toBe(0);
      const printed = cli.stdout.filter((l) => l.trim() !== "").at(-1) ?? "";
      expect(printed).toMatch(/academy-backup-.*\.tar\.gz$/);
      const again = await unpackBackup(printed, tmp("again"));
      expect(again.tables.map((t) => [t.name, t.rows])).toEqual(manifest.tables.map((t) => [t.name, t.rows]));
    } finally {
      await target.close().catch(() => {});
    }
  }, 180_000); // a fresh embedded database alone takes 5-16 s to initialise on a busy 2-core machine
});

/** Every serial column's sequence hands out an id above the highest one restored. */
async function expectSequencesPastMaxIds(target: RawDatabase) {
  const owned = (await target.db.execute(
    sql`select s.relname as seq, t.relname as tbl, a.attname as col from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`,
  )) as unknown as { rows: { seq: string; tbl: string; col: string }[] };
  expect(owned.rows.length).toBeGreaterThanOrEqual(13);
  for (const { seq, tbl, col } of owned.rows) {
    if (tbl === "backup_runs") continue;
    const res = (await target.db.execute(
      sql`select nextval(${seq}::regclass)::int as next, (select max(${sql.identifier(col)}) from ${sql.identifier(tbl)})::int as max`,
    )) as unknown as { rows: { next: number; max: number | null }[] };
    const row = res.rows[0];
    expect(row?.next, `${seq} after max(${tbl}.${col})`).toBeGreaterThan(row?.max ?? 0);
  }
}

describe("restore of a backup from an older schema", () => {
  it.skipIf(!pgUrl())("loads the rows into that schema, then migrates them forward", async () => {
    const journal = JSON.parse(readFileSync("server/db/migrations/meta/_journal.json", "utf8")) as {
      entries: { when: number; tag: string }[];
    };
    const first = journal.entries[0];
    expect(journal.entries.length).toBeGreaterThan(1);
    // A file from the first schema holds only what that schema had: the inquiries table is one it has kept
    // unchanged, so the file keeps its rows (and sequence) and drops every table and sequence added since.
    const older = await tampered(backupFile, (d) => {
      const file = path.join(d, "manifest.json");
      const m = JSON.parse(readFileSync(file, "utf8")) as Manifest;
      m.schema = { migration: first?.tag ?? null, migrated_at: first?.when ?? 0, count: 1 };
      for (const table of m.tables.filter((t) => t.name !== "inquiries")) {
        rmSync(path.join(d, "database", table.file));
        delete m.entries[`database/${table.file}`];
      }
      m.tables = m.tables.filter((t) => t.name === "inquiries");
      const sequencesFile = path.join(d, "database", "sequences.json");
      const sequences = JSON.parse(readFileSync(sequencesFile, "utf8")) as { name: string }[];
      const kept = sequences.filter((q) => q.name.startsWith("inquiries_"));
      writeFileSync(sequencesFile, JSON.stringify(kept));
      m.sequences = kept.length;
      m.entries["database/sequences.json"] = {
        size: statSync(sequencesFile).size,
        sha256: createHash("sha256").update(readFileSync(sequencesFile)).digest("hex"),
      };
      writeFileSync(file, JSON.stringify(m));
    });
    const databaseUrl = await emptyPostgresDatabase();
    await restoreBackup(older, { dataDir: path.join(tmp("older"), "d"), databaseUrl });
    const target = await openRaw({ url: databaseUrl });
    try {
      const applied = (await target.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      // The columns later migrations added (who created, changed and trashed a row; the lead's fields and where the
      // visit came from) start empty: the file from the first schema cannot hold them. Every other value comes
      // through.
      const laterColumns = [
        "created_by",
        "updated_by",
        "deleted_at",
        "deleted_by",
        "assignee_id",
        "next_follow_up_at",
        "first_response_at",
        "lost_reason_id",
        ...ATTRIBUTION_FIELDS,
      ];
      const firstSchemaView = (rows: string[] | undefined) =>
        (rows ?? []).map((row) => {
          const values = JSON.parse(row) as Record<string, unknown>;
          for (const column of laterColumns) delete values[column];
          return values;
        });
      const restored = (await snapshot(target.db)).inquiries;
      expect(firstSchemaView(restored)).toEqual(firstSchemaView(sourceRows.inquiries));
      expect(restored?.map((row) => JSON.parse(row).created_by)).toEqual([null]);
    } finally {
      await target.close();
    }
  });
});

describe("restore refuses", () => {
  const refusal = async (file: string, target: { dataDir: string; databaseUrl?: string }) => {
    const err = await restoreBackup(file, target).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BackupError);
    return (err as Error).message;
  };

  it("a DATA_DIR that is not empty, and leaves it as it was", async () => {
    const dataDir = tmp("full");
    writeFileSync(path.join(dataDir, "something"), "x");
    expect(await refusal(backupFile, { dataDir })).toMatch(/data directory .* is not empty/);
    expect(readdirSync(dataDir)).toEqual(["something"]);
  });

  it.skipIf(!pgUrl())("a database that has rows", async () => {
    const databaseUrl = await emptyPostgresDatabase();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("create table leftovers (id int); insert into leftovers values (1)");
    await client.end();
    expect(await refusal(backupFile, { dataDir: path.join(tmp("db-full"), "d"), databaseUrl })).toMatch(
      /target database .* is not empty \(table leftovers has rows\)/,
    );
  });

  it("a truncated file, a damaged file and a file whose entry no longer matches its checksum", async () => {
    const bytes = readFileSync(backupFile);
    const dir = tmp("bad");
    const truncated = path.join(dir, "truncated.tar.gz");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 3)] = (flipped[Math.floor(bytes.length / 3)] ?? 0) ^ 0xff;
    const damaged = path.join(dir, "damaged.tar.gz");
    writeFileSync(damaged, flipped);
    const edited = await tampered(backupFile, (d) => {
      const rows = path.join(d, "database", "inquiries.ndjson");
      writeFileSync(rows, readFileSync(rows, "utf8").replace("Asha", "Eve"));
    });
    const dataDir = path.join(dir, "target");
    expect(await refusal(truncated, { dataDir })).toMatch(/corrupt or truncated/);
    expect(await refusal(damaged, { dataDir })).toMatch(/corrupt/);
    expect(await refusal(edited, { dataDir })).toMatch(
      /corrupt: the checksum of database\/inquiries\.ndjson does not match/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it("a file from a newer schema", async () => {
    const newer = await tampered(backupFile, (d) => {
      const file = path.join(d, "manifest.json");
      const m = JSON.parse(readFileSync(file, "utf8")) as Manifest;
      m.schema = { migration: "9999_from_the_future", migrated_at: Date.now() + 10 ** 11, count: 99 };
      writeFileSync(file, JSON.stringify(m));
    });
    const dataDir = path.join(tmp("newer"), "d");
    expect(await refusal(newer, { dataDir })).toMatch(
      /made by a newer version of the site \(schema 9999_from_the_future; .*\)\. Update the site, then restore\./,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it("from the command line: one clear line and a non-zero exit", async () => {
    const bad = path.join(tmp("cli-bad"), "cut.tar.gz");
    writeFileSync(bad, readFileSync(backupFile).subarray(0, 5000));
    const cli = spawnTs("server/backup/cli.ts", ["restore", bad], {
      DATA_DIR: path.join(tmp("cli-target"), "d"),
      DATABASE_URL: "",
    });
    expect(await cli.exited).toBe(1);
    expect(cli.stderr.join("\n")).toMatch(/^The backup file is corrupt or truncated/);
  });
});

describe("npm run backup on the embedded database", () => {
  it("refuses while a server holds DATA_DIR, and says how to back up instead", async () => {
    const dataDir = tmp("held");
    mkdirSync(path.join(dataDir, "db"));
    const release = await lockDataDir(dataDir);
    try {
      const cli = spawnTs("server/backup/cli.ts", ["backup"], { DATA_DIR: dataDir, DATABASE_URL: "" });
      expect(await cli.exited).toBe(1);
      expect(cli.stderr.join("\n")).toMatch(
        /The server is running on .*one process at a time.*"Back up now" under Backups in the admin/,
      );
    } finally {
      await release();
    }
  });
});

describe("daily automatic backups", () => {
  it("are made once a day between several servers on one database, then rotated", async () => {
    // A second app server: its own DATA_DIR, and it keeps only its newest backup.
    const other = {
      ...source.deps,
      env: { ...source.deps.env, dataDir: tmp("server-2"), BACKUP_KEEP_DAILY: 1, BACKUP_KEEP_WEEKLY: 0 },
    };
    const day = new Date("2031-03-10T02:00:00.000Z");
    const results = await Promise.all([runDailyBackup(source.deps, day), runDailyBackup(other, day)]);
    expect(results.filter((r) => r.made)).toHaveLength(1);
    expect((await runDailyBackup(source.deps, new Date("2031-03-10T20:00:00.000Z"))).made).toBe(false);
    const runs = (await source.deps.database.db.execute(
      sql`select run_day::text as day, file_name, finished_at is not null as finished from backup_runs where run_day = '2031-03-10'`,
    )) as unknown as { rows: { day: string; file_name: string; finished: boolean }[] };
    expect(runs.rows).toEqual([
      { day: "2031-03-10", file_name: expect.stringMatching(/\.tar\.gz$/), finished: true },
    ]);
    // The next day is due again; the server that makes it rotates its own directory.
    const next = await runDailyBackup(other, new Date("2031-03-11T02:00:00.000Z"));
    expect(next.made).toBe(true);
    expect(readdirSync(path.join(other.env.dataDir, "backups"))).toEqual([
      next.made ? next.backup.file_name : "",
    ]);
  });
});

describe("the admin's backup routes", () => {
  it("need an admin", async () => {
    for (const [method, url] of [
      ["GET", "/api/backups"],
      ["POST", "/api/backups"],
      ["GET", "/api/backups/latest"],
    ] as const) {
      const res = await source.json(method, url);
      expect([url, res.status, res.body.message]).toEqual([url, 401, AUTH_MESSAGES.unauthorized]);
    }
  });

  it("make a backup now, list it and download the newest, never cached", async () => {
    const fresh = await createTestApp();
    try {
      const adminToken = await fresh.adminToken();
      const none = await fresh.json("GET", "/api/backups/latest", { token: adminToken });
      expect([none.status, none.body.message]).toEqual([404, NO_BACKUP_YET]);
      expect((await fresh.json("POST", "/api/inquiries", { body: validInquiry() })).status).toBe(201);

      const made = await fresh.json("POST", "/api/backups", { token: adminToken });
      expect(made.status).toBe(201);
      expect(made.headers.get("cache-control")).toBe("no-store");
      const list = await fresh.json("GET", "/api/backups", { token: adminToken });
      expect(list.headers.get("cache-control")).toBe("no-store");
      expect(list.body.data).toEqual([made.body.data]);

      const res = await fresh.request("GET", "/api/backups/latest", { token: adminToken });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/gzip");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="${made.body.data.file_name}"`,
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      const onDisk = await readFile(path.join(fresh.deps.env.dataDir, "backups", made.body.data.file_name));
      expect(bytes.equals(onDisk)).toBe(true);
      const downloaded = path.join(tmp("download"), "latest.tar.gz");
      writeFileSync(downloaded, bytes);
      const got = await unpackBackup(downloaded, tmp("download-unpacked"));
      expect(got.tables.find((t) => t.name === "inquiries")?.rows).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
