import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { HttpError } from "#server/http/errors";
import { makeDecodableHeic, PHONE_HEIC } from "../../tests/setup/heic-fixtures";
import { decodeHeic, HeicTooLargeError } from "./heic-decoder";
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

  it("converts the phone's HEVC photo, which this sharp cannot decode, through libheif", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "heic-"));
    const stored = await storeImage(dir, "testimonials", PHONE_HEIC);
    expect(stored.url).toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}-40x30-r2\.webp$/);
    const file = path.join(dir, stored.url.replace("/uploads/", ""));
    expect((await sharp(file).metadata()).format).toBe("webp");
    // The pixels are the photo's, not a blank: heif-enc wrote it from a plain #3a7 (51, 170, 119) picture.
    const { channels } = await sharp(file).stats();
    const [r, g, b] = channels.map((c) => Math.round(c.mean));
    expect(
      Math.abs((r as number) - 51) + Math.abs((g as number) - 170) + Math.abs((b as number) - 119),
    ).toBeLessThan(10);
  });

  it("converts a HEIC even where sharp reads no HEIF at all", async () => {
    sharp.format.heif.input = { ...heifInput, buffer: false };
    expect(heifInputAvailable()).toBe(false);
    const dir = mkdtempSync(path.join(tmpdir(), "heic-"));
    expect((await storeImage(dir, "testimonials", PHONE_HEIC)).width).toBe(40);
  });

  it("refuses a damaged HEIC with what to do, leaving no file, and refuses one claiming too many pixels", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "heic-"));
    const damaged = PHONE_HEIC.slice(0, Math.floor(PHONE_HEIC.length * 0.6));
    expect(await refusal(storeImage(dir, "testimonials", damaged))).toEqual({
      status: 415,
      message: V.heicNotSupported,
    });
    expect(readdirSync(dir)).toEqual([]);
    expect(await refusal(decodeHeic(PHONE_HEIC, 40 * 30 - 1))).toBeInstanceOf(HeicTooLargeError);
  });
});
