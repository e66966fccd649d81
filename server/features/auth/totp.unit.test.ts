// The TOTP library against the test vectors of RFC 6238 (appendix B), and our wrapper on top of it.
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  totpStepOf,
} from "./totp";

const SEEDS = {
  SHA1: "12345678901234567890",
  SHA256: "12345678901234567890123456789012",
  SHA512: "1234567890123456789012345678901234567890123456789012345678901234",
} as const;

// Time (seconds) → the 8-digit TOTP for SHA1, SHA256, SHA512, as the RFC lists them.
const VECTORS: [number, string, string, string][] = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("otpauth against RFC 6238", () => {
  it.each(VECTORS)("at T=%i", (time, sha1, sha256, sha512) => {
    for (const [algorithm, expected] of [
      ["SHA1", sha1],
      ["SHA256", sha256],
      ["SHA512", sha512],
    ] as const) {
      const secret = Secret.fromUTF8(SEEDS[algorithm]);
      expect(TOTP.generate({ secret, algorithm, digits: 8, period: 30, timestamp: time * 1000 })).toBe(
        expected,
      );
    }
  });
});

describe("totpStepOf", () => {
  const secret = Secret.fromUTF8(SEEDS.SHA1).base32;

  it("accepts the RFC's codes (six digits) at their time, and names their step", () => {
    for (const [time, sha1] of VECTORS)
      expect(totpStepOf(secret, sha1.slice(2), time * 1000)).toBe(Math.floor(time / 30));
  });

  it("accepts a code one step early or late, and refuses one further off or malformed", () => {
    const code = "287082"; // T=59, step 1
    expect(totpStepOf(secret, code, 59_000 + 30_000)).toBe(1);
    expect(totpStepOf(secret, code, 59_000 - 30_000)).toBe(1);
    expect(totpStepOf(secret, code, 59_000 + 90_000)).toBeUndefined();
    expect(totpStepOf(secret, "28708", 59_000)).toBeUndefined();
    expect(totpStepOf(secret, "abcdef", 59_000)).toBeUndefined();
    expect(totpStepOf(secret, "287 082", 59_000)).toBe(1);
  });

  it("makes 160-bit secrets", () => {
    expect(Secret.fromBase32(newTotpSecret()).bytes.length).toBe(20);
  });
});

describe("secret encryption and recovery codes", () => {
  const key = "k".repeat(32);

  it("round-trips a secret, and refuses another key or a changed ciphertext", () => {
    const stored = encryptSecret("JBSWY3DPEHPK3PXP", key);
    expect(stored).not.toContain("JBSWY3DPEHPK3PXP");
    expect(decryptSecret(stored, key)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => decryptSecret(stored, "x".repeat(32))).toThrow();
    expect(() => decryptSecret(`${stored.slice(0, -2)}AA`, key)).toThrow();
  });

  it("makes ten distinct codes, compared ignoring case, blanks and dashes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const [first = ""] = codes;
    expect(hashRecoveryCode(first.toUpperCase().replace("-", " "))).toBe(hashRecoveryCode(first));
  });
});
