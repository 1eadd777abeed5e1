import { ApplyStatus } from '@yanxiu/contract/enums';
import type { Bilingual, Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';

// The staff's Excel exports of a project: its applications, the score matrix (one row per application, one column
// per expert, and a sheet of every indicator score with its comment) and the ranking, in the caller's language.

type Column<R> = SheetColumn<R>;

const outcomeLabels: Record<string, Bilingual> = {
  selected: { 'zh-CN': '入选', 'en-US': 'Selected' },
  notSelected: { 'zh-CN': '未入选', 'en-US': 'Not selected' },
};
const stageLabels: Record<string, Bilingual> = {
  provisional: { 'zh-CN': '公示中', 'en-US': 'On public notice' },
  final: { 'zh-CN': '已定稿', 'en-US': 'Final' },
};
const label = (labels: Record<string, Bilingual>, value: string | null, locale: Locale) =>
  value === null ? '' : (labels[value]?.[locale] ?? value);

function addSheet<R>(
  workbook: ExcelJS.Workbook,
  name: Bilingual,
  columns: ReadonlyArray<Column<R>>,
  rows: readonly R[],
  locale: Locale,
): void {
  addColumnSheet(workbook, name[locale], columns, rows, locale);
}

export type ApplicationExportRow = {
  applyId: number;
  applicantName: string;
  orgName: string;
  groupName: string | null;
  status: string;
  submittedAt: string | null;
  phone: string;
  score: number | null;
  rank: number | null;
  outcome: string | null;
  stage: string | null;
};

const APPLICATION_COLUMNS: ReadonlyArray<Column<ApplicationExportRow>> = [
  { header: { 'zh-CN': '申报编号', 'en-US': 'Application' }, width: 10, value: (row) => row.applyId },
  { header: { 'zh-CN': '申报人', 'en-US': 'Applicant' }, width: 12, value: (row) => row.applicantName },
  { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.orgName },
  { header: { 'zh-CN': '申报类别', 'en-US': 'Group' }, width: 18, value: (row) => row.groupName },
  { header: { 'zh-CN': '联系电话', 'en-US': 'Phone' }, width: 14, value: (row) => row.phone },
  {
    header: { 'zh-CN': '申报状态', 'en-US': 'Status' },
    width: 12,
    value: (row, locale) =>
      ApplyStatus.values.includes(row.status as never)
        ? ApplyStatus.label(row.status as (typeof ApplyStatus.values)[number], locale)
        : row.status,
  },
  { header: { 'zh-CN': '提交时间', 'en-US': 'Submitted' }, width: 20, value: (row) => row.submittedAt },
  { header: { 'zh-CN': '得分', 'en-US': 'Score' }, width: 8, value: (row) => row.score },
  { header: { 'zh-CN': '组内排名', 'en-US': 'Rank in group' }, width: 10, value: (row) => row.rank },
  { header: { 'zh-CN': '结果', 'en-US': 'Result' }, width: 10, value: (row, locale) => label(outcomeLabels, row.outcome, locale) },
  { header: { 'zh-CN': '结果状态', 'en-US': 'Result stage' }, width: 10, value: (row, locale) => label(stageLabels, row.stage, locale) },
];

export async function applicationsWorkbook(rows: readonly ApplicationExportRow[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, { 'zh-CN': '申报列表', 'en-US': 'Applications' }, APPLICATION_COLUMNS, rows, locale);
  return workbookBytes(workbook);
}

export type RankingExportRow = {
  groupName: string | null;
  rank: number | null;
  applicantName: string;
  orgName: string;
  score: number | null;
  expertsSubmitted: number;
  expertsAssigned: number;
  outcome: string | null;
};

const RANKING_COLUMNS: ReadonlyArray<Column<RankingExportRow>> = [
  { header: { 'zh-CN': '申报类别', 'en-US': 'Group' }, width: 18, value: (row) => row.groupName },
  // Ties keep their shared rank, marked so a reader sees them: 并列 2 / tied 2.
  { header: { 'zh-CN': '排名', 'en-US': 'Rank' }, width: 10, value: (row) => row.rank },
  { header: { 'zh-CN': '申报人', 'en-US': 'Applicant' }, width: 12, value: (row) => row.applicantName },
  { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.orgName },
  { header: { 'zh-CN': '得分', 'en-US': 'Score' }, width: 8, value: (row) => row.score },
  { header: { 'zh-CN': '已评专家', 'en-US': 'Experts scored' }, width: 10, value: (row) => row.expertsSubmitted },
  { header: { 'zh-CN': '应评专家', 'en-US': 'Experts assigned' }, width: 10, value: (row) => row.expertsAssigned },
  { header: { 'zh-CN': '结果', 'en-US': 'Result' }, width: 10, value: (row, locale) => label(outcomeLabels, row.outcome, locale) },
];

export async function rankingWorkbook(rows: readonly RankingExportRow[], locale: Locale): Promise<Buffer> {
  const ties = new Map<string, number>();
  const key = (row: RankingExportRow) => `${row.groupName ?? ''}\u0000${row.rank}`;
  for (const row of rows) if (row.rank !== null) ties.set(key(row), (ties.get(key(row)) ?? 0) + 1);
  const tied = { 'zh-CN': '并列', 'en-US': 'tied' } satisfies Bilingual;
  const columns = RANKING_COLUMNS.map((column, index) =>
    index === 1
      ? {
          ...column,
          value: (row: RankingExportRow) =>
            row.rank === null ? '' : (ties.get(key(row)) ?? 0) > 1 ? `${tied[locale]} ${row.rank}` : row.rank,
        }
      : column,
  );
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, { 'zh-CN': '排名', 'en-US': 'Ranking' }, columns, rows, locale);
  return workbookBytes(workbook);
}

