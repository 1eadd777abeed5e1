import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { selectionApplications, selectionProjects } from '@server/db/schema/selection';
import { selectionResults, selectionResultStates } from '@server/db/schema/selection-scoring';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Ranking, publication and the results of a project. While scoring, ranks are computed on read from the live
// scores; publishing stores each application's rank and outcome, which the public notice and the teacher then read.

const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

// Where a project's results stand is read by scoring too (it stops taking sheets once published): it lives there.
export { findResultState, type ResultStateRow } from '@server/modules/selection/scoring/scoring.repository';
import type { ResultStateRow } from '@server/modules/selection/scoring/scoring.repository';

/** Locks the project's row for a publication or finalisation: submissions under way finish first (they share it). */
export async function lockProjectForResults(tx: Executor, tenantId: TenantId, projectId: number): Promise<void> {
  await tx
    .select({ id: selectionProjects.id })
    .from(selectionProjects)
    .where(and(eq(selectionProjects.tenantId, tenantId), eq(selectionProjects.id, projectId)))
    .for('update');
}

/** Applications that passed review, with the applicant's org unit `ao` and user `u`, and the live result `r`. */
const passed = (tenantId: TenantId, projectId: number) => sql`selection_applications a
  join review_instances ri on ri.tenant_id = a.tenant_id and ri.id = a.review_instance_id and ri.status = '6'
  join org_units ao on ao.tenant_id = a.tenant_id and ao.id = a.org_unit_id
  join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
  left join selection_results r on r.tenant_id = a.tenant_id and r.application_id = a.id
  left join selection_groups g on g.tenant_id = a.tenant_id and g.id = a.group_id
  where a.tenant_id = ${tenantId} and a.project_id = ${projectId}`;

/**
 * Panel experts who may score an application (not of its school, not its applicant) and how many did: `a` and `ao`
 * are the application and its org unit.
 */
const panelCounts = sql`(select count(*)::int from selection_panel_experts p
      join users eu on eu.tenant_id = p.tenant_id and eu.id = p.expert_user_id
      join org_units eo on eo.tenant_id = eu.tenant_id and eo.id = eu.org_unit_id
     where p.tenant_id = a.tenant_id and p.project_id = a.project_id and (p.group_id is null or p.group_id = a.group_id)
       and a.user_id <> p.expert_user_id and not (eo.level = 1 and starts_with(ao.path, eo.path))) as experts_assigned,
  (select count(*)::int from selection_score_sheets s where s.tenant_id = a.tenant_id and s.application_id = a.id) as experts_submitted`;

export type RankedRow = {
  applyId: number;
  userId: number;
  applicantName: string;
  orgName: string;
  groupId: number | null;
  groupName: string | null;
  score: number | null;
  expertsSubmitted: number;
  expertsAssigned: number;
  rank: number | null;
  outcome: string | null;
  certificateId: number | null;
};

type RankedSqlRow = {
  id: string;
  user_id: string;
  name: string;
  org_name: string;
  group_id: string | null;
  group_name: string | null;
  score: number | null;
  experts_submitted: number;
  experts_assigned: number;
  rank: string | number | null;
  outcome: string | null;
  certificate_id: string | null;
};

const toRanked = (row: RankedSqlRow): RankedRow => ({
  applyId: Number(row.id),
  userId: Number(row.user_id),
  applicantName: row.name,
  orgName: row.org_name,
  groupId: numberOrNull(row.group_id),
  groupName: row.group_name,
  score: row.score,
  expertsSubmitted: row.experts_submitted,
  expertsAssigned: row.experts_assigned,
  rank: numberOrNull(row.rank),
  outcome: row.outcome,
  certificateId: numberOrNull(row.certificate_id),
});

/**
 * One page of the ranking, group by group (in the groups' order) and best first; equal scores share a rank (1, 1, 3).
 * `stored` reads the ranks published; otherwise they are computed from the live scores.
 */
