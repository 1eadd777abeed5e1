import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

// Chinese text in PDFs without system fonts (certificates, growth files): @fontsource/noto-sans-sc ships Noto Sans SC cut into ~100 slices by
// Unicode range (unicode.json names each slice's range). A PDF loads only the slices its characters need, and
// pdfkit embeds a subset of each. WOFF (not WOFF2) files are used: pdfkit copies glyph data from the font's raw
// tables, and WOFF2's transformed glyf table comes out as blank glyphs.

const require = createRequire(import.meta.url);

export type FontWeight = 400 | 700;

type Slice = { name: string; ranges: Array<[number, number]> };

let slices: Slice[] | undefined;

function parseRanges(value: string): Array<[number, number]> {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from!, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

function allSlices(): Slice[] {
  if (!slices) {
    const unicode = JSON.parse(readFileSync(require.resolve('@fontsource/noto-sans-sc/unicode.json'), 'utf8')) as Record<string, string>;
    // Numbered slices ("[12]") are the CJK cuts; named ones (latin, cyrillic...) cover Western text.
    slices = Object.entries(unicode).map(([key, value]) => ({ name: key.replace(/^\[(\d+)\]$/, '$1'), ranges: parseRanges(value) }));
  }
  return slices;
}

/**
 * Code point -> slice, filled as characters are met: finding a slice scans every range of ~100 slices, which made a
 * page of wrapped Chinese text take seconds. Bounded by the code points of Unicode that the font covers.
 */
const sliceByPoint = new Map<number, string>();

/** The slice holding a character; the Latin slice for anything the font lacks (it then shows as a box). */
export function sliceOf(char: string): string {
  const point = char.codePointAt(0) ?? 0;
  const known = sliceByPoint.get(point);
  if (known !== undefined) return known;
  const found = allSlices().find((slice) => slice.ranges.some(([from, to]) => point >= from && point <= to))?.name ?? 'latin';
  // Code points outside the font all draw in the Latin slice; only those the font has are remembered.
  if (found !== 'latin' || point < 0x3000) sliceByPoint.set(point, found);
  return found;
}

/** Splits text into runs that one slice draws. */
export function fontRuns(text: string): Array<{ slice: string; text: string }> {
  const runs: Array<{ slice: string; text: string }> = [];
  for (const char of text) {
    const slice = sliceOf(char);
    const last = runs.at(-1);
    if (last && last.slice === slice) last.text += char;
    else runs.push({ slice, text: char });
  }
  return runs;
}

/**
 * The plain TrueType/OpenType font inside a WOFF 1.0 file: its tables inflated with the platform's zlib. pdfkit
 * reads WOFF itself, but inflates every table in JavaScript each time a document registers the font, which cost
 * about a second per growth-file PDF; a document given the plain font only parses it.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    // Tables start on four-byte boundaries.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const files = new Map<string, Buffer>();

/** The plain font of a slice at a weight, read and unpacked once per process (a slice is 40-120 KB unpacked). */
export function sliceFont(slice: string, weight: FontWeight): Buffer {
  const key = `${slice}-${weight}`;
  let bytes = files.get(key);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-${slice}-${weight}-normal.woff`)));
    files.set(key, bytes);
  }
  return bytes;
}
