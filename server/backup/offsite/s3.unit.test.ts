// The signer against the examples AWS publishes for Signature Version 4 on S3 ("Signature Calculations for the
// Authorization Header: Transferring Payload in a Single Chunk", and the ListObjects example), so the client and
// the test server that checks its signatures cannot share one misreading of the algorithm.
import { describe, expect, it } from "vitest";
import { EMPTY_SHA256, signV4, uriEncode } from "./s3";

const AWS_EXAMPLE = {
  region: "us-east-1",
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  date: new Date("2013-05-24T00:00:00Z"),
};
const signatureOf = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? "")?.[1];

describe("AWS Signature Version 4", () => {
  it("signs AWS's GET Object example (with a Range header) to its published signature", () => {
    const headers = signV4({
      ...AWS_EXAMPLE,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9" },
      payloadSha256: EMPTY_SHA256,
    });
    expect(headers.authorization).toContain(
      "Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date",
    );
    expect(signatureOf(headers)).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });

  it("signs AWS's ListObjects example (a query string) to its published signature", () => {
    const headers = signV4({
      ...AWS_EXAMPLE,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J"),
      payloadSha256: EMPTY_SHA256,
    });
    expect(signatureOf(headers)).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("encodes keys as SigV4 wants: unreserved characters kept, the rest percent-encoded in UTF-8", () => {
    expect(uriEncode("academy/a b+c~d.tar.gz.enc", true)).toBe("academy/a%20b%2Bc~d.tar.gz.enc");
    expect(uriEncode("a/b")).toBe("a%2Fb");
    expect(uriEncode("ह")).toBe("%E0%A4%B9");
  });
});
