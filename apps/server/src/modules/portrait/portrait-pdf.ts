import type { Locale } from '@yanxiu/contract/locale';
import type { TeacherPortrait } from '@yanxiu/contract/portrait';
import type PDFDocument from 'pdfkit';
import { fileNameStem, renderA4Pdf } from '@server/platform/pdf/pdf-document';
import { createTextWriter, type TextStyle } from '@server/platform/pdf/pdf-text';
import { portraitTexts } from './portrait.texts';

// The portrait as an A4 PDF in the caller's language: the teacher, then tables of the figures the page charts
// (hours by year against the requirement and the medians, the radar's dimensions, phase history, outcomes, records).

type Doc = InstanceType<typeof PDFDocument>;
type Text = Record<Locale, string>;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 56, bottom: 64 };
const NAVY = '#1f3a68';
const STYLES = {
  title: { size: 20, weight: 700, color: NAVY },
  meta: { size: 10.5 },
  section: { size: 13, weight: 700, color: NAVY },
  head: { size: 9.5, weight: 700, color: '#555555' },
  cell: { size: 9.5 },
} satisfies Record<string, TextStyle>;

const T = {
  title: { 'zh-CN': '教师画像', 'en-US': 'Teacher portrait' },
  school: { 'zh-CN': '学校', 'en-US': 'School' },
  phase: { 'zh-CN': '当前阶段', 'en-US': 'Career phase' },
  hours: { 'zh-CN': '学时（按年度）', 'en-US': 'Learning hours by year' },
  year: { 'zh-CN': '年度', 'en-US': 'Year' },
  earned: { 'zh-CN': '已获', 'en-US': 'Earned' },
  required: { 'zh-CN': '要求', 'en-US': 'Required' },
  schoolMedian: { 'zh-CN': '本校中位数', 'en-US': 'School median' },
  districtMedian: { 'zh-CN': '全区中位数', 'en-US': 'District median' },
  dimensions: { 'zh-CN': '各维度与中位数', 'en-US': 'Dimensions against the medians' },
  dimension: { 'zh-CN': '维度', 'en-US': 'Dimension' },
  value: { 'zh-CN': '本人', 'en-US': 'Teacher' },
  history: { 'zh-CN': '发展阶段历程', 'en-US': 'Career phase history' },
  from: { 'zh-CN': '原阶段', 'en-US': 'From' },
  to: { 'zh-CN': '晋升至', 'en-US': 'To' },
  on: { 'zh-CN': '日期', 'en-US': 'On' },
  noHistory: { 'zh-CN': '暂无阶段变化', 'en-US': 'No phase change yet' },
  outcomes: { 'zh-CN': '发展与评选结果', 'en-US': 'Development and selection outcomes' },
  records: { 'zh-CN': '成长档案记录', 'en-US': 'Growth-file records' },
  none: { 'zh-CN': '无', 'en-US': 'None' },
} satisfies Record<string, Text>;

export const DIMENSION_LABELS = {
  hours: { 'zh-CN': '本年学时', 'en-US': "This year's hours" },
  training: { 'zh-CN': '完成培训', 'en-US': 'Training completed' },
  records: { 'zh-CN': '已审核档案', 'en-US': 'Verified records' },
  phase: { 'zh-CN': '阶段层级', 'en-US': 'Phase rank' },
} satisfies Record<TeacherPortrait['dimensions'][number]['key'], Text>;

export type PortraitSheet = {
  portrait: TeacherPortrait;
  locale: Locale;
  /** Labels the service resolved: phase code -> name, record kind -> name, outcome lines. */
  phaseName: (code: string | null) => string;
  kindName: (kind: string) => string;
  outcomeLines: string[];
  generatedOn: string;
};

function layout(doc: Doc, sheet: PortraitSheet): void {
  const { portrait, locale } = sheet;
  const t = (text: Text) => text[locale];
  const write = createTextWriter(doc);
  let y = MARGIN.top;
  const room = (height: number) => {
    if (y + height <= PAGE.height - MARGIN.bottom) return;
    doc.addPage();
    y = MARGIN.top;
  };
  const line = (text: string, style: TextStyle, x = MARGIN.left, step = 16) => {
    room(step);
    write.draw(text, x, y, style);
    y += step;
  };
  const table = (heads: string[], rows: string[][], widths: number[]) => {
    const row = (cells: string[], style: TextStyle) => {
      room(16);
      let x = MARGIN.left;
      cells.forEach((cell, index) => {
        write.draw(cell, x, y, style);
        x += widths[index]!;
      });
      y += 16;
    };
    row(heads, STYLES.head);
    for (const cells of rows) row(cells, STYLES.cell);
    y += 8;
  };
  const num = (value: number | null) => (value === null ? '—' : String(value));

  line(t(T.title), STYLES.title, MARGIN.left, 30);
  line(
    `${portrait.teacher.name}    ${t(T.school)}: ${portrait.teacher.schoolName ?? '—'}    ${t(T.phase)}: ${sheet.phaseName(portrait.teacher.phaseCode)}`,
    STYLES.meta,
  );
  line(sheet.generatedOn, STYLES.meta, MARGIN.left, 24);

  line(t(T.hours), STYLES.section, MARGIN.left, 22);
  table(
    [t(T.year), t(T.earned), t(T.required), t(T.schoolMedian), t(T.districtMedian)],
    portrait.hours.map((row) => [
      String(row.year),
      num(row.totalHours),
      num(row.requiredHours),
      num(row.schoolMedian),
      num(row.districtMedian),
    ]),
    [70, 80, 80, 110, 110],
  );
  line(t(T.dimensions), STYLES.section, MARGIN.left, 22);
  table(
    [t(T.dimension), t(T.value), t(T.schoolMedian), t(T.districtMedian)],
    portrait.dimensions.map((row) => [DIMENSION_LABELS[row.key][locale], num(row.value), num(row.schoolMedian), num(row.districtMedian)]),
    [150, 80, 110, 110],
  );
  line(t(T.history), STYLES.section, MARGIN.left, 22);
  if (portrait.phases.history.length === 0) line(t(T.noHistory), STYLES.cell, MARGIN.left, 24);
  else
    table(
      [t(T.from), t(T.to), t(T.on)],
      portrait.phases.history.map((step) => [
        sheet.phaseName(step.fromPhaseCode),
        sheet.phaseName(step.phaseCode),
        step.reachedAt.slice(0, 10),
      ]),
      [150, 150, 120],
    );
  line(t(T.outcomes), STYLES.section, MARGIN.left, 22);
  for (const outcome of sheet.outcomeLines) line(outcome, STYLES.cell);
  y += 8;
  line(t(T.records), STYLES.section, MARGIN.left, 22);
  if (portrait.records.length === 0) line(t(T.none), STYLES.cell);
  for (const record of portrait.records) line(`${sheet.kindName(record.kind)}: ${record.total} (${record.verified})`, STYLES.cell);
}

/** Renders the portrait to PDF bytes. */
export function renderPortraitPdf(sheet: PortraitSheet): Promise<Buffer> {
  return renderA4Pdf({ Title: `${T.title[sheet.locale]} ${sheet.portrait.teacher.name}`, Creator: 'Yanxiu' }, (doc) => layout(doc, sheet));
}

/** The download's name: the teacher's name, nothing a file system refuses. */
export function portraitPdfName(portrait: TeacherPortrait, locale: Locale): string {
  return `${fileNameStem(portrait.teacher.name, 'portrait')}-${portraitTexts(locale, 'pdfFile')}-${portrait.year}.pdf`;
}
