import type { Locale } from '@yanxiu/contract/locale';
import type { StaffPortrait } from '@yanxiu/contract/portrait';
import ExcelJS from 'exceljs';
import { addColumnSheet, addPairSheet, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { portraitTexts } from './portrait.texts';

type Label = Record<Locale, string>;
type Row = StaffPortrait['records'][number];
/** Code -> name in the caller's language, for sections, subjects and phases. */
export type Names = { section: Map<string, Label>; subject: Map<string, Label>; phase: Map<string, Label> };

const yesNo = (value: boolean, locale: Locale) => portraitTexts(locale, value ? 'yes' : 'no');

/**
 * The staff portrait as an .xlsx workbook in the caller's language: a sheet of the teachers (one row each) and a
 * sheet of the summary (teachers, behind, taking part, median hours, teachers per phase).
 */
export async function staffPortraitWorkbook(portrait: StaffPortrait, names: Names, locale: Locale): Promise<Buffer> {
  const name = (map: Map<string, Label>, code: string | null) => (code === null ? '' : (map.get(code)?.[locale] ?? code));
  const columns: Array<SheetColumn<Row>> = [
    { header: { 'zh-CN': '姓名', 'en-US': 'Teacher' }, width: 12, value: (row) => row.teacherName },
    { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.schoolName ?? '' },
    { header: { 'zh-CN': '学段', 'en-US': 'Section' }, width: 10, value: (row) => name(names.section, row.sectionCode) },
    { header: { 'zh-CN': '学科', 'en-US': 'Subject' }, width: 10, value: (row) => name(names.subject, row.subjectCode) },
    { header: { 'zh-CN': '发展阶段', 'en-US': 'Career phase' }, width: 14, value: (row) => name(names.phase, row.phaseCode) },
    { header: { 'zh-CN': '已获学时', 'en-US': 'Hours' }, width: 10, value: (row) => row.totalHours },
    { header: { 'zh-CN': '学时落后', 'en-US': 'Behind on hours' }, width: 12, value: (row) => yesNo(row.behind, locale) },
    { header: { 'zh-CN': '完成培训单元', 'en-US': 'Training units completed' }, width: 14, value: (row) => row.unitsCompleted },
  ];
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, portraitTexts(locale, 'teachersSheet', { year: portrait.year }), columns, portrait.records, locale);
  const text = (key: Parameters<typeof portraitTexts>[1]) => portraitTexts(locale, key);
  addPairSheet(
    workbook,
    text('summarySheet'),
    [24, 12],
    [
      [text('summaryTeachers'), portrait.summary.teachers],
      [text('summaryBehind'), portrait.summary.behind],
      [text('summaryParticipating'), portrait.summary.participating],
      [text('summaryMedian'), portrait.summary.hoursMedian],
      [text('summaryRequired'), portrait.requiredHours ?? ''],
      ...portrait.summary.phases.map(
        (phase) => [phase.phaseCode === null ? text('noPhase') : name(names.phase, phase.phaseCode), phase.teachers] as const,
      ),
    ],
  );
  return workbookBytes(workbook);
}

/** The download's name, e.g. 教师画像-2026-20261125.xlsx. */
export function staffPortraitFileName(locale: Locale, year: number, day: string): string {
  return datedFileName(`${portraitTexts(locale, 'staffFile')}-${year}`, day);
}
