import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Chinese text in PDFs without system fonts: @fontsource/noto-sans-sc ships Noto Sans SC cut into ~100 slices by
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

/** The slice holding a character; the Latin slice for anything the font lacks (it then shows as a box). */
export function sliceOf(char: string): string {
  const point = char.codePointAt(0) ?? 0;
  const found = allSlices().find((slice) => slice.ranges.some(([from, to]) => point >= from && point <= to));
  return found?.name ?? 'latin';
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

const files = new Map<string, Buffer>();

/** The bytes of a slice at a weight, read once per process (a slice is 20-60 KB). */
export function sliceFont(slice: string, weight: FontWeight): Buffer {
  const key = `${slice}-${weight}`;
  let bytes = files.get(key);
  if (!bytes) {
    bytes = readFileSync(require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-${slice}-${weight}-normal.woff`));
    files.set(key, bytes);
  }
  return bytes;
}
