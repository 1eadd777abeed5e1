import PDFDocument from 'pdfkit';
import type { CertificateStatus } from '@yanxiu/contract/certificates';
import { drawQr } from '@server/platform/pdf/pdf-qr';
import { createTextWriter, type TextStyle } from '@server/platform/pdf/pdf-text';

// The certificate as an A4 landscape PDF: bilingual headings, the holder, programme, hours, issuer and dates, the
// code, and a QR code of the public verification address. Text is drawn run by run in Noto Sans SC slices.

export type CertificateSheet = {
  code: string;
  teacherName: string;
  title: string;
  hours: number;
  issuerName: string;
  issuedOn: string;
  expiresOn: string | null;
  /** The public verification address the QR code carries. */
  verifyUrl: string;
  /** Revoked and expired certificates are stamped as such across the page, so a print is never taken for a valid one. */
  status: CertificateStatus;
};

/** The stamp across a certificate that is no longer valid, and the line under its heading; none for a valid one. */
export const VOID_STAMPS: Record<Exclude<CertificateStatus, 'valid'>, { stamp: string; notice: string; info: string }> = {
  revoked: { stamp: '已撤销 REVOKED', notice: '本证书已被颁发单位撤销，不再有效 / This certificate has been revoked and is no longer valid', info: 'REVOKED' },
  expired: { stamp: '已过期 EXPIRED', notice: '本证书已超过有效期，不再有效 / This certificate has expired and is no longer valid', info: 'EXPIRED' },
};

type Style = TextStyle;
type Doc = InstanceType<typeof PDFDocument>;

const PAGE = { width: 841.89, height: 595.28 };
const NAVY = '#1f3a68';
const GOLD = '#b08d3c';
const INK = '#222222';
const MUTED = '#666666';
const VOID_RED = '#c62828';

function createWriter(doc: Doc) {
  const text = createTextWriter(doc, INK);
  const centered = (line: string, y: number, style: Style) => text.draw(line, (PAGE.width - text.width(line, style)) / 2, y, style);
  return { ...text, centered };
}

function drawFrame(doc: Doc): void {
  doc.lineWidth(6).strokeColor(NAVY).rect(24, 24, PAGE.width - 48, PAGE.height - 48).stroke();
  doc.lineWidth(1.2).strokeColor(GOLD).rect(36, 36, PAGE.width - 72, PAGE.height - 72).stroke();
}

function layout(doc: Doc, sheet: CertificateSheet): void {
  const write = createWriter(doc);
  drawFrame(doc);
  write.centered('培训证书', 70, { size: 40, weight: 700, color: NAVY });
  write.centered('CERTIFICATE OF TRAINING', 122, { size: 14, color: GOLD });
  write.centered('兹证明 / This is to certify that', 170, { size: 14, color: MUTED });
  write.centered(sheet.teacherName, 196, { size: 32, weight: 700 });
  write.centered('完成了以下培训 / has completed the training', 252, { size: 14, color: MUTED });

  // Long titles take up to three lines, smaller when they need more.
  let titleStyle: Style = { size: 22, weight: 700, color: NAVY };
  let lines = write.wrap(sheet.title, 640, titleStyle);
  if (lines.length > 2) {
    titleStyle = { ...titleStyle, size: 16 };
    lines = write.wrap(sheet.title, 660, titleStyle).slice(0, 3);
  }
  let y = 280;
  for (const line of lines) {
    write.centered(line, y, titleStyle);
    y += titleStyle.size * 1.4;
  }
  write.centered(`学时 Hours: ${sheet.hours}`, y + 8, { size: 16 });

  const details: Array<[string, string]> = [
    ['颁发单位 Issuer', sheet.issuerName],
    ['颁发日期 Issued on', sheet.issuedOn],
    ...(sheet.expiresOn ? ([['有效期至 Valid until', sheet.expiresOn]] as Array<[string, string]>) : []),
    ['证书编号 Code', sheet.code],
  ];
  let rowY = PAGE.height - 70 - details.length * 22;
  for (const [label, value] of details) {
    write.draw(label, 70, rowY, { size: 11, color: MUTED });
    write.draw(value, 200, rowY, { size: 12, weight: label.startsWith('证书编号') ? 700 : 400 });
    rowY += 22;
  }

  const qrSize = 96;
  const qrX = PAGE.width - 70 - qrSize;
  const qrY = PAGE.height - 86 - qrSize;
  drawQr(doc, sheet.verifyUrl, qrX, qrY, qrSize);
  const caption = '扫码验证 Scan to verify';
  const captionStyle: Style = { size: 9, color: MUTED };
  write.draw(caption, qrX + (qrSize - write.width(caption, captionStyle)) / 2, qrY + qrSize + 6, captionStyle);

  if (sheet.status !== 'valid') drawVoidStamp(doc, write, VOID_STAMPS[sheet.status]);
}

/** Across the whole page, over everything else: the certificate is not valid any more. */
function drawVoidStamp(doc: Doc, write: ReturnType<typeof createWriter>, stamp: (typeof VOID_STAMPS)[keyof typeof VOID_STAMPS]): void {
  write.centered(stamp.notice, 150, { size: 11, weight: 700, color: VOID_RED });
  const style: Style = { size: 64, weight: 700, color: VOID_RED };
  const width = write.width(stamp.stamp, style);
  doc.save();
  doc.opacity(0.35);
  doc.rotate(-24, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.lineWidth(5).strokeColor(VOID_RED).rect((PAGE.width - width) / 2 - 24, PAGE.height / 2 - 52, width + 48, 100).stroke();
  write.draw(stamp.stamp, (PAGE.width - width) / 2, PAGE.height / 2 - 36, style);
  doc.restore();
}

/** Renders a certificate to PDF bytes. */
export function renderCertificatePdf(sheet: CertificateSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // The code goes into the (uncompressed) document information too, so it is searchable in the file.
    // A void certificate says so there too, for whoever reads the file rather than the page.
    info: {
      Title: sheet.status === 'valid' ? `Certificate ${sheet.code}` : `Certificate ${sheet.code} - ${VOID_STAMPS[sheet.status].info}`,
      Subject: `Certificate of Training ${sheet.code}`,
      Creator: 'Yanxiu',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  layout(doc, sheet);
  doc.end();
  return done;
}

/** A file name for the certificate: the holder's name and the code, nothing a file system refuses. */
export function certificateFileName(sheet: Pick<CertificateSheet, 'teacherName' | 'code'>): string {
  const name = sheet.teacherName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'certificate';
  return `${name}-${sheet.code}.pdf`;
}
