import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { concurrencyGate } from "#server/lib/concurrency-gate";

const scrypt = promisify(scryptCallback) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's current recommendation for scrypt: N=2^17, r=8, p=1, i.e. 128 MiB of memory per hash. */
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The cost new hashes are made at: PASSWORD_HASH_PARAMS, unless a test run chose a lower one through
 * TEST_PASSWORD_HASH_COST (which server/env.ts accepts only under NODE_ENV=test). At N=2^17 one hash takes most
 * of a second, and the API suites create and sign in staff hundreds of times.
 */
let currentParams: ScryptParams = PASSWORD_HASH_PARAMS;

/** Sets the cost of new hashes to N=2^log2N (r and p unchanged), or back to PASSWORD_HASH_PARAMS when undefined. */
export function setPasswordHashCost(log2N: number | undefined) {
  currentParams = log2N === undefined ? PASSWORD_HASH_PARAMS : { ...PASSWORD_HASH_PARAMS, N: 2 ** log2N };
}
const KEY_LENGTH = 64;
/** Node refuses scrypt above 32 MiB by default; N=2^17 with r=8 needs 128 MiB and a little more. */
const MAX_MEMORY = 256 * 1024 * 1024;
/** The most hashes computed at once in this process, so that parallel sign-ins cannot exhaust memory. */
const MAX_PARALLEL_HASHES = 2;

const limited = concurrencyGate(MAX_PARALLEL_HASHES);

const derive = (password: string, salt: Buffer, length: number, params: ScryptParams) =>
  limited(() => scrypt(password, salt, length, { ...params, maxmem: MAX_MEMORY }));

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string, params = currentParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

function parseHash(stored: string) {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return undefined;
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return undefined;
  return { params, salt: Buffer.from(saltB64, "base64"), key: Buffer.from(keyB64, "base64") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** Whether a stored hash was made with a lower cost than the current one, and should be replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < currentParams.N || r < currentParams.r || p < currentParams.p;
}

let dummyHash: Promise<string> | undefined;
/**
 * Checked against when the username does not exist, so the response time does not reveal which usernames do.
 * Made on first use rather than at import: every process that imports this module would otherwise pay for it.
 */
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
};
