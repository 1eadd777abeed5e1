import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { fontRuns, sliceFont, woffToSfnt } from './cjk-font';

const require = createRequire(import.meta.url);

describe('the font slices', () => {
  it('unpack from WOFF into a plain font that measures text exactly as the WOFF does', () => {
    const text = '教师成长档案';
    const slice = fontRuns(text)[0]!.slice;
    const woff = readFileSync(require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-${slice}-400-normal.woff`));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sliceFont(slice, 400)).toEqual(sfnt);
    const doc = new PDFDocument();
    doc.registerFont('woff', woff);
    doc.registerFont('plain', sfnt);
    const run = fontRuns(text)
      .filter((candidate) => candidate.slice === slice)
      .map((candidate) => candidate.text)
      .join('');
    const woffWidth = doc.font('woff').fontSize(12).widthOfString(run);
    expect(doc.font('plain').fontSize(12).widthOfString(run)).toBe(woffWidth);
    expect(woffWidth).toBeGreaterThan(0);
    expect(() => woffToSfnt(Buffer.from('not a font at all, longer than the header of a woff file'))).toThrow('not a WOFF');
  });
});
