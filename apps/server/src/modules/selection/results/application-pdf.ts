import type PDFDocument from 'pdfkit';
import { fileNameStem, renderA4Pdf } from '@server/platform/pdf/pdf-document';
import { createTextWriter, type TextStyle } from '@server/platform/pdf/pdf-text';

// One selection application as an A4 PDF in Chinese, for staff filing it: the project and applicant, each section's
// indicators with the teacher's answers, then the evidence list (every file and profile record it gives, numbered).

export type ApplicationSheet = {
  projectTitle: string;
  applyId: number;
  applicantName: string;
  orgName: string;
  groupName: string | null;
  phone: string;
  statusLabel: string;
  submittedOn: string | null;
  introduction: string;
  score: number | null;
  sections: Array<{
    title: string;
    indicators: Array<{ title: string; maxScore: number; answer: string; selfScore: number | null; evidence: string[] }>;
  }>;
  generatedOn: string;
};

type Doc = InstanceType<typeof PDFDocument>;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 56, bottom: 64 };
const NAVY = '#1f3a68';
const MUTED = '#666666';
const RULE = '#d0d7e2';

const STYLES = {
  title: { size: 20, weight: 700, color: NAVY },
  meta: { size: 10.5 },
  section: { size: 14, weight: 700, color: NAVY },
  indicator: { size: 11, weight: 700 },
  body: { size: 10 },
  muted: { size: 9, color: MUTED },
} satisfies Record<string, TextStyle>;

function layout(doc: Doc, sheet: ApplicationSheet): void {
  const write = createTextWriter(doc);
  let y = MARGIN.top;
  const room = (height: number) => {
    if (y + height <= PAGE.height - MARGIN.bottom) return;
    doc.addPage();
    y = MARGIN.top;
  };
  /** Wrapped text from `x`, a line at a time, breaking pages as needed. */
  const paragraph = (text: string, x: number, style: TextStyle, lineHeight: number) => {
    for (const line of write.wrap(text, PAGE.width - MARGIN.right - x, style)) {
      room(lineHeight);
      write.draw(line, x, y, style);
      y += lineHeight;
    }
  };

  paragraph(sheet.projectTitle, MARGIN.left, STYLES.title, 26);
  write.draw('评选申报书', MARGIN.left, y, { size: 11, color: MUTED });
  y += 24;
  const meta: Array<[string, string]> = [
    ['申报人', sheet.applicantName],
    ['学校', sheet.orgName],
    ...(sheet.groupName ? ([['申报类别', sheet.groupName]] as Array<[string, string]>) : []),
    ['联系电话', sheet.phone],
    ['申报编号', String(sheet.applyId)],
    ['状态', sheet.statusLabel],
    ['提交日期', sheet.submittedOn ?? '未提交'],
    ...(sheet.score === null ? [] : ([['评审得分', String(sheet.score)]] as Array<[string, string]>)),
  ];
  for (const [label, value] of meta) {
    write.draw(label, MARGIN.left, y, { ...STYLES.meta, color: MUTED });
    write.draw(value, MARGIN.left + 70, y, STYLES.meta);
    y += 16;
  }
  if (sheet.introduction) {
    y += 4;
    write.draw('个人简介', MARGIN.left, y, { ...STYLES.meta, color: MUTED });
    y += 16;
    paragraph(sheet.introduction, MARGIN.left, STYLES.body, 14);
  }
  y += 6;
  doc
    .lineWidth(1.2)
    .strokeColor(NAVY)
    .moveTo(MARGIN.left, y)
    .lineTo(PAGE.width - MARGIN.right, y)
    .stroke();
  y += 12;

  const evidence: string[] = [];
  sheet.sections.forEach((section, index) => {
    room(50);
    write.draw(`${index + 1}. ${section.title}`, MARGIN.left, y, STYLES.section);
    y += 22;
    for (const indicator of section.indicators) {
      room(40);
      const heading = indicator.maxScore > 0 ? `${indicator.title}（满分 ${indicator.maxScore}）` : indicator.title;
      paragraph(heading, MARGIN.left + 8, STYLES.indicator, 16);
      paragraph(indicator.answer || '未填写', MARGIN.left + 16, indicator.answer ? STYLES.body : STYLES.muted, 14);
      if (indicator.selfScore !== null) paragraph(`自评分：${indicator.selfScore}`, MARGIN.left + 16, STYLES.muted, 13);
      for (const item of indicator.evidence) {
        evidence.push(item);
        paragraph(`证明材料 ${evidence.length}：${item}`, MARGIN.left + 16, STYLES.muted, 13);
      }
      y += 6;
    }
    doc
      .lineWidth(0.6)
      .strokeColor(RULE)
      .moveTo(MARGIN.left, y)
      .lineTo(PAGE.width - MARGIN.right, y)
      .stroke();
    y += 10;
  });

  room(60);
  write.draw('证明材料清单', MARGIN.left, y, STYLES.section);
  y += 22;
  if (evidence.length === 0) paragraph('无', MARGIN.left + 8, STYLES.muted, 14);
  evidence.forEach((item, index) => paragraph(`${index + 1}. ${item}`, MARGIN.left + 8, STYLES.body, 14));
}

function drawFooters(doc: Doc, sheet: ApplicationSheet): void {
  const write = createTextWriter(doc, MUTED);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = PAGE.height - MARGIN.bottom + 24;
    write.draw(`${sheet.applicantName} · 申报编号 ${sheet.applyId} · 导出于 ${sheet.generatedOn}`, MARGIN.left, y, STYLES.muted);
    const page = `第 ${index - range.start + 1} 页 / 共 ${range.count} 页`;
    write.draw(page, PAGE.width - MARGIN.right - write.width(page, STYLES.muted), y, STYLES.muted);
  }
}

/** Renders an application to PDF bytes. */
export function renderApplicationPdf(sheet: ApplicationSheet): Promise<Buffer> {
  return renderA4Pdf({ Title: `${sheet.projectTitle} ${sheet.applicantName}`, Creator: 'Yanxiu' }, (doc) => {
    layout(doc, sheet);
    drawFooters(doc, sheet);
  });
}

/** The file name: the applicant and the id, nothing a file system refuses. */
export function applicationPdfName(sheet: Pick<ApplicationSheet, 'applicantName' | 'applyId'>): string {
  const name = fileNameStem(sheet.applicantName, 'application');
  return `${name}-申报书-${sheet.applyId}.pdf`;
}