export async function rankingPage(
  db: Executor,
  tenantId: TenantId,
  query: { projectId: number; groupId?: number | undefined; stored: boolean; limit: number; offset: number },
): Promise<{ rows: RankedRow[]; total: number }> {
  const group = query.groupId === undefined ? sql`` : sql`and a.group_id = ${query.groupId}`;
  const rank = query.stored
    ? sql`r.rank`
    : sql`case when r.score is null then null else rank() over (partition by a.group_id order by r.score desc nulls last) end`;
  // Ranks need only the scores of the applications that passed; names and panel counts are read for the page's rows.
  const passedIds = sql`selection_applications a
    join review_instances ri on ri.tenant_id = a.tenant_id and ri.id = a.review_instance_id and ri.status = '6'
    where a.tenant_id = ${tenantId} and a.project_id = ${query.projectId} ${group}`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<RankedSqlRow>(
      db,
      sql`with ranked as (
            select a.id, a.user_id, a.org_unit_id, a.group_id, a.project_id, a.tenant_id, r.score, ${rank} as rank, r.outcome, r.certificate_id
              from selection_applications a
              join review_instances ri on ri.tenant_id = a.tenant_id and ri.id = a.review_instance_id and ri.status = '6'
              left join selection_results r on r.tenant_id = a.tenant_id and r.application_id = a.id
             where a.tenant_id = ${tenantId} and a.project_id = ${query.projectId} ${group}),
          page as (
            select ranked.*, g.sort as group_sort, g.name as group_name
              from ranked left join selection_groups g on g.tenant_id = ranked.tenant_id and g.id = ranked.group_id
             order by g.sort nulls first, ranked.rank nulls last, ranked.id
             limit ${query.limit} offset ${query.offset})
          select x.id, x.user_id, u.name, ao.name as org_name, x.group_id, x.group_name, x.score::float8 as score, x.rank, x.outcome, x.certificate_id,
                 (select count(*)::int from selection_panel_experts p
                    join users eu on eu.tenant_id = p.tenant_id and eu.id = p.expert_user_id
                    join org_units eo on eo.tenant_id = eu.tenant_id and eo.id = eu.org_unit_id
                   where p.tenant_id = x.tenant_id and p.project_id = x.project_id and (p.group_id is null or p.group_id = x.group_id)
                     and x.user_id <> p.expert_user_id and not (eo.level = 1 and starts_with(ao.path, eo.path))) as experts_assigned,
                 (select count(*)::int from selection_score_sheets s where s.tenant_id = x.tenant_id and s.application_id = x.id) as experts_submitted
            from page x
            join users u on u.tenant_id = x.tenant_id and u.id = x.user_id
            join org_units ao on ao.tenant_id = x.tenant_id and ao.id = x.org_unit_id
           order by x.group_sort nulls first, x.rank nulls last, x.id`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from ${passedIds}`),
  ]);
  return { rows: rows.map(toRanked), total: counted?.total ?? 0 };
}

/** Every application of the project that passed review, with its live score and panel counts, for publishing and exports. */
export async function listPassedWithScores(db: Executor, tenantId: TenantId, projectId: number): Promise<RankedRow[]> {
  const rows = await rowsOf<RankedSqlRow>(
    db,
    sql`select a.id, a.user_id, u.name, ao.name as org_name, a.group_id, g.name as group_name, r.score::float8 as score, r.rank, r.outcome, r.certificate_id, ${panelCounts}
          from ${passed(tenantId, projectId)}
         order by g.sort nulls first, r.score desc nulls last, a.id`,
  );
  return rows.map(toRanked);
}

/**
 * Sheets still expected: the (panel expert, application they may score) pairs less the sheets submitted. Counted by
 * schools rather than by pairs (the applications that passed are first counted per group and school), so it stays
 * cheap on large projects. Exact because a sheet is only ever written for such a pair and an expert with sheets
 * stays on the panel.
 */
export async function countMissingSheets(db: Executor, tenantId: TenantId, projectId: number): Promise<number> {
  const [row] = await rowsOf<{ expected: number; own: number; submitted: number }>(
    db,
    sql`with passed as (
          select a.group_id, a.org_unit_id, count(*)::int as n
            from selection_applications a
            join review_instances ri on ri.tenant_id = a.tenant_id and ri.id = a.review_instance_id and ri.status = '6'
           where a.tenant_id = ${tenantId} and a.project_id = ${projectId}
           group by a.group_id, a.org_unit_id),
        panel as (
          select p.group_id, p.expert_user_id, eo.level, eo.path
            from selection_panel_experts p
            join users eu on eu.tenant_id = p.tenant_id and eu.id = p.expert_user_id
            join org_units eo on eo.tenant_id = eu.tenant_id and eo.id = eu.org_unit_id
           where p.tenant_id = ${tenantId} and p.project_id = ${projectId})
        select
          (select coalesce(sum(x.n), 0)::int from panel p
             join passed x on p.group_id is null or p.group_id = x.group_id
             join org_units ao on ao.tenant_id = ${tenantId} and ao.id = x.org_unit_id
            where not (p.level = 1 and starts_with(ao.path, p.path))) as expected,
          -- An expert's own application (outside their school) is not theirs to score either.
          (select count(*)::int from panel p
             join selection_applications a on a.tenant_id = ${tenantId} and a.project_id = ${projectId} and a.user_id = p.expert_user_id
                  and (p.group_id is null or p.group_id = a.group_id)
             join review_instances ri on ri.tenant_id = a.tenant_id and ri.id = a.review_instance_id and ri.status = '6'
             join org_units ao on ao.tenant_id = a.tenant_id and ao.id = a.org_unit_id
            where not (p.level = 1 and starts_with(ao.path, p.path))) as own,
          (select count(*)::int from selection_score_sheets s where s.tenant_id = ${tenantId} and s.project_id = ${projectId}) as submitted`,
  );
  return row ? row.expected - row.own - row.submitted : 0;
}

/** Applications on the published list. */
export async function countSelected(db: Executor, tenantId: TenantId, projectId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from selection_results where tenant_id = ${tenantId} and project_id = ${projectId} and outcome = 'selected'`,
  );
  return row?.n ?? 0;
}

