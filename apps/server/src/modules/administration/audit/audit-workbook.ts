import { auditActionLabel, auditObjectLabel } from '@yanxiu/contract/administration-audit';
import type { AuditEntryView } from '@yanxiu/contract/administration-tenants';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, chinaDateTime, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { administrationTexts } from '../administration.texts';

// Excel refuses cells over 32,767 characters; a huge before/after is cut with a mark rather than failing the export.
const CELL_MAX = 32_000;
const json = (value: unknown) => {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > CELL_MAX ? `${text.slice(0, CELL_MAX)}…` : text;
};

const COLUMNS: Array<SheetColumn<AuditEntryView>> = [
  { header: { 'zh-CN': '时间（北京时间）', 'en-US': 'Time (China)' }, width: 20, value: (row) => chinaDateTime(row.at) },
  { header: { 'zh-CN': '操作人', 'en-US': 'Actor' }, width: 14, value: (row) => row.actorName ?? '' },
  { header: { 'zh-CN': '操作人账号', 'en-US': 'Actor username' }, width: 16, value: (row) => row.actorUsername ?? '' },
  { header: { 'zh-CN': '操作', 'en-US': 'Action' }, width: 30, value: (row, locale) => auditActionLabel(row.action, locale) },
  { header: { 'zh-CN': '对象类型', 'en-US': 'Object type' }, width: 16, value: (row, locale) => auditObjectLabel(row.entityType, locale) },
  { header: { 'zh-CN': '对象', 'en-US': 'Object' }, width: 20, value: (row) => row.entityId },
  { header: { 'zh-CN': '修改前', 'en-US': 'Before' }, width: 50, value: (row) => json(row.before) },
  { header: { 'zh-CN': '修改后', 'en-US': 'After' }, width: 50, value: (row) => json(row.after) },
  { header: { 'zh-CN': 'IP 地址', 'en-US': 'IP address' }, width: 16, value: (row) => row.ip ?? '' },
  { header: { 'zh-CN': '请求编号', 'en-US': 'Request id' }, width: 38, value: (row) => row.requestId ?? '' },
];

/** The audit entries as an .xlsx workbook with headers in the caller's language. */
export async function auditWorkbook(rows: readonly AuditEntryView[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, administrationTexts(locale, 'auditSheet'), COLUMNS, rows, locale);
  return workbookBytes(workbook);
}

/** The download's name, e.g. 操作日志-20261125.xlsx. */
export function auditFileName(locale: Locale, day: string): string {
  return datedFileName(administrationTexts(locale, 'auditFile'), day);
}
