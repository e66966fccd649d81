// A small client for the four S3 calls offsite backups need (put, get, delete, list), signed with AWS Signature
// Version 4 on node:crypto and sent with fetch. It speaks to AWS S3 and to the S3-compatible services (Cloudflare R2,
// Backblaze B2, MinIO) alike: with an endpoint it uses path-style addresses (`endpoint/bucket/key`), which all of
// them accept. Why not the AWS SDK: docs/decisions/0074-offsite-encrypted-backups.md.
//
// An object is written by one PUT whose payload hash is signed: the service stores it only once every byte has
// arrived and matches that hash, so a cut upload leaves nothing in the bucket.
import { createHash, createHmac } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface S3Location {
  bucket: string;
  region: string;
  /** `https://…` or `http://…`; unset: AWS S3 in `region`. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3Object {
  key: string;
  size: number;
  lastModified: string;
}

/** A refusal by the service (its code and message), or a failure to reach it (code "Unreachable"). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ (and `/` in a path when asked). */
export function uriEncode(text: string, keepSlash = false): string {
  return Array.from(new TextEncoder().encode(text), (byte) => {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(ch) || (keepSlash && ch === "/")) return ch;
    return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}

export interface SignInput {
  method: string;
  url: URL;
  /** Every header to sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  headers?: Record<string, string>;
  payloadSha256: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The signing time; now unless given (tests use AWS's published examples). */
  date?: Date;
  service?: string;
}

/** The headers of a request signed with AWS Signature Version 4 (Authorization among them). */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? "s3";
  const amzDate = (input.date ?? new Date())
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: input.url.host,
    "x-amz-content-sha256": input.payloadSha256,
    "x-amz-date": amzDate,
  };
  for (const [name, value] of Object.entries(input.headers ?? {}))
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonical = [
    input.method,
    // The path as sent, already encoded once (S3 signs it without encoding it again).
    input.url.pathname,
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(""),
    names.join(";"),
    input.payloadSha256,
  ].join("\n");
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonical)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    "aws4_request",
  );
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}

/** The address of a key (or of the bucket, for "") at this location. */
export function objectUrl(location: S3Location, key: string): URL {
  const path = key ? `/${uriEncode(key, true)}` : "/";
  if (location.endpoint)
    return new URL(`${location.endpoint.replace(/\/+$/, "")}/${uriEncode(location.bucket)}${path}`);
  return new URL(`https://${location.bucket}.s3.${location.region}.amazonaws.com${path}`);
}

const xmlValue = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`)
    .exec(xml)?.[1]
    ?.replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_m, e) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[e as string] as string,
    );

async function send(
  location: S3Location,
  method: string,
  url: URL,
  options: {
    body?: ReadableStream<Uint8Array>;
    payloadSha256?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers = signV4({
    method,
    url,
    headers: options.headers,
    payloadSha256: options.payloadSha256 ?? EMPTY_SHA256,
    region: location.region,
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
  });
  const { host: _host, ...sent } = headers;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: sent,
      body: options.body,
      ...(options.body ? { duplex: "half" } : {}),
    } as RequestInit);
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new S3Error(
      0,
      "Unreachable",
      `${url.origin} could not be reached, or the connection broke (${cause?.code ?? cause?.message ?? err})`,
    );
  }
  if (res.ok) return res;
  const text = await res.text().catch(() => "");
  const code = xmlValue(text, "Code") ?? `HTTP${res.status}`;
  throw new S3Error(res.status, code, xmlValue(text, "Message") ?? res.statusText);
}

/** Uploads a file as one object; `sha256` is the file's SHA-256 (hex), signed so the service checks every byte. */
export async function putFile(location: S3Location, key: string, file: string, size: number, sha256: string) {
  await send(location, "PUT", objectUrl(location, key), {
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    payloadSha256: sha256,
    headers: { "content-length": String(size), "content-type": "application/octet-stream" },
  });
}

/** Downloads an object into `file` (created); a failed download leaves no file. */
export async function getFile(location: S3Location, key: string, file: string) {
  const res = await send(location, "GET", objectUrl(location, key));
  try {
    await pipeline(
      Readable.fromWeb(res.body as never),
      createWriteStream(file, { flags: "wx", mode: 0o600 }),
    );
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
}

export async function deleteObject(location: S3Location, key: string) {
  await send(location, "DELETE", objectUrl(location, key));
}

/** Every object whose key starts with `prefix`, a page of up to 1000 at a time (ListObjectsV2). */
export async function listObjects(location: S3Location, prefix: string): Promise<S3Object[]> {
  const found: S3Object[] = [];
  let token: string | undefined;
  do {
    const url = objectUrl(location, "");
    url.searchParams.set("list-type", "2");
    url.searchParams.set("prefix", prefix);
    if (token) url.searchParams.set("continuation-token", token);
    const xml = await (await send(location, "GET", url)).text();
    for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g))
      found.push({
        key: xmlValue(body as string, "Key") ?? "",
        size: Number(xmlValue(body as string, "Size") ?? 0),
        lastModified: xmlValue(body as string, "LastModified") ?? "",
      });
    token = xmlValue(xml, "IsTruncated") === "true" ? xmlValue(xml, "NextContinuationToken") : undefined;
  } while (token);
  return found;
}
