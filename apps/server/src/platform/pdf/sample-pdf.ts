// A small, well-formed lesson handout generated at seed time, so the repository carries no binary PDF and no PDF
// library. Chinese text uses STSong-Light, one of the standard CJK fonts PDF readers supply themselves (nothing is
// embedded); each heading repeats in Helvetica so a reader without CJK fonts still shows something readable.

/** One line of a page: Chinese (`zh`) or Latin (`en`) text at a size in points. */
export type PdfLine = { font: 'zh' | 'en'; size: number; text: string };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // Outside the Basic Multilingual Plane UCS-2 has no code; a question mark stands in.
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return hex.toUpperCase();
}

function latin(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

function contentOf(lines: readonly PdfLine[]): string {
  let y = PAGE_HEIGHT - MARGIN;
  const parts: string[] = [];
  for (const line of lines) {
    y -= line.size * 1.6;
    const shown = line.font === 'zh' ? `<${ucs2Hex(line.text)}> Tj` : `(${latin(line.text)}) Tj`;
    parts.push(`BT /${line.font === 'zh' ? 'F2' : 'F1'} ${line.size} Tf ${MARGIN} ${y.toFixed(1)} Td ${shown} ET`);
  }
  return parts.join('\n');
}

/** A PDF of the given pages with a correct cross-reference table. */
export function buildPdf(pages: ReadonlyArray<readonly PdfLine[]>, title: string): Buffer {
  // Objects 1..5 are fixed; each page then takes two (the page and its content stream).
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, filled in below once the page numbers are known
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  const kids: string[] = [];
  for (const lines of pages) {
    const pageNumber = objects.length + 1;
    const stream = Buffer.from(contentOf(lines), 'latin1');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`);
    kids.push(`${pageNumber} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  objects.push(`<< /Title <FEFF${ucs2Hex(title)}> /Producer (Yanxiu demo data) >>`);
  const info = objects.length;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
