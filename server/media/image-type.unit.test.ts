import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffRasterType } from "./image-type";

const make = (format: "png" | "jpeg" | "webp" | "gif" | "avif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    [format]()
    .toBuffer();

describe("sniffRasterType", () => {
  it.each(["png", "jpeg", "webp", "gif", "avif"] as const)("recognises a real %s", async (format) => {
    expect(sniffRasterType(await make(format))).toBe(format);
  });

  it("recognises a HEIC header by its brand, so the store can say what to do with a phone's photo", () => {
    const header = new Uint8Array([
      0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0,
    ]);
    expect(sniffRasterType(header)).toBe("heic");
  });

  it("recognises nothing else, whatever it claims to be", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    for (const bytes of [
      enc('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      enc('<?xml version="1.0"?><svg/>'),
      enc("<html><script>alert(1)</script>"),
      enc("GIF8"),
      enc("RIFF\0\0\0\0WAVE"),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20, 0, 0, 0, 0]),
      new Uint8Array(),
    ])
      expect(sniffRasterType(bytes)).toBeNull();
  });
});
