// Backups leave the server encrypted and authenticated: AES-256-GCM with a key derived by scrypt from the owner's
// passphrase (BACKUP_ENCRYPTION_KEY) and a salt of its own for every backup. The passphrase never leaves the
// server; the bucket only ever holds the file below.
//
// Layout of an encrypted backup (`….tar.gz.enc`), every number big-endian:
//   offset  size  what
//        0     8  magic "ACBKENC1" (the format and its version)
//        8     1  key derivation: 1 = scrypt
//        9     1  scrypt log2(N)            (17: N = 131072)
//       10     1  scrypt r                  (8)
//       11     1  scrypt p                  (1)
//       12    16  salt, random per backup
//       28    12  AES-GCM nonce, random per backup
//       40    16  key check: HMAC-SHA256(check key, "academy backup key check"), first 16 bytes
//       56     …  AES-256-GCM ciphertext of the .tar.gz backup, with the 56 header bytes as additional data
//     end-16  16  AES-GCM authentication tag
// scrypt(passphrase as UTF-8, salt, 64 bytes): the first 32 bytes are the AES key, the last 32 the check key. The
// key check tells a wrong passphrase from a damaged file before anything is decrypted; the tag authenticates the
// header and every byte of the backup, so a changed or cut object is refused whole.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rm, stat } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BackupError } from "../archive";

const MAGIC = Buffer.from("ACBKENC1", "latin1");
const KDF_SCRYPT = 1;
export const HEADER_BYTES = 56;
const TAG_BYTES = 16;
const CHECK_LABEL = "academy backup key check";
/** The cost written into new backups: 128 MB and about half a second per derivation, once per backup. */
const SCRYPT = { log2N: 17, r: 8, p: 1 };
/** What a file may ask for when read, so a crafted header cannot make restore use gigabytes. */
const MAX = { log2N: 20, r: 16, p: 4 };

function deriveKeys(passphrase: string, salt: Buffer, log2N: number, r: number, p: number) {
  const N = 2 ** log2N;
  return new Promise<{ aes: Buffer; check: Buffer }>((resolve, reject) =>
    scrypt(passphrase, salt, 64, { N, r, p, maxmem: 128 * N * r * 2 }, (err, key) =>
      err ? reject(err) : resolve({ aes: key.subarray(0, 32), check: key.subarray(32) }),
    ),
  );
}

const keyCheckOf = (checkKey: Buffer) =>
  createHmac("sha256", checkKey).update(CHECK_LABEL).digest().subarray(0, 16);

/** Encrypts `source` into `target` (created, never overwritten); returns the encrypted file's size. */
export async function encryptFile(source: string, target: string, passphrase: string): Promise<number> {
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const keys = await deriveKeys(passphrase, salt, SCRYPT.log2N, SCRYPT.r, SCRYPT.p);
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([KDF_SCRYPT, SCRYPT.log2N, SCRYPT.r, SCRYPT.p]),
    salt,
    nonce,
    keyCheckOf(keys.check),
  ]);
  const cipher = createCipheriv("aes-256-gcm", keys.aes, nonce);
  cipher.setAAD(header);
  const out = createWriteStream(target, { flags: "wx", mode: 0o600 });
  out.write(header);
  // The tag is known only at the end: it follows the ciphertext in the same file.
  const withTag = new Transform({
    transform: (chunk, _enc, done) => done(null, chunk),
    flush(done) {
      this.push(cipher.getAuthTag());
      done();
    },
  });
  await pipeline(createReadStream(source), cipher, withTag, out);
  return (await stat(target)).size;
}

/** Reads and checks an encrypted backup's header: which file format, and the key derivation it asks for. */
async function readHeader(file: string) {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, HEADER_BYTES, 0);
    if (bytesRead < MAGIC.length || !header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new BackupError(
        "This is not an encrypted backup of this site (its first bytes are not ACBKENC1).",
      );
    if (size < HEADER_BYTES + TAG_BYTES)
      throw new BackupError("The encrypted backup is damaged: it is cut short.");
    const [kdf, log2N, r, p] = [header[8], header[9], header[10], header[11]] as number[];
    if (kdf !== KDF_SCRYPT || !log2N || !r || !p || log2N > MAX.log2N || r > MAX.r || p > MAX.p)
      throw new BackupError("The encrypted backup is damaged: its key derivation settings are not valid.");
    return { header, size, log2N, r, p, salt: header.subarray(12, 28), nonce: header.subarray(28, 40) };
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts `source` into `target`. A wrong passphrase is refused before anything is written; a file whose
 * tag does not match (changed, cut short, or another file under the same name) leaves no `target` behind.
 */
export async function decryptFile(source: string, target: string, passphrase: string): Promise<void> {
  const { header, size, log2N, r, p, salt, nonce } = await readHeader(source);
  const keys = await deriveKeys(passphrase, salt, log2N, r, p);
  if (!timingSafeEqual(keyCheckOf(keys.check), header.subarray(40, HEADER_BYTES)))
    throw new BackupError(
      "The passphrase does not open this backup: BACKUP_ENCRYPTION_KEY is not the one it was encrypted with.",
    );
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await open(source, "r");
  try {
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv("aes-256-gcm", keys.aes, nonce);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(source, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(target, { flags: "wx", mode: 0o600 }),
    );
  } catch (err) {
    await rm(target, { force: true });
    if (err instanceof Error && /unable to authenticate|auth/i.test(err.message))
      throw new BackupError(
        "The encrypted backup is damaged: its authentication tag does not match (the object was changed or cut short).",
      );
    throw err;
  }
}
