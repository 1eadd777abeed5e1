import type PDFDocument from 'pdfkit';
import { fileNameStem, renderA4Pdf } from '@server/platform/pdf/pdf-document';
import { drawQr } from '@server/platform/pdf/pdf-qr';
import { createTextWriter, type TextStyle } from '@server/platform/pdf/pdf-text';

// The growth file as an A4 portrait PDF in Chinese: a heading with the teacher, school, date and the verification
// QR code, then one section per personal page, each kind with its records: title, verification state and key fields.

/** One record as printed. */
export type SheetRecord = {
  title: string;
  /** 已审核 or 待审核. */
  stateLabel: string;
  verified: boolean;
  /** Label and value of the date, the level and the kind's own fields, in print order. */
  details: Array<[string, string]>;
};

export type GrowthFileSheet = {
  code: string;
  /** The public verification address the QR code carries. */
  verifyUrl: string;
  teacherName: string;
  orgName: string;
  /** When the file was made, as printed (China time). */
  generatedOn: string;
  verifiedCount: number;
  unverifiedCount: number;
  sections: Array<{ label: string; kinds: Array<{ label: string; records: SheetRecord[] }> }>;
};

type Doc = InstanceType<typeof PDFDocument>;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 56, bottom: 64 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const NAVY = '#1f3a68';
const GOLD = '#b08d3c';
const INK = '#222222';
const MUTED = '#666666';
const GREEN = '#2e7d32';
const ORANGE = '#b26a00';
const RULE = '#d0d7e2';
const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

const STYLES = {
  title: { size: 24, weight: 700, color: NAVY },
  subtitle: { size: 10, color: GOLD },
  meta: { size: 10.5, color: INK },
  section: { size: 15, weight: 700, color: NAVY },
  kind: { size: 11.5, weight: 700, color: INK },
  record: { size: 10.5, weight: 700, color: INK },
  detail: { size: 9, color: MUTED },
  state: { size: 9, weight: 700 },
  footer: { size: 8, color: MUTED },
} satisfies Record<string, TextStyle>;

