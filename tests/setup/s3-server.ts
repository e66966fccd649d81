// A small S3-protocol server on 127.0.0.1 for the offsite backup tests: path-style PutObject, GetObject,
// DeleteObject and ListObjectsV2, with S3's XML errors. It checks every request's AWS Signature Version 4 (the
// signer it recomputes with is itself checked against AWS's published examples, server/backup/offsite/s3.unit.test.ts),
// the signed payload hash of every upload, and stores an object only once its whole body has arrived, as S3 does.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { signV4 } from "#server/backup/offsite/s3";

export interface StoredObject {
  data: Buffer;
  lastModified: Date;
}

export interface TestS3Server {
  endpoint: string;
  /** The objects of a bucket, by key (live: tests may add, change or remove objects). */
  bucket(name: string): Map<string, StoredObject>;
  /** The next upload's connection is cut after this many bytes of its body (null: no more cuts). */
  cutNextUploadAfter(bytes: number | null): void;
  /** Requests refused for their signature or credentials so far. */
  refusedSignatures(): number;
  close(): Promise<void>;
}

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const s3Error = (res: ServerResponse, status: number, code: string, message: string) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export async function startS3Server(options: {
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  buckets: string[];
  /** Keys per ListObjectsV2 page, small in tests so that paging is exercised. */
  pageSize?: number;
}): Promise<TestS3Server> {
  const region = options.region ?? "us-east-1";
  const buckets = new Map(options.buckets.map((b) => [b, new Map<string, StoredObject>()]));
  let cutAfter: number | null = null;
  let refused = 0;

  /** The request's signature, recomputed from what it says it signed; undefined when it matches. */
  function signatureProblem(req: IncomingMessage, url: URL): [string, string] | undefined {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? "",
      );
    if (!auth) return ["AccessDenied", "No AWS Signature Version 4 authorization"];
    const [, keyId, day, scopeRegion, signed, signature] = auth as unknown as string[];
    if (keyId !== options.accessKeyId) return ["InvalidAccessKeyId", "The access key does not exist"];
    const amzDate = String(req.headers["x-amz-date"] ?? "");
    const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!at || amzDate.slice(0, 8) !== day || scopeRegion !== region)
      return ["AuthorizationHeaderMalformed", "Bad date or region in the credential scope"];
    const date = new Date(`${at[1]}-${at[2]}-${at[3]}T${at[4]}:${at[5]}:${at[6]}Z`);
    if (Math.abs(Date.now() - date.getTime()) > 15 * 60 * 1000)
      return ["RequestTimeTooSkewed", "The request time is too far from the server's"];
    const names = (signed as string).split(";");
    for (const required of ["host", "x-amz-content-sha256", "x-amz-date"])
      if (!names.includes(required)) return ["AccessDenied", `${required} is not signed`];
    const headers: Record<string, string> = {};
    for (const name of names)
      if (!["host", "x-amz-content-sha256", "x-amz-date"].includes(name))
        headers[name] = String(req.headers[name] ?? "");
    const expected = signV4({
      method: req.method ?? "GET",
      url,
      headers,
      payloadSha256: String(req.headers["x-amz-content-sha256"] ?? ""),
      region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      date,
    });
    if (!expected.authorization?.endsWith(`Signature=${signature}`))
      return [
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match the signature you provided",
      ];
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const problem = signatureProblem(req, url);
    if (problem) {
      refused++;
      req.resume();
      return s3Error(res, 403, problem[0], problem[1]);
    }
    const [, bucketName = "", ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const bucket = buckets.get(decodeURIComponent(bucketName));
    if (!bucket) {
      req.resume();
      return s3Error(res, 404, "NoSuchBucket", "The specified bucket does not exist");
    }
    if (req.method === "GET" && !key && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const after = url.searchParams.get("continuation-token");
      const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && (!after || k > after)).sort();
      const page = keys.slice(0, options.pageSize ?? 1000);
      const truncated = keys.length > page.length;
      const contents = page
        .map((k) => {
          const o = bucket.get(k) as StoredObject;
          return `<Contents><Key>${escapeXml(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><Size>${o.data.length}</Size></Contents>`;
        })
        .join("");
      return xml(
        res,
        200,
        `<ListBucketResult><Name>${escapeXml(bucketName)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
          `<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${escapeXml(page.at(-1) as string)}</NextContinuationToken>` : ""}${contents}</ListBucketResult>`,
      );
    }
    if (req.method === "PUT" && key) {
      const limit = cutAfter;
      if (limit !== null) {
        cutAfter = null;
        let seen = 0;
        req.on("data", (c: Buffer) => {
          seen += c.length;
          if (seen > limit) req.socket.destroy();
        });
        return;
      }
      const body = await readBody(req);
      if (Number(req.headers["content-length"]) !== body.length)
        return s3Error(res, 400, "IncompleteBody", "The body is shorter than Content-Length");
      if (createHash("sha256").update(body).digest("hex") !== req.headers["x-amz-content-sha256"])
        return s3Error(
          res,
          400,
          "XAmzContentSHA256Mismatch",
          "The provided x-amz-content-sha256 does not match",
        );
      bucket.set(key, { data: body, lastModified: new Date() });
      res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
      return res.end();
    }
    req.resume();
    if (req.method === "GET" && key) {
      const object = bucket.get(key);
      if (!object) return s3Error(res, 404, "NoSuchKey", "The specified key does not exist.");
      res.writeHead(200, {
        "content-length": object.data.length,
        "content-type": "application/octet-stream",
      });
      return res.end(object.data);
    }
    if (req.method === "DELETE" && key) {
      bucket.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return s3Error(res, 501, "NotImplemented", `${req.method} ${url.pathname} is not implemented here`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => s3Error(res, 500, "InternalError", String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: (name) => buckets.get(name) ?? new Map(),
    cutNextUploadAfter: (bytes) => {
      cutAfter = bytes;
    },
    refusedSignatures: () => refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
