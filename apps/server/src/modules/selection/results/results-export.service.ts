import { ApplyStatus } from '@yanxiu/contract/enums';
import { SelectionScoringLimits } from '@yanxiu/contract/selection-scoring-limits';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { loadApplicationContent } from '@server/modules/selection/scoring/application-content';
import { rankWithTies } from '@server/modules/selection/scoring/score-aggregation';
import { findScoringTarget } from '@server/modules/selection/scoring/scoring.repository';
import { managedProject } from '@server/modules/selection/scoring/scoring.service';
import { applicationPdfName, renderApplicationPdf, type ApplicationSheet } from './application-pdf';
import { applicationsWorkbook, exportFileName, rankingWorkbook, scoresWorkbook } from './results-export';
import { listApplicationsOfProject, listPassedWithScores, listSheetsOfProject } from './results.repository';

export type Download = { fileName: string; bytes: Buffer };

const phoneOf = (applicant: unknown) => (applicant as { phone?: string } | null)?.phone ?? '';

// The staff's downloads of a project they run (403 otherwise, 404 for an unknown project or application).

export async function exportSelectionApplications(ctx: RequestContext, projectId: number): Promise<Download> {
  const { project } = await managedProject(ctx, projectId);
  const rows = await listApplicationsOfProject(ctx.db, ctx.tenantId, projectId, SelectionScoringLimits.exportRows);
  const bytes = await applicationsWorkbook(
    rows.map((row) => ({ ...row, phone: phoneOf(row.applicant), submittedAt: row.submittedAt?.toISOString() ?? null })),
    ctx.locale,
  );
  return { fileName: exportFileName(project.title, { 'zh-CN': '申报列表', 'en-US': 'applications' }, ctx.locale, 'xlsx'), bytes };
}

export async function exportSelectionRanking(ctx: RequestContext, projectId: number): Promise<Download> {
  const managed = await managedProject(ctx, projectId);
  const rows = await listPassedWithScores(ctx.db, ctx.tenantId, projectId);
  // While scoring the ranks are not stored: the live ones, by the rule publishing uses.
  const live = managed.phase === 'scoring' ? liveRanks(rows) : null;
  const bytes = await rankingWorkbook(
    // In the groups' order, best first (as listed), so the ranks read 1, 1, 3 down each group.
    rows.map((row) => ({ ...row, rank: live ? (live.get(row.applyId) ?? null) : row.rank })),
    ctx.locale,
  );
  return { fileName: exportFileName(managed.project.title, { 'zh-CN': '排名', 'en-US': 'ranking' }, ctx.locale, 'xlsx'), bytes };
}

export async function exportSelectionScores(ctx: RequestContext, projectId: number): Promise<Download> {
  const managed = await managedProject(ctx, projectId);
  const [rows, sheets, content] = await Promise.all([
    listPassedWithScores(ctx.db, ctx.tenantId, projectId),
    listSheetsOfProject(ctx.db, ctx.tenantId, projectId),
    // The item tree only (no application has id 0): the indicators' titles and maximums.
    loadApplicationContent(ctx.db, ctx.tenantId, projectId, 0),
  ]);
  const experts = new Map<number, string>();
  for (const sheet of sheets) experts.set(sheet.expertUserId, sheet.expertName);
  const bytes = await scoresWorkbook(
    {
      applications: rows,
      experts: [...experts].map(([userId, name]) => ({ userId, name })).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
      indicators: content.indicators.map((item) => ({ itemId: item.id, title: item.title, maxScore: Number(item.maxScore) })),
      sheets,
    },
    ctx.locale,
  );
  return { fileName: exportFileName(managed.project.title, { 'zh-CN': '评分矩阵', 'en-US': 'scores' }, ctx.locale, 'xlsx'), bytes };
}

/** One application as a PDF with its evidence list, for the staff running its project. */
export async function selectionApplicationPdf(ctx: RequestContext, applicationId: number): Promise<Download> {
  const target = await findScoringTarget(ctx.db, ctx.tenantId, applicationId, ctx.actor.userId);
  if (!target) throw new AppError('NOT_FOUND');
  const { project } = await managedProject(ctx, target.projectId);
  const content = await loadApplicationContent(ctx.db, ctx.tenantId, target.projectId, applicationId);
  const rows = await listApplicationsOfProject(ctx.db, ctx.tenantId, target.projectId, SelectionScoringLimits.exportRows);
  const row = rows.find((candidate) => candidate.applyId === applicationId);
  const applicant = (target.applicant ?? {}) as { introduction?: string; phone?: string };
  const status = (row?.status ?? '2') as (typeof ApplyStatus.values)[number];
  const sheet: ApplicationSheet = {
    projectTitle: project.title,
    applyId: applicationId,
    applicantName: target.applicantName,
    orgName: target.orgName,
    groupName: row?.groupName ?? null,
    phone: applicant.phone ?? '',
    statusLabel: ApplyStatus.values.includes(status) ? ApplyStatus.label(status, 'zh-CN') : status,
    submittedOn: target.appliedAt ? chinaDay(target.appliedAt) : null,
    introduction: applicant.introduction ?? '',
    score: row?.score ?? null,
    sections: content.sections.map((section) => ({
      title: section.title,
      indicators: section.indicators.map((indicator) => ({
        title: indicator.title,
        maxScore: indicator.maxScore,
        answer: [indicator.value?.text, indicator.value?.number?.toString(), indicator.value?.options.join('；')]
          .filter((part) => part)
          .join('\n'),
        selfScore: indicator.selfScore,
        evidence: [
          ...(indicator.value?.files ?? []).map((file) =>
            file.missing ? `（文件已删除）${file.id}` : `${file.name}（${Math.max(1, Math.round(file.size / 1024))} KB）`,
          ),
          ...(indicator.value?.records ?? []).map((record) =>
            record.missing
              ? `（成长档案记录已删除）${record.id}`
              : `成长档案：${record.title}${record.occurredOn ? `（${record.occurredOn}）` : ''}`,
          ),
        ],
      })),
    })),
    generatedOn: chinaDay(new Date()),
  };
  return { fileName: applicationPdfName(sheet), bytes: await renderApplicationPdf(sheet) };
}

/** Live competition ranks per group, from the scores as they stand (the rule publishing stores). */
function liveRanks(rows: ReadonlyArray<{ applyId: number; groupId: number | null; score: number | null }>): Map<number, number | null> {
  const groups = new Map<number | null, Array<{ applyId: number; score: number | null }>>();
  for (const row of rows) {
    const group = groups.get(row.groupId);
    if (group) group.push(row);
    else groups.set(row.groupId, [row]);
  }
  const ranks = new Map<number, number | null>();
  for (const group of groups.values()) {
    const ranked = rankWithTies(group.map((row) => row.score));
    group.forEach((row, index) => ranks.set(row.applyId, ranked[index]!));
  }
  return ranks;
}
