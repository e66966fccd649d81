// The configuration is read once at start-up; a weak or malformed value stops the server with a clear message.
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("loadEnv", () => {
  it("refuses an APP_SECRET shorter than 32 characters, naming the variable and the rule", () => {
    expect(() => loadEnv({ APP_SECRET: "x".repeat(31) })).toThrow(
      /APP_SECRET: APP_SECRET must be at least 32 characters/,
    );
    expect(() => loadEnv({ APP_SECRET: "sixteen-chars-ok" })).toThrow(/at least 32 characters/);
  });

  it("accepts an APP_SECRET of 32 characters, and none at all (one is generated in DATA_DIR)", () => {
    expect(loadEnv({ APP_SECRET: "y".repeat(32) }).APP_SECRET).toBe("y".repeat(32));
    expect(loadEnv({}).APP_SECRET).toBeUndefined();
    // An empty variable means "not set".
    expect(loadEnv({ APP_SECRET: "" }).APP_SECRET).toBeUndefined();
  });

  it("with a bucket, refuses a missing or short BACKUP_ENCRYPTION_KEY and missing credentials, naming each", () => {
    const bucket = {
      BACKUP_S3_BUCKET: "academy-backups",
      AWS_ACCESS_KEY_ID: "id",
      AWS_SECRET_ACCESS_KEY: "secret",
    };
    expect(() => loadEnv(bucket)).toThrow(/BACKUP_ENCRYPTION_KEY: a passphrase of at least 32 characters/);
    expect(() => loadEnv({ ...bucket, BACKUP_ENCRYPTION_KEY: "p".repeat(31) })).toThrow(
      /BACKUP_ENCRYPTION_KEY/,
    );
    expect(() =>
      loadEnv({ BACKUP_S3_BUCKET: "academy-backups", BACKUP_ENCRYPTION_KEY: "p".repeat(32) }),
    ).toThrow(/AWS_ACCESS_KEY_ID: .*\n.*AWS_SECRET_ACCESS_KEY/);
    const env = loadEnv({ ...bucket, BACKUP_ENCRYPTION_KEY: "p".repeat(32) });
    expect(env).toMatchObject({ BACKUP_S3_REGION: "us-east-1", BACKUP_S3_PREFIX: "academy/" });
    // Without a bucket the passphrase is not needed.
    expect(loadEnv({}).BACKUP_S3_BUCKET).toBeUndefined();
  });
});

describe("Razorpay settings", () => {
  it("are off by default, with Razorpay's own addresses", () => {
    const env = loadEnv({});
    expect(env.RAZORPAY_KEY_ID).toBeUndefined();
    expect(env.RAZORPAY_API_URL).toBe("https://api.razorpay.com");
    expect(env.RAZORPAY_CHECKOUT_URL).toBe("https://checkout.razorpay.com/v1/checkout.js");
  });

  it("take a simulator's address, without its trailing slash", () => {
    const env = loadEnv({
      RAZORPAY_KEY_ID: "rzp_test_abc123",
      RAZORPAY_KEY_SECRET: "s3cr3t-key-secret",
      RAZORPAY_API_URL: "http://127.0.0.1:4010/",
    });
    expect(env.RAZORPAY_API_URL).toBe("http://127.0.0.1:4010");
  });

  it("refuse one key without the other, and an address that is not http(s), never echoing a secret", () => {
    expect(() => loadEnv({ RAZORPAY_KEY_ID: "rzp_test_abc123" })).toThrow(/go together/);
    expect(() => loadEnv({ RAZORPAY_KEY_SECRET: "s3cr3t-key-secret" })).toThrow(/go together/);
    expect(() => loadEnv({ RAZORPAY_API_URL: "ftp://example.com" })).toThrow(/RAZORPAY_API_URL must be/);
    expect(() => loadEnv({ RAZORPAY_KEY_ID: "key", RAZORPAY_KEY_SECRET: "s3cr3t-key-secret" })).toThrow(
      /RAZORPAY_KEY_ID must look like/,
    );
    try {
      loadEnv({ RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "short" });
    } catch (error) {
      expect(String(error)).not.toContain('short"');
      expect(String(error)).toMatch(/RAZORPAY_KEY_SECRET is too short/);
    }
  });
});