/** Writes the published ranks and outcomes, on the results and on the applications (which teachers' lists read). */
export async function writeOutcomes(
  tx: Executor,
  tenantId: TenantId,
  projectId: number,
  outcomes: ReadonlyArray<{ applicationId: number; groupId: number | null; rank: number | null; selected: boolean }>,
): Promise<void> {
  if (outcomes.length === 0) return;
  const payload = JSON.stringify(
    outcomes.map((row) => ({ id: row.applicationId, g: row.groupId, r: row.rank, o: row.selected ? 'selected' : 'notSelected' })),
  );
  await tx.execute(sql`
    insert into selection_results (tenant_id, application_id, project_id, group_id, rank, outcome, stage, updated_at)
    select ${tenantId}, x.id, ${projectId}, x.g, x.r, x.o, 'provisional', now()
      from jsonb_to_recordset(${payload}::jsonb) as x(id bigint, g bigint, r int, o text)
    on conflict (tenant_id, application_id) do update set rank = excluded.rank, outcome = excluded.outcome, stage = 'provisional', updated_at = now()`);
  await tx.execute(sql`
    update selection_applications a set result = x.o, result_stage = 'provisional', updated_at = now()
      from jsonb_to_recordset(${payload}::jsonb) as x(id bigint, o text)
     where a.tenant_id = ${tenantId} and a.project_id = ${projectId} and a.id = x.id`);
}

/** Makes the published outcomes final. */
export async function finaliseOutcomes(tx: Executor, tenantId: TenantId, projectId: number): Promise<void> {
  await tx
    .update(selectionResults)
    .set({ stage: 'final', updatedAt: new Date() })
    .where(
      and(eq(selectionResults.tenantId, tenantId), eq(selectionResults.projectId, projectId), sql`${selectionResults.outcome} is not null`),
    );
  await tx
    .update(selectionApplications)
    .set({ resultStage: 'final', updatedAt: new Date() })
    .where(
      and(
        eq(selectionApplications.tenantId, tenantId),
        eq(selectionApplications.projectId, projectId),
        sql`${selectionApplications.result} is not null`,
      ),
    );
}

