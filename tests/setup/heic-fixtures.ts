// HEIC test images. phone-photo.heic is a real HEIC file (40 x 30, a plain #3a7 picture in HEVC), written by
// libheif's heif-enc (`heif-enc -q 50 -o phone-photo.heic photo.png`), as a phone would store a photo. Prebuilt
// sharp reads its container but cannot decode HEVC (the server converts it with libheif instead); a HEIC that
// sharp itself decodes is made here too: the same ISO-BMFF structure with the HEIC brands, around an AV1 image.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

export const PHONE_HEIC = new Uint8Array(
  readFileSync(path.join(import.meta.dirname, "../fixtures/images/phone-photo.heic")),
);

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
