import PDFDocument from 'pdfkit';
import type { CertificateAward, CertificateStatus } from '@yanxiu/contract/certificates';
import { Level } from '@yanxiu/contract/enums';
import { drawQr } from '@server/platform/pdf/pdf-qr';
import { createTextWriter, type TextStyle } from '@server/platform/pdf/pdf-text';

// The certificate as an A4 landscape PDF: bilingual headings, the holder, programme, hours, issuer and dates, the
// code, and a QR code of the public verification address. An award (a selection's winner) is a 荣誉证书 instead:
// what it was won in, the honour and its level, no hours. Text is drawn run by run in Noto Sans SC slices.

export type CertificateSheet = {
  code: string;
  teacherName: string;
  title: string;
  hours: number;
  /** Set for an award certificate: drawn as a certificate of award, without hours. */
  award: CertificateAward | null;
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
  revoked: {
    stamp: '已撤销 REVOKED',
    notice: '本证书已被颁发单位撤销，不再有效 / This certificate has been revoked and is no longer valid',
    info: 'REVOKED',
  },
  expired: {
    stamp: '已过期 EXPIRED',
    notice: '本证书已超过有效期，不再有效 / This certificate has expired and is no longer valid',
    info: 'EXPIRED',
  },
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
  doc
    .lineWidth(6)
    .strokeColor(NAVY)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  doc
    .lineWidth(1.2)
    .strokeColor(GOLD)
    .rect(36, 36, PAGE.width - 72, PAGE.height - 72)
    .stroke();
}

/** The wording of each kind of certificate: a training's, or an award's. */
const WORDING = {
  training: {
    heading: '培训证书',
    subheading: 'CERTIFICATE OF TRAINING',
    lead: '完成了以下培训 / has completed the training',
    subject: 'Certificate of Training',
  },
  award: {
    heading: '荣誉证书',
    subheading: 'CERTIFICATE OF AWARD',
    lead: '在以下评选中 / in the selection',
    subject: 'Certificate of Award',
  },
} as const;

const wordingOf = (sheet: Pick<CertificateSheet, 'award'>) => (sheet.award ? WORDING.award : WORDING.training);

/** Long titles take up to `maxLines` lines, smaller when they need more; answers where the next line goes. */
function drawTitle(write: ReturnType<typeof createWriter>, title: string, top: number, maxLines: number): number {
  let titleStyle: Style = { size: 22, weight: 700, color: NAVY };
  let lines = write.wrap(title, 640, titleStyle);
  if (lines.length > 2) {
    titleStyle = { ...titleStyle, size: 16 };
    lines = write.wrap(title, 660, titleStyle).slice(0, maxLines);
  }
  let y = top;
  for (const line of lines) {
    write.centered(line, y, titleStyle);
    y += titleStyle.size * 1.4;
  }
  return y;
}

/** An award's honour and its level, in both languages where the level has them. */
function drawAward(write: ReturnType<typeof createWriter>, award: CertificateAward, top: number): void {
  write.centered('荣获 / was awarded', top, { size: 12, color: MUTED });
  write.centered(award.honour, top + 18, { size: 20, weight: 700, color: GOLD });
  const level =
    award.level && (Level.values as readonly string[]).includes(award.level) ? (award.level as (typeof Level.values)[number]) : null;
  if (level) write.centered(`级别 Level: ${Level.label(level, 'zh-CN')} ${Level.label(level, 'en-US')}`, top + 48, { size: 12 });
}

function layout(doc: Doc, sheet: CertificateSheet): void {
  const write = createWriter(doc);
  const wording = wordingOf(sheet);
  drawFrame(doc);
  write.centered(wording.heading, 70, { size: 40, weight: 700, color: NAVY });
  write.centered(wording.subheading, 122, { size: 14, color: GOLD });
  write.centered('兹证明 / This is to certify that', 170, { size: 14, color: MUTED });
  write.centered(sheet.teacherName, 196, { size: 32, weight: 700 });
  write.centered(wording.lead, 252, { size: 14, color: MUTED });

  if (sheet.award) {
    // The honour sits under a title of at most two lines, above the details at the foot.
    drawAward(write, sheet.award, drawTitle(write, sheet.title, 276, 2) + 10);
  } else {
    const y = drawTitle(write, sheet.title, 280, 3);
    write.centered(`学时 Hours: ${sheet.hours}`, y + 8, { size: 16 });
  }

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
  doc
    .lineWidth(5)
    .strokeColor(VOID_RED)
    .rect((PAGE.width - width) / 2 - 24, PAGE.height / 2 - 52, width + 48, 100)
    .stroke();
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
      Subject: `${wordingOf(sheet).subject} ${sheet.code}`,
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
