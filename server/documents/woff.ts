// WOFF 1.0 to a plain TrueType/OpenType file (W3C WOFF File Format 1.0, section 4-5: a 44-byte header, then one
// 20-byte directory entry per table, each table zlib-compressed unless compressing did not help).
//
// Why: the fonts come from @fontsource/mukta as WOFF. fontkit reads WOFF itself, but inflates a table again each
// time a PDF's font subset reads a glyph from it, which made every receipt cost 100-350 ms more than the same
// font unpacked once (docs/decisions/0058-pdf-documents-with-pdfkit.md).
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const HEADER_LENGTH = 44;
const WOFF_ENTRY_LENGTH = 20;
const SFNT_ENTRY_LENGTH = 16;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER_LENGTH || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error("not a WOFF 1.0 font");
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = HEADER_LENGTH + i * WOFF_ENTRY_LENGTH;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("WOFF table has the wrong length");
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_LENGTH;
  const directoryEnd = 12 + SFNT_ENTRY_LENGTH * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const sfnt = Buffer.alloc(tables.reduce((size, t) => size + padded(t.data.length), directoryEnd));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * SFNT_ENTRY_LENGTH - searchRange, 10);
  let offset = directoryEnd;
  tables.forEach((table, i) => {
    const at = 12 + i * SFNT_ENTRY_LENGTH;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