/** Creates the project's result state (first publication) or moves it at the version read; false when it moved meanwhile. */
export async function saveResultState(
  tx: Executor,
  tenantId: TenantId,
  projectId: number,
  expectedVersion: number,
  change: Partial<Omit<ResultStateRow, 'tenantId' | 'projectId' | 'version'>> & { phase: string },
): Promise<ResultStateRow | undefined> {
  if (expectedVersion === 0) {
    const rows = await tx
      .insert(selectionResultStates)
      .values({
        tenantId,
        projectId,
        noticeEndsOn: change.noticeEndsOn!,
        publishedAt: change.publishedAt!,
        publishedBy: change.publishedBy!,
        ...change,
      })
      .onConflictDoNothing()
      .returning();
    return rows[0];
  }
  const rows = await tx
    .update(selectionResultStates)
    .set({ ...change, version: sql`${selectionResultStates.version} + 1` })
    .where(
      and(
        eq(selectionResultStates.tenantId, tenantId),
        eq(selectionResultStates.projectId, projectId),
        eq(selectionResultStates.version, expectedVersion),
      ),
    )
    .returning();
  return rows[0];
}

/** Winners of a final list and their certificates, the applicant's name and org for the certificate. */
export async function listWinners(
  db: Executor,
  tenantId: TenantId,
  projectId: number,
): Promise<Array<{ applicationId: number; userId: number; certificateId: number | null }>> {
  const rows = await rowsOf<{ application_id: string; user_id: string; certificate_id: string | null }>(
    db,
    sql`select r.application_id, a.user_id, r.certificate_id
          from selection_results r join selection_applications a on a.tenant_id = r.tenant_id and a.id = r.application_id
         where r.tenant_id = ${tenantId} and r.project_id = ${projectId} and r.outcome = 'selected' and r.stage = 'final'
         order by r.application_id
         for update of r`,
  );
  return rows.map((row) => ({
    applicationId: Number(row.application_id),
    userId: Number(row.user_id),
    certificateId: numberOrNull(row.certificate_id),
  }));
}

export async function setCertificate(tx: Executor, tenantId: TenantId, applicationId: number, certificateId: number): Promise<void> {
  await tx
    .update(selectionResults)
    .set({ certificateId, updatedAt: new Date() })
    .where(
      and(
        eq(selectionResults.tenantId, tenantId),
        eq(selectionResults.applicationId, applicationId),
        sql`${selectionResults.certificateId} is null`,
      ),
    );
}

/** One application's published result with the size of its group's ranking, for its applicant. */
export async function findResultOf(
  db: Executor,
  tenantId: TenantId,
  applicationId: number,
): Promise<
  | {
      userId: number;
      projectId: number;
      score: number | null;
      rank: number | null;
      outcome: string | null;
      stage: string | null;
      certificateId: number | null;
      rankedOf: number;
    }
  | undefined
> {
  const [row] = await rowsOf<{
    user_id: string;
    project_id: string;
    score: number | null;
    rank: number | null;
    outcome: string | null;
    stage: string | null;
    certificate_id: string | null;
    ranked_of: number;
  }>(
    db,
    sql`select a.user_id, a.project_id, r.score::float8 as score, r.rank, r.outcome, r.stage, r.certificate_id,
               (select count(*)::int from selection_results o where o.tenant_id = a.tenant_id and o.project_id = a.project_id
                  and o.group_id is not distinct from a.group_id and o.rank is not null) as ranked_of
          from selection_applications a
          left join selection_results r on r.tenant_id = a.tenant_id and r.application_id = a.id
         where a.tenant_id = ${tenantId} and a.id = ${applicationId}`,
  );
  if (!row) return undefined;
  return {
    userId: Number(row.user_id),
    projectId: Number(row.project_id),
    score: row.score,
    rank: row.rank,
    outcome: row.outcome,
    stage: row.stage,
    certificateId: numberOrNull(row.certificate_id),
    rankedOf: row.ranked_of,
  };
}

