// Offsite backups against an S3-protocol server started here (tests/setup/s3-server.ts, which checks every
// request's Signature Version 4): "Back up now" sends an encrypted copy, the bucket keeps its own retention, the
// Backups screen's status shows the newest copy and a failure since, a failure is mailed to the owners and leaves
// nothing in the bucket, and `npm run restore -- s3://…` restores a copy, or refuses a wrong passphrase, a damaged
// object, wrong credentials and a missing object or bucket with one line, a non-zero exit and the target untouched.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OffsiteStatus } from "#contract/schemas/backup";
import { spawnTs } from "../../tests/setup/child-process";
import { startS3Server, type TestS3Server } from "../../tests/setup/s3-server";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { BackupError, backupFileName, unpackBackup } from "./archive";
import { fetchOffsite, offsiteConfig, pruneOffsite } from "./offsite/offsite";

const BUCKET = "academy-test";
const PASSPHRASE = "correct horse battery staple, offsite and long enough";
const CREDENTIALS = { accessKeyId: "AKIATESTACADEMY", secretAccessKey: "s3cr3t/for+the/test/server" };

let s3: TestS3Server;
let t: TestApp;
let token: string;
const made: string[] = [];
const tmp = (label: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `academy-offsite-${label}-`));
  made.push(dir);
  return dir;
};
const offsiteEnv = () => ({
  BACKUP_S3_BUCKET: BUCKET,
  BACKUP_S3_ENDPOINT: s3.endpoint,
  AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  BACKUP_ENCRYPTION_KEY: PASSPHRASE,
});
const keys = () => [...s3.bucket(BUCKET).keys()].sort();
const status = async () =>
  (await t.json("GET", "/api/backups/offsite", { token })).body.data as OffsiteStatus;

/** `npm run <command>` as a fresh process, as an operator would run it. */
async function cli(args: string[], env: Record<string, string>) {
  const child = spawnTs("server/backup/cli.ts", args, { DATABASE_URL: "", ...env });
  const code = await child.exited;
  return { code, stdout: child.stdout.filter((l) => l.trim()), stderr: child.stderr.filter((l) => l.trim()) };
}

