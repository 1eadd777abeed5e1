import PDFDocument from 'pdfkit';

// The frame every exported PDF shares: an A4 document with buffered pages, collected into bytes.

type Doc = InstanceType<typeof PDFDocument>;

/** Renders an A4 document to bytes; pages stay buffered while `draw` runs, so it can go back and number them. */
export function renderA4Pdf(info: PDFKit.DocumentInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, bufferPages: true, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A name safe as a file name's stem: the characters a file system refuses become `_`; `fallback` when nothing is left. */
export function fileNameStem(name: string, fallback: string): string {
  return name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || fallback;
}