/** The winners on a published list, group by group and by rank, for the public notice. */
export async function listPublishedWinners(db: Executor, tenantId: TenantId, projectId: number): Promise<RankedRow[]> {
  const rows = await rowsOf<RankedSqlRow>(
    db,
    sql`select a.id, a.user_id, u.name, ao.name as org_name, a.group_id, g.name as group_name, r.score::float8 as score, r.rank, r.outcome, r.certificate_id,
               0 as experts_assigned, 0 as experts_submitted
          from ${passed(tenantId, projectId)} and r.outcome = 'selected'
         order by g.sort nulls first, r.rank nulls last, a.id`,
  );
  return rows.map(toRanked);
}

/** Every submitted sheet of a project with its indicator scores, for the score matrix. */
export async function listSheetsOfProject(
  db: Executor,
  tenantId: TenantId,
  projectId: number,
): Promise<
  Array<{
    applicationId: number;
    expertUserId: number;
    expertName: string;
    total: number;
    comment: string | null;
    itemId: number;
    score: number;
    itemComment: string;
  }>
> {
  const rows = await rowsOf<{
    application_id: string;
    expert_user_id: string;
    name: string;
    total: number;
    comment: string | null;
    item_id: string;
    score: number;
    item_comment: string;
  }>(
    db,
    sql`select s.application_id, s.expert_user_id, u.name, s.total::float8 as total, s.comment, c.item_id, c.score::float8 as score, c.comment as item_comment
          from selection_score_sheets s
          join users u on u.tenant_id = s.tenant_id and u.id = s.expert_user_id
          join selection_scores c on c.tenant_id = s.tenant_id and c.application_id = s.application_id and c.expert_user_id = s.expert_user_id
         where s.tenant_id = ${tenantId} and s.project_id = ${projectId}
         order by s.application_id, u.name, s.expert_user_id, c.item_id`,
  );
  return rows.map((row) => ({
    applicationId: Number(row.application_id),
    expertUserId: Number(row.expert_user_id),
    expertName: row.name,
    total: row.total,
    comment: row.comment,
    itemId: Number(row.item_id),
    score: row.score,
    itemComment: row.item_comment,
  }));
}

/** Every application of a project with its review status and result, for the applications export. */
export async function listApplicationsOfProject(
  db: Executor,
  tenantId: TenantId,
  projectId: number,
  limit: number,
): Promise<
  Array<{
    applyId: number;
    applicantName: string;
    orgName: string;
    groupName: string | null;
    status: string;
    submittedAt: Date | null;
    applicant: unknown;
    score: number | null;
    rank: number | null;
    outcome: string | null;
    stage: string | null;
  }>
> {
  const rows = await rowsOf<{
    id: string;
    name: string;
    org_name: string;
    group_name: string | null;
    status: string | null;
    submitted_at: Date | string | null;
    applicant: unknown;
    score: number | null;
    rank: number | null;
    outcome: string | null;
    stage: string | null;
  }>(
    db,
    sql`select a.id, u.name, ao.name as org_name, g.name as group_name, ri.status, ri.submitted_at, a.applicant, r.score::float8 as score, r.rank, r.outcome, r.stage
          from selection_applications a
          join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
          join org_units ao on ao.tenant_id = a.tenant_id and ao.id = a.org_unit_id
          left join review_instances ri on ri.tenant_id = a.tenant_id and ri.id = a.review_instance_id
          left join selection_groups g on g.tenant_id = a.tenant_id and g.id = a.group_id
          left join selection_results r on r.tenant_id = a.tenant_id and r.application_id = a.id
         where a.tenant_id = ${tenantId} and a.project_id = ${projectId}
         order by g.sort nulls first, a.id
         limit ${limit}`,
  );
  return rows.map((row) => ({
    applyId: Number(row.id),
    applicantName: row.name,
    orgName: row.org_name,
    groupName: row.group_name,
    status: row.status ?? '2',
    submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
    applicant: row.applicant,
    score: row.score,
    rank: row.rank,
    outcome: row.outcome,
    stage: row.stage,
  }));
}
