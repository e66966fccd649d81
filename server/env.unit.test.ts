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
});
