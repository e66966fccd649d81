// Offsite copies of the backups: each backup file is encrypted here (./encryption.ts) and uploaded to an
// S3-compatible bucket (./s3.ts) under BACKUP_S3_PREFIX, then the bucket is pruned by its own retention. Restore
// takes `s3://bucket/key`: the object is downloaded, authenticated and decrypted before restore reads a byte.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Env } from "#server/env";
import { BackupError, backupTimeOf, sha256File } from "../archive";
import { backupsToDelete } from "../rotation";
import { decryptFile, encryptFile } from "./encryption";
import { deleteObject, getFile, listObjects, putFile, S3Error, type S3Location } from "./s3";

export const ENCRYPTED_SUFFIX = ".enc";

export interface OffsiteConfig extends S3Location {
  prefix: string;
  passphrase: string;
  keepDaily: number;
  keepWeekly: number;
}

type OffsiteEnv = Pick<
  Env,
  | "BACKUP_S3_BUCKET"
  | "BACKUP_S3_ENDPOINT"
  | "BACKUP_S3_REGION"
  | "BACKUP_S3_PREFIX"
  | "AWS_ACCESS_KEY_ID"
  | "AWS_SECRET_ACCESS_KEY"
  | "BACKUP_ENCRYPTION_KEY"
  | "BACKUP_S3_KEEP_DAILY"
  | "BACKUP_S3_KEEP_WEEKLY"
>;

/** The bucket settings, or undefined without BACKUP_S3_BUCKET (loadEnv has already refused a half-set one). */
export function offsiteConfig(env: OffsiteEnv): OffsiteConfig | undefined {
  if (!env.BACKUP_S3_BUCKET) return undefined;
  return {
    bucket: env.BACKUP_S3_BUCKET,
    endpoint: env.BACKUP_S3_ENDPOINT,
    region: env.BACKUP_S3_REGION,
    prefix: env.BACKUP_S3_PREFIX,
    accessKeyId: env.AWS_ACCESS_KEY_ID ?? "",
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? "",
    passphrase: env.BACKUP_ENCRYPTION_KEY ?? "",
    keepDaily: env.BACKUP_S3_KEEP_DAILY,
    keepWeekly: env.BACKUP_S3_KEEP_WEEKLY,
  };
}

/** One line naming the cause, for the CLI, the admin screen and the mail to the owners. */
function explain(err: unknown, config: Pick<S3Location, "bucket" | "endpoint">, key?: string): Error {
  if (err instanceof BackupError) return err;
  if (!(err instanceof S3Error)) return err instanceof Error ? err : new Error(String(err));
  const where = config.endpoint ? ` at ${config.endpoint}` : "";
  switch (err.code) {
    case "NoSuchBucket":
      return new BackupError(`The bucket ${config.bucket}${where} does not exist (BACKUP_S3_BUCKET).`);
    case "NoSuchKey":
      return new BackupError(`The bucket ${config.bucket} has no object ${key ?? ""}.`);
    case "InvalidAccessKeyId":
    case "SignatureDoesNotMatch":
    case "AccessDenied":
      return new BackupError(
        `The bucket ${config.bucket}${where} refused the credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): ${err.code}.`,
      );
    case "Unreachable":
      return new BackupError(`The bucket's service failed: ${err.message}.`);
    default:
      return new BackupError(
        `The bucket ${config.bucket} answered ${err.status} ${err.code}: ${err.message}`,
      );
  }
}

/**
 * Encrypts one backup file and uploads it, then applies the bucket's retention; returns the object's key and
 * size. The encrypted copy is written to a private temporary folder and removed afterwards.
 */
export async function sendOffsite(
  config: OffsiteConfig,
  file: string,
): Promise<{ key: string; size: number; pruned: string[] }> {
  const key = `${config.prefix}${path.basename(file)}${ENCRYPTED_SUFFIX}`;
  const scratch = await mkdtemp(path.join(os.tmpdir(), "academy-offsite-"));
  try {
    const encrypted = path.join(scratch, path.basename(key));
    const size = await encryptFile(file, encrypted, config.passphrase);
    await putFile(config, key, encrypted, size, await sha256File(encrypted));
    const pruned = await pruneOffsite(config);
    return { key, size, pruned };
  } catch (err) {
    throw explain(err, config, key);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The bucket's retention, like the local one (rotation.ts) with its own counts: the newest copy of each of the
 * last `keepDaily` days that have one, then of each of `keepWeekly` weeks before them. Only objects named like
 * our backups under the prefix are ever deleted.
 */
export async function pruneOffsite(config: OffsiteConfig): Promise<string[]> {
  const names = new Map<string, string>();
  for (const object of await listObjects(config, config.prefix)) {
    const rest = object.key.slice(config.prefix.length);
    if (rest.includes("/") || !rest.endsWith(ENCRYPTED_SUFFIX)) continue;
    const name = rest.slice(0, -ENCRYPTED_SUFFIX.length);
    if (backupTimeOf(name)) names.set(name, object.key);
  }
  const doomed = backupsToDelete([...names.keys()], config.keepDaily, config.keepWeekly);
  for (const name of doomed) await deleteObject(config, names.get(name) as string);
  return doomed.map((name) => names.get(name) as string);
}

/** `s3://bucket/key/with/slashes` → bucket and key; undefined for anything else. */
export function parseS3Url(text: string): { bucket: string; key: string } | undefined {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(text);
  return match ? { bucket: match[1] as string, key: match[2] as string } : undefined;
}

/**
 * Downloads `s3://bucket/key` and decrypts it into `dir`; returns the plain backup file, checked authentic. The
 * bucket's address and credentials are those of the environment; the bucket named in the URL wins over
 * BACKUP_S3_BUCKET, so a copy can be restored from another bucket.
 */
export async function fetchOffsite(
  env: OffsiteEnv,
  url: string,
  dir: string,
): Promise<{ file: string; bucket: string; key: string }> {
  const target = parseS3Url(url);
  if (!target) throw new BackupError(`Not a bucket object: ${url} (expected s3://BUCKET/KEY).`);
  const passphrase = env.BACKUP_ENCRYPTION_KEY;
  if (!passphrase)
    throw new BackupError("BACKUP_ENCRYPTION_KEY is not set: it is needed to decrypt an offsite backup.");
  if (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY)
    throw new BackupError("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are needed to read the bucket.");
  const location: S3Location = {
    bucket: target.bucket,
    endpoint: env.BACKUP_S3_ENDPOINT,
    region: env.BACKUP_S3_REGION,
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
  };
  const encrypted = path.join(dir, "download.enc");
  try {
    await getFile(location, target.key, encrypted);
  } catch (err) {
    throw explain(err, location, target.key);
  }
  const name = path.basename(target.key).replace(/\.enc$/, "");
  const file = path.join(dir, name.endsWith(".tar.gz") ? name : "backup.tar.gz");
  await decryptFile(encrypted, file, passphrase);
  await rm(encrypted, { force: true });
  return { file, ...target };
}
