// HEIC test images. phone-photo.heic is a real HEIC file (40 x 30, HEVC), written by libheif's heif-enc
// (`heif-enc -q 50 -o phone-photo.heic photo.png`), as a phone would store a photo. Prebuilt sharp reads its
// container but cannot decode HEVC, so a HEIC that decodes is made here instead: the same ISO-BMFF structure with
// the HEIC brands, around an AV1 image that every sharp decodes.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

export const PHONE_HEIC = new Uint8Array(
  readFileSync(path.join(import.meta.dirname, "../fixtures/images/phone-photo.heic")),
);

/** Whether the installed sharp decodes the phone's HEIC photo (it does when built with an HEVC decoder). */
export async function sharpDecodesHeic(): Promise<boolean> {
  try {
    await sharp(PHONE_HEIC).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** A HEIC-branded file (major brand heic) that sharp decodes: an AVIF whose ftyp brands are rewritten. */
export async function makeDecodableHeic(width = 64, height = 48): Promise<Uint8Array> {
  const avif = Buffer.from(
    await sharp({ create: { width, height, channels: 3, background: "#3a7" } })
      .avif()
      .toBuffer(),
  );
  const ftypSize = avif.readUInt32BE(0);
  for (let offset = 8; offset + 4 <= ftypSize; offset += 4)
    if (avif.toString("latin1", offset, offset + 4) === "avif") avif.write("heic", offset, "latin1");
  return new Uint8Array(avif);
}
