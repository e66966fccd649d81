import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { HttpError } from "#server/http/errors";
import { makeDecodableHeic, PHONE_HEIC, sharpDecodesHeic } from "../../tests/setup/heic-fixtures";
import { heifInputAvailable, storeImage } from "./image-store";
import { sniffRasterType } from "./image-type";

const heifInput = sharp.format.heif.input;
afterEach(() => {
  sharp.format.heif.input = heifInput;
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof HttpError ? { status: err.status, message: err.message } : err),
  );

describe("HEIC uploads", () => {
  it("recognises the phone's photo as HEIC", () => {
    expect(sniffRasterType(PHONE_HEIC)).toBe("heic");
  });

  it("converts a HEIC that sharp decodes to the stored WebP renditions", async () => {
    const heic = await makeDecodableHeic(64, 48);
    expect(sniffRasterType(heic)).toBe("heic");
    const dir = mkdtempSync(path.join(tmpdir(), "heic-"));
    const stored = await storeImage(dir, "testimonials", heic);
    expect(stored.url).toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}-64x48-r2\.webp$/);
    expect(readdirSync(path.join(dir, "testimonials"))).toHaveLength(1);
    expect((await sharp(path.join(dir, stored.url.replace("/uploads/", ""))).metadata()).format).toBe("webp");
  });

  it("refuses the phone's HEIC with what to do when sharp cannot decode it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "heic-"));
    const outcome = await refusal(storeImage(dir, "testimonials", PHONE_HEIC));
    if (await sharpDecodesHeic()) expect(outcome).toBeNull();
    else expect(outcome).toEqual({ status: 415, message: V.heicNotSupported });
  });

  it("refuses any HEIC before decoding when this sharp reads no HEIF at all", async () => {
    sharp.format.heif.input = { ...heifInput, buffer: false };
    expect(heifInputAvailable()).toBe(false);
    const dir = mkdtempSync(path.join(tmpdir(), "heic-"));
    expect(await refusal(storeImage(dir, "testimonials", await makeDecodableHeic()))).toEqual({
      status: 415,
      message: V.heicNotSupported,
    });
    expect(readdirSync(dir)).toEqual([]);
  });
});