function layout(doc: Doc, sheet: GrowthFileSheet): void {
  const write = createTextWriter(doc, INK);
  let y = MARGIN.top;
  /** Starts a new page when `height` more points would not fit above the bottom margin. */
  const room = (height: number) => {
    if (y + height <= PAGE.height - MARGIN.bottom) return;
    doc.addPage();
    y = MARGIN.top;
  };

  // Heading: title, teacher and school, and the QR code to the right.
  const qrSize = 84;
  const qrX = PAGE.width - MARGIN.right - qrSize;
  write.draw('教师成长档案', MARGIN.left, y, STYLES.title);
  write.draw('TEACHER GROWTH FILE', MARGIN.left, y + 32, STYLES.subtitle);
  const meta: Array<[string, string]> = [
    ['姓名', sheet.teacherName],
    ['单位', sheet.orgName],
    ['生成日期', sheet.generatedOn],
    ['档案编号', sheet.code],
    ['记录', `已审核 ${sheet.verifiedCount} 条，待审核 ${sheet.unverifiedCount} 条`],
  ];
  let metaY = y + 56;
  for (const [label, value] of meta) {
    write.draw(label, MARGIN.left, metaY, { ...STYLES.meta, color: MUTED });
    write.draw(value, MARGIN.left + 64, metaY, { ...STYLES.meta, weight: label === '姓名' ? 700 : 400 });
    metaY += 17;
  }
  drawQr(doc, sheet.verifyUrl, qrX, y, qrSize);
  const caption = '扫码验证 Scan to verify';
  write.draw(caption, qrX + (qrSize - write.width(caption, STYLES.footer)) / 2, y + qrSize + 5, STYLES.footer);
  y = Math.max(metaY, y + qrSize + 20) + 6;
  doc
    .lineWidth(1.5)
    .strokeColor(NAVY)
    .moveTo(MARGIN.left, y)
    .lineTo(PAGE.width - MARGIN.right, y)
    .stroke();
  y += 10;
  const note = '本档案列出已审核和待审核的成长记录；未通过审核的记录不列入。记录的审核状态以扫码验证页为准。';
  for (const line of write.wrap(note, CONTENT_WIDTH, STYLES.detail)) {
    write.draw(line, MARGIN.left, y, STYLES.detail);
    y += 13;
  }
  y += 8;

  sheet.sections.forEach((section, index) => {
    room(60);
    write.draw(`${NUMERALS[index] ?? index + 1}、${section.label}`, MARGIN.left, y, STYLES.section);
    y += 22;
    doc
      .lineWidth(0.6)
      .strokeColor(RULE)
      .moveTo(MARGIN.left, y)
      .lineTo(PAGE.width - MARGIN.right, y)
      .stroke();
    y += 8;
    const kinds = section.kinds.filter((kind) => kind.records.length > 0);
    if (kinds.length === 0) {
      write.draw('暂无记录', MARGIN.left + 12, y, STYLES.detail);
      y += 22;
      return;
    }
    for (const kind of kinds) {
      room(46);
      write.draw(`${kind.label}（${kind.records.length}）`, MARGIN.left + 4, y, STYLES.kind);
      y += 19;
      for (const record of kind.records) drawRecord(record);
      y += 4;
    }
    y += 6;
  });

  /** The details as lines, breaking between "label：value" items, and inside one only when it alone is too wide. */
  function detailLinesOf(details: Array<[string, string]>, max: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const item of details.map(([label, value]) => `${label}：${value}`)) {
      const joined = line ? `${line}    ${item}` : item;
      if (write.width(joined, STYLES.detail) <= max) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      const pieces = write.wrap(item, max, STYLES.detail);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    if (line) lines.push(line);
    return lines;
  }

  function drawRecord(record: SheetRecord): void {
    const indent = MARGIN.left + 16;
    const stateWidth = write.width(record.stateLabel, STYLES.state) + 12;
    const titleLines = write.wrap(record.title, CONTENT_WIDTH - 16 - stateWidth - 8, STYLES.record);
    const detailLines = detailLinesOf(record.details, CONTENT_WIDTH - 16);
    room(titleLines.length * 15 + detailLines.length * 13 + 8);
    // The state as a small outlined tag at the right of the title.
    const color = record.verified ? GREEN : ORANGE;
    const tagX = PAGE.width - MARGIN.right - stateWidth;
    doc
      .lineWidth(0.8)
      .strokeColor(color)
      .roundedRect(tagX, y - 2, stateWidth, 15, 3)
      .stroke();
    write.draw(record.stateLabel, tagX + 6, y + 1, { ...STYLES.state, color });
    doc
      .fillColor(NAVY)
      .circle(MARGIN.left + 8, y + 6, 1.8)
      .fill();
    for (const line of titleLines) {
      write.draw(line, indent, y, STYLES.record);
      y += 15;
    }
    for (const line of detailLines) {
      write.draw(line, indent, y, STYLES.detail);
      y += 13;
    }
    y += 6;
  }
}

/** Page numbers and the code at the foot of every page, once all pages exist. */
function drawFooters(doc: Doc, sheet: GrowthFileSheet): void {
  const write = createTextWriter(doc, MUTED);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = PAGE.height - MARGIN.bottom + 24;
    write.draw(`${sheet.teacherName} 的成长档案 · 编号 ${sheet.code}`, MARGIN.left, y, STYLES.footer);
    const page = `第 ${index - range.start + 1} 页 / 共 ${range.count} 页`;
    write.draw(page, PAGE.width - MARGIN.right - write.width(page, STYLES.footer), y, STYLES.footer);
  }
}

/** Renders a growth file to PDF bytes. */
export function renderGrowthFilePdf(sheet: GrowthFileSheet): Promise<Buffer> {
  const info = { Title: `成长档案 ${sheet.teacherName} ${sheet.code}`, Subject: `Teacher growth file ${sheet.code}`, Creator: 'Yanxiu' };
  return renderA4Pdf(info, (doc) => {
    layout(doc, sheet);
    drawFooters(doc, sheet);
  });
}

/** A file name for the growth file: the teacher's name and the code, nothing a file system refuses. */
export function growthFileName(sheet: Pick<GrowthFileSheet, 'teacherName' | 'code'>): string {
  const name = fileNameStem(sheet.teacherName, 'growth-file');
  return `${name}-成长档案-${sheet.code}.pdf`;
}