beforeAll(async () => {
  s3 = await startS3Server({ ...CREDENTIALS, buckets: [BUCKET], pageSize: 5 });
  t = await createTestApp({ ...offsiteEnv(), BACKUP_AUTO: "0" });
  token = await t.adminToken();
}, 180_000);
afterAll(async () => {
  await t.close();
  await s3.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("offsite backups", () => {
  let key: string;
  let firstKey: string;
  let localRows: number;

  it("Back up now sends an encrypted copy, shown on the Backups screen, and restore from s3:// brings it back", async () => {
    const res = await t.json("POST", "/api/backups", { token });
    expect(res.status).toBe(201);
    [key] = keys() as [string];
    firstKey = key;
    expect(key).toBe(`academy/${res.body.data.file_name}.enc`);
    expect(res.body.message).toBe(`Backup created and copied to the bucket as ${key}`);
    const object = s3.bucket(BUCKET).get(key)?.data as Buffer;
    // Encrypted: our header, no gzip inside, no trace of the passphrase.
    expect(object.subarray(0, 8).toString("latin1")).toBe("ACBKENC1");
    expect(object.includes(Buffer.from([0x1f, 0x8b, 0x08]))).toBe(false);
    expect(object.includes(Buffer.from(PASSPHRASE))).toBe(false);
    expect(await status()).toMatchObject({
      configured: true,
      bucket: BUCKET,
      prefix: "academy/",
      last_copy: { file_name: res.body.data.file_name, object_key: key, size: object.length },
      last_failure: null,
    });
    const local = await unpackBackup(
      path.join(t.deps.env.dataDir, "backups", res.body.data.file_name),
      tmp("local"),
    );
    localRows = local.tables.reduce((n, table) => n + table.rows, 0);

    const dataDir = path.join(tmp("restore"), "data");
    const restored = await cli(["restore", `s3://${BUCKET}/${key}`], { ...offsiteEnv(), DATA_DIR: dataDir });
    expect(restored.code, restored.stderr.join("\n")).toBe(0);
    expect(restored.stdout.at(-1)).toMatch(
      new RegExp(`^Restored ${localRows} rows .* from s3://${BUCKET}/${key}`),
    );

    // The restored site makes its own offsite copy from the command line; the key is the last line printed.
    const again = await cli(["backup", "--offsite"], { ...offsiteEnv(), DATA_DIR: dataDir });
    expect(again.code, again.stderr.join("\n")).toBe(0);
    const printed = again.stdout.at(-1) as string;
    expect(printed).toMatch(/^academy\/academy-backup-.*\.tar\.gz\.enc$/);
    // Retention keeps the newest copy of each day: this one replaced the first.
    expect(keys()).toEqual([printed]);
    key = printed;
    expect(s3.refusedSignatures()).toBe(0);
  }, 180_000);

  it("refuses a wrong passphrase, a damaged object, wrong credentials, a missing object or bucket: one line each", async () => {
    const damaged = `academy/${backupFileName(new Date("2030-01-01T00:00:00Z"))}.enc`;
    const original = s3.bucket(BUCKET).get(key) as { data: Buffer; lastModified: Date };
    const flipped = Buffer.from(original.data);
    flipped[flipped.length - 100] = (flipped[flipped.length - 100] as number) ^ 1;
    s3.bucket(BUCKET).set(damaged, { data: flipped, lastModified: new Date() });

    const target = path.join(tmp("refused"), "data");
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        `s3://${BUCKET}/${key}`,
        { BACKUP_ENCRYPTION_KEY: "x".repeat(40) },
        /^The passphrase does not open this backup/,
      ],
      [
        `s3://${BUCKET}/${damaged}`,
        {},
        /^The encrypted backup is damaged: its authentication tag does not match/,
      ],
      [
        `s3://${BUCKET}/${key}`,
        { AWS_SECRET_ACCESS_KEY: "wrong" },
        /refused the credentials .*SignatureDoesNotMatch/,
      ],
      [
        `s3://${BUCKET}/${key}`,
        { AWS_ACCESS_KEY_ID: "AKIAUNKNOWN" },
        /refused the credentials .*InvalidAccessKeyId/,
      ],
      [
        `s3://${BUCKET}/academy/nothing.enc`,
        {},
        /^The bucket academy-test has no object academy\/nothing\.enc\./,
      ],
      [`s3://no-such-bucket/${key}`, {}, /^The bucket no-such-bucket at .* does not exist/],
      [`s3://${BUCKET}/${key}`, { BACKUP_ENCRYPTION_KEY: "" }, /^BACKUP_ENCRYPTION_KEY is not set/],
    ];
    // Each refusal through the code the command runs; the first two also through the command itself, for its one
    // line on stderr and its exit code (a process per case would cost seconds each).
    for (const [source, env, expected] of cases) {
      const scratch = tmp("fetch");
      const fetched = fetchOffsite({ ...t.deps.env, ...offsiteEnv(), ...env }, source, scratch);
      await expect(fetched, `${source} ${JSON.stringify(env)}`).rejects.toThrow(expected);
      await expect(fetched).rejects.toBeInstanceOf(BackupError);
      expect(
        readdirSync(scratch).filter((f) => f !== "download.enc"),
        "no plaintext is left",
      ).toEqual([]);
    }
    for (const [source, env, expected] of cases.slice(0, 2)) {
      const run = await cli(["restore", source], {
        ...offsiteEnv(),
        BACKUP_S3_BUCKET: "",
        ...env,
        DATA_DIR: target,
      });
      expect(run.code, source).toBe(1);
      expect(run.stderr).toEqual([expect.stringMatching(expected)]);
    }
    expect(existsSync(target), "the target is left as it was").toBe(false);
    expect(s3.refusedSignatures(), "the two wrong credentials").toBe(2);
    s3.bucket(BUCKET).delete(damaged);

    // Without a bucket, --offsite refuses (a short passphrase with one: server/env.unit.test.ts).
    const noBucket = await cli(["backup", "--offsite"], { DATA_DIR: target });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toEqual([
      expect.stringMatching(/^--offsite needs a bucket: set BACKUP_S3_BUCKET/),
    ]);
  }, 180_000);

  it("a failed upload leaves nothing in the bucket, keeps the local backup, is shown and mailed to the owners", async () => {
    const before = keys();
    s3.cutNextUploadAfter(2000);
    const res = await t.json("POST", "/api/backups", { token });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(
      /^Backup created, but its offsite copy failed: The bucket's service failed: .*connection broke/,
    );
    expect(keys()).toEqual(before);
    const listed = (await t.json("GET", "/api/backups", { token })).body.data as { file_name: string }[];
    expect(listed.map((b) => b.file_name)).toContain(res.body.data.file_name);
    const shown = await status();
    expect(shown.last_copy?.object_key).toBe(firstKey);
    expect(shown.last_failure).toMatchObject({ file_name: res.body.data.file_name });
    expect(shown.last_failure?.error).toMatch(/connection broke/);
    const mails = (await t.deps.database.db.execute(
      sql`select "to", subject, text from mail_outbox where kind = 'offsite-backup-failed'`,
    )) as unknown as { rows: { to: string; subject: string; text: string }[] };
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]?.subject).toMatch(/^The offsite backup of .* failed$/);
    expect(mails.rows[0]?.text).toContain(res.body.data.file_name);

    // The next copy that works clears the failure from the screen.
    expect((await t.json("POST", "/api/backups", { token })).body.message).toMatch(/copied to the bucket/);
    expect((await status()).last_failure).toBeNull();
  }, 120_000);

  it("keeps its own retention in the bucket, touching nothing that is not one of its copies", async () => {
    const bucket = s3.bucket(BUCKET);
    const day = (d: number) => `academy/${backupFileName(new Date(Date.UTC(2020, 0, d, 2)))}.enc`;
    for (let d = 1; d <= 31; d++) bucket.set(day(d), { data: Buffer.from("old"), lastModified: new Date() });
    const today = keys().filter((k) => k.startsWith("academy/academy-backup-") && !k.includes("2020-01"));
    const strangers = [
      "academy/notes.txt",
      "academy/sub/academy-backup-2031-01-01T02-00-00-000Z.tar.gz.enc",
      "other/x.enc",
    ];
    for (const k of strangers) bucket.set(k, { data: Buffer.from("keep"), lastModified: new Date() });
    const config = offsiteConfig({ ...t.deps.env, BACKUP_S3_KEEP_DAILY: 3, BACKUP_S3_KEEP_WEEKLY: 2 });
    if (!config) throw new Error("no bucket");
    await pruneOffsite(config);
    // Three days: today (its newest copy) and 31 and 30 January 2020; then the newest of two weeks before them (the
    // weeks from Monday 27 and Monday 20 January).
    expect(keys().filter((k) => !strangers.includes(k))).toEqual(
      [day(26), day(29), day(30), day(31), today.at(-1) as string].sort(),
    );
    for (const k of strangers) expect(bucket.has(k), k).toBe(true);
    expect(s3.refusedSignatures(), "only the two wrong credentials were refused").toBe(2);
  });
});
