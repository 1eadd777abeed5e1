import { EnrolmentStatus } from '@yanxiu/contract/training-enums';
import type { EnrolmentRow } from '@yanxiu/contract/training';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { trainingTexts } from '../training.texts';

/** The most rows one export writes; the workbook is built in memory, so it stays bounded. */
export const EXPORT_MAX_ROWS = 20_000;

const SOURCE_LABELS: Record<EnrolmentRow['source'], Record<Locale, string>> = {
  open: { 'zh-CN': '直接报名', 'en-US': 'Open' },
  approval: { 'zh-CN': '审核报名', 'en-US': 'Approval' },
  order: { 'zh-CN': '购买', 'en-US': 'Order' },
};

const COLUMNS: Array<SheetColumn<EnrolmentRow>> = [
  { header: { 'zh-CN': '培训名称', 'en-US': 'Programme' }, width: 36, value: (row) => row.programmeTitle },
  { header: { 'zh-CN': '姓名', 'en-US': 'Teacher' }, width: 12, value: (row) => row.teacherName },
  { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.schoolName },
  { header: { 'zh-CN': '手机号', 'en-US': 'Phone' }, width: 14, value: (row) => row.phone ?? '' },
  { header: { 'zh-CN': '状态', 'en-US': 'Status' }, width: 10, value: (row, locale) => EnrolmentStatus.labels[row.status][locale] },
  { header: { 'zh-CN': '报名方式', 'en-US': 'Source' }, width: 10, value: (row, locale) => SOURCE_LABELS[row.source][locale] },
  { header: { 'zh-CN': '报名时间', 'en-US': 'Enrolled at' }, width: 20, value: (row) => row.createdAt },
  { header: { 'zh-CN': '审核人', 'en-US': 'Decided by' }, width: 12, value: (row) => row.decidedByName ?? '' },
  { header: { 'zh-CN': '审核意见', 'en-US': 'Reason' }, width: 24, value: (row) => row.reason ?? '' },
  {
    header: { 'zh-CN': '完成单元', 'en-US': 'Units done' },
    width: 10,
    value: (row) => `${row.progress.completedUnits}/${row.progress.totalUnits}`,
  },
  { header: { 'zh-CN': '已获学时', 'en-US': 'Hours' }, width: 10, value: (row) => row.progress.completedHours },
];

/** The enrolment list as an .xlsx workbook with headers in the caller's language. */
export async function enrolmentWorkbook(rows: readonly EnrolmentRow[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, trainingTexts(locale, 'enrolmentsSheet'), COLUMNS, rows, locale);
  return workbookBytes(workbook);
}

/** The download's name, e.g. 报名名单-20261121.xlsx. */
export function exportFileName(locale: Locale, day: string): string {
  return datedFileName(trainingTexts(locale, 'enrolmentsFile'), day);
}
