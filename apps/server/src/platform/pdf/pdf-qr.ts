import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

type Doc = InstanceType<typeof PDFDocument>;

/** Draws a QR code of `url` as vector squares at (x, y), `size` points wide (certificates, growth files). */
export function drawQr(doc: Doc, url: string, x: number, y: number, size: number): void {
  const matrix = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / matrix.size;
  doc.fillColor('#000000');
  for (let row = 0; row < matrix.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= matrix.size; col += 1) {
      const dark = col < matrix.size && matrix.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        // One rectangle per horizontal run keeps the page small; the slight overlap avoids hairline gaps.
        doc.rect(x + start * cell, y + row * cell, (col - start) * cell + 0.05, cell + 0.05).fill();
        start = -1;
      }
    }
  }
}