export type ScoreMatrix = {
  applications: ReadonlyArray<{ applyId: number; applicantName: string; orgName: string; groupName: string | null; score: number | null }>;
  experts: ReadonlyArray<{ userId: number; name: string }>;
  indicators: ReadonlyArray<{ itemId: number; title: string; maxScore: number }>;
  sheets: ReadonlyArray<{
    applicationId: number;
    expertUserId: number;
    expertName: string;
    total: number;
    comment: string | null;
    itemId: number;
    score: number;
    itemComment: string;
  }>;
};

/** The score matrix: applications by experts' totals with the aggregated score, then every indicator score. */
export async function scoresWorkbook(matrix: ScoreMatrix, locale: Locale): Promise<Buffer> {
  const totals = new Map<string, number>();
  for (const sheet of matrix.sheets) totals.set(`${sheet.applicationId}:${sheet.expertUserId}`, sheet.total);
  const workbook = new ExcelJS.Workbook();
  type Row = ScoreMatrix['applications'][number];
  const columns: Array<Column<Row>> = [
    { header: { 'zh-CN': '申报编号', 'en-US': 'Application' }, width: 10, value: (row) => row.applyId },
    { header: { 'zh-CN': '申报人', 'en-US': 'Applicant' }, width: 12, value: (row) => row.applicantName },
    { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.orgName },
    { header: { 'zh-CN': '申报类别', 'en-US': 'Group' }, width: 18, value: (row) => row.groupName },
    ...matrix.experts.map((expert) => ({
      header: { 'zh-CN': expert.name, 'en-US': expert.name },
      width: 10,
      value: (row: Row) => totals.get(`${row.applyId}:${expert.userId}`) ?? null,
    })),
    { header: { 'zh-CN': '最终得分', 'en-US': 'Score' }, width: 10, value: (row) => row.score },
  ];
  addSheet(workbook, { 'zh-CN': '评分矩阵', 'en-US': 'Score matrix' }, columns, matrix.applications, locale);

  const names = new Map(matrix.applications.map((row) => [row.applyId, row.applicantName]));
  const indicators = new Map(matrix.indicators.map((item) => [item.itemId, item]));
  type Detail = ScoreMatrix['sheets'][number];
  const details: ReadonlyArray<Column<Detail>> = [
    { header: { 'zh-CN': '申报编号', 'en-US': 'Application' }, width: 10, value: (row) => row.applicationId },
    { header: { 'zh-CN': '申报人', 'en-US': 'Applicant' }, width: 12, value: (row) => names.get(row.applicationId) ?? '' },
    { header: { 'zh-CN': '专家', 'en-US': 'Expert' }, width: 12, value: (row) => row.expertName },
    {
      header: { 'zh-CN': '指标', 'en-US': 'Indicator' },
      width: 30,
      value: (row) => indicators.get(row.itemId)?.title ?? String(row.itemId),
    },
    { header: { 'zh-CN': '满分', 'en-US': 'Maximum' }, width: 8, value: (row) => indicators.get(row.itemId)?.maxScore ?? null },
    { header: { 'zh-CN': '得分', 'en-US': 'Score' }, width: 8, value: (row) => row.score },
    { header: { 'zh-CN': '评语', 'en-US': 'Comment' }, width: 50, value: (row) => row.itemComment },
    { header: { 'zh-CN': '总评', 'en-US': 'Overall comment' }, width: 40, value: (row) => row.comment },
  ];
  addSheet(workbook, { 'zh-CN': '评分明细', 'en-US': 'Indicator scores' }, details, matrix.sheets, locale);
  return workbookBytes(workbook);
}

/** A download's name: the project's title and what it holds, nothing a file system refuses, e.g. 2026骨干评选-排名.xlsx. */
export function exportFileName(projectTitle: string, what: Bilingual, locale: Locale, extension: string): string {
  const title = projectTitle.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'selection';
  return `${title}-${what[locale]}.${extension}`;
}
