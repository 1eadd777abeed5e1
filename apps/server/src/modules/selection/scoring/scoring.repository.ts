import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { selectionProjects } from '@server/db/schema/selection';
import {
  selectionPanelExperts,
  selectionResults,
  selectionResultStates,
  selectionScoreSheets,
  selectionScores,
} from '@server/db/schema/selection-scoring';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Panels, the experts' lists and their score sheets. An application is scored once its review passed (status 6);
// an expert scores the applications of the groups whose panel they are on, never one of their own school (the
// applicant's org path under the expert's school) nor their own.

const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Applications that passed review, with their applicant's org unit `ao`: the rows every query here starts from. */
const passedApplications = sql`selection_applications a
  join review_instances ri on ri.tenant_id = a.tenant_id and ri.id = a.review_instance_id and ri.status = '6'
  join org_units ao on ao.tenant_id = a.tenant_id and ao.id = a.org_unit_id`;

/** Whether the panel expert `p` (their org unit `eo`) may score application `a`: not their school, not theirs. */
const mayScore = sql`(p.group_id is null or p.group_id = a.group_id)
  and a.user_id <> p.expert_user_id
  and not (eo.level = 1 and starts_with(ao.path, eo.path))`;

export type ExpertCandidateRow = { userId: number; name: string; orgName: string };

/** The tenant's active users holding the expert role, by name. */
export async function listExpertCandidates(db: Executor, tenantId: TenantId): Promise<ExpertCandidateRow[]> {
  const rows = await rowsOf<{ user_id: string; name: string; org_name: string }>(
    db,
    sql`select u.id as user_id, u.name, o.name as org_name
          from users u join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
         where u.tenant_id = ${tenantId} and u.status = 'active' and 'expert' = any(u.roles)
         order by u.name, u.id`,
  );
  return rows.map((row) => ({ userId: Number(row.user_id), name: row.name, orgName: row.org_name }));
}

export type PanelRow = ExpertCandidateRow & { groupId: number | null; assigned: number; submitted: number };

/** Every panel expert of a project with how many applications they may score and have scored. */
export async function listPanels(db: Executor, tenantId: TenantId, projectId: number): Promise<PanelRow[]> {
  const rows = await rowsOf<{
    group_id: string | null;
    user_id: string;
    name: string;
    org_name: string;
    assigned: number;
    submitted: number;
  }>(
    db,
    sql`select p.group_id, u.id as user_id, u.name, eo.name as org_name,
               (select count(*)::int from ${passedApplications} where a.tenant_id = p.tenant_id and a.project_id = p.project_id and ${mayScore}) as assigned,
               (select count(*)::int from ${passedApplications}
                  join selection_score_sheets s on s.tenant_id = a.tenant_id and s.application_id = a.id and s.expert_user_id = p.expert_user_id
                 where a.tenant_id = p.tenant_id and a.project_id = p.project_id and ${mayScore}) as submitted
          from selection_panel_experts p
          join users u on u.tenant_id = p.tenant_id and u.id = p.expert_user_id
          join org_units eo on eo.tenant_id = u.tenant_id and eo.id = u.org_unit_id
         where p.tenant_id = ${tenantId} and p.project_id = ${projectId}
         order by p.group_id nulls first, p.id`,
  );
  return rows.map((row) => ({
    groupId: row.group_id === null ? null : Number(row.group_id),
    userId: Number(row.user_id),
    name: row.name,
    orgName: row.org_name,
    assigned: row.assigned,
    submitted: row.submitted,
  }));
}

/** How many applications of each group (null: the project without groups) passed review. */
export async function countPassedByGroup(db: Executor, tenantId: TenantId, projectId: number): Promise<Map<number | null, number>> {
  const rows = await rowsOf<{ group_id: string | null; n: number }>(
    db,
    sql`select a.group_id, count(*)::int as n from ${passedApplications} where a.tenant_id = ${tenantId} and a.project_id = ${projectId} group by a.group_id`,
  );
  return new Map(rows.map((row) => [row.group_id === null ? null : Number(row.group_id), row.n]));
}

const panelOf = (tenantId: TenantId, projectId: number, groupId: number | null) =>
  and(
    eq(selectionPanelExperts.tenantId, tenantId),
    eq(selectionPanelExperts.projectId, projectId),
    groupId === null ? sql`${selectionPanelExperts.groupId} is null` : eq(selectionPanelExperts.groupId, groupId),
  );

/** The experts on one panel. */
export async function panelExpertIds(db: Executor, tenantId: TenantId, projectId: number, groupId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: selectionPanelExperts.expertUserId })
    .from(selectionPanelExperts)
    .where(panelOf(tenantId, projectId, groupId));
  return rows.map((row) => row.id);
}

/** Of the given experts, those who submitted a sheet for an application of the panel's group. */
export async function expertsWithSheets(
  db: Executor,
  tenantId: TenantId,
  projectId: number,
  groupId: number | null,
  expertIds: readonly number[],
): Promise<number[]> {
  if (expertIds.length === 0) return [];
  const rows = await rowsOf<{ expert_user_id: string }>(
    db,
    sql`select distinct s.expert_user_id from selection_score_sheets s
          join selection_applications a on a.tenant_id = s.tenant_id and a.id = s.application_id
         where s.tenant_id = ${tenantId} and s.project_id = ${projectId} and a.group_id is not distinct from ${groupId}::bigint
           and s.expert_user_id in (${sql.join(
             expertIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
  );
  return rows.map((row) => Number(row.expert_user_id));
}

/** Sets a panel to exactly the given experts. */
export async function replacePanel(
  tx: Executor,
  tenantId: TenantId,
  panel: { projectId: number; groupId: number | null; expertIds: readonly number[]; by: number },
): Promise<void> {
  const keep =
    panel.expertIds.length === 0
      ? sql`true`
      : sql`${selectionPanelExperts.expertUserId} not in (${sql.join(
          panel.expertIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  await tx.delete(selectionPanelExperts).where(and(panelOf(tenantId, panel.projectId, panel.groupId), keep));
  if (panel.expertIds.length === 0) return;
  await tx
    .insert(selectionPanelExperts)
    .values(
      panel.expertIds.map((expertUserId) => ({
        tenantId,
        projectId: panel.projectId,
        groupId: panel.groupId,
        expertUserId,
        assignedBy: panel.by,
      })),
    )
    .onConflictDoNothing();
}

/** Of the given user ids, those of active experts of the tenant. */
export async function findExperts(db: Executor, tenantId: TenantId, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from users where tenant_id = ${tenantId} and status = 'active' and 'expert' = any(roles)
           and id in (${sql.join(
             userIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
  );
  return rows.map((row) => Number(row.id));
}

// ---- The expert's side ----

/** The expert as the queries need them: who, and the path of their school when they sit at one (level 1). */
export type ExpertRef = { userId: number; schoolPath: string | null };

/** The panel memberships of the expert and the applications they may score: `a` and `ao` as above, `p` the panel row. */
const assignedTo = (tenantId: TenantId, expert: ExpertRef) => sql`selection_panel_experts p
  join ${passedApplications} on a.tenant_id = p.tenant_id and a.project_id = p.project_id and (p.group_id is null or p.group_id = a.group_id)
  where p.tenant_id = ${tenantId} and p.expert_user_id = ${expert.userId} and a.user_id <> ${expert.userId}
    and (${expert.schoolPath}::text is null or not starts_with(ao.path, ${expert.schoolPath}::text))`;

export type ScoringListRow = {
  applyId: number;
  prjId: number;
  projectTitle: string;
  groupId: number | null;
  groupName: string | null;
  applicantName: string;
  orgName: string;
  appliedAt: Date | null;
  myTotal: number | null;
  scoredAt: Date | null;
};

/** A page of the expert's pending (oldest application first) or submitted (latest sheet first) list, with both counts. */
export async function listForExpert(
  db: Executor,
  tenantId: TenantId,
  expert: ExpertRef,
  filter: { state: 'pending' | 'submitted'; projectId?: number | undefined; keyword?: string | undefined; limit: number; offset: number },
): Promise<{ rows: ScoringListRow[]; pending: number; submitted: number }> {
  // The expert's applications and their sheet, narrowed once (a CTE read twice is computed once): both counts from
  // it, the page from it; names and titles are joined for the page's rows only. An empty page still answers the counts.
  const named = filter.keyword
    ? sql`and exists (select 1 from users n where n.tenant_id = ${tenantId} and n.id = x.user_id and strpos(n.name, ${filter.keyword}) > 0)`
    : sql``;
  const wanted = filter.state === 'pending' ? sql`scored_at is null` : sql`scored_at is not null`;
  const order = filter.state === 'pending' ? sql`submitted_at asc nulls last, id asc` : sql`scored_at desc, id desc`;
  const rows = await rowsOf<{
    pending: number;
    submitted: number;
    id: string | null;
    project_id: string;
    title: string;
    group_id: string | null;
    group_name: string | null;
    name: string;
    org_name: string;
    submitted_at: Date | string | null;
    total: number | null;
    scored_at: Date | string | null;
  }>(
    db,
    sql`with mine as (
          select x.id, x.project_id, x.group_id, x.user_id, x.org_name, x.submitted_at, s.total, s.submitted_at as scored_at
            from (select a.id, a.project_id, a.group_id, a.user_id, ri.submitted_at, ao.name as org_name
                    from ${assignedTo(tenantId, expert)} ${filter.projectId === undefined ? sql`` : sql`and a.project_id = ${filter.projectId}`}) x
            left join selection_score_sheets s on s.tenant_id = ${tenantId} and s.application_id = x.id and s.expert_user_id = ${expert.userId}
           where true ${named}),
        counts as (select count(*) filter (where scored_at is null)::int as pending, count(*) filter (where scored_at is not null)::int as submitted from mine),
        page as (select * from mine where ${wanted} order by ${order} limit ${filter.limit} offset ${filter.offset})
        select counts.pending, counts.submitted, page.id, page.project_id, pr.title, page.group_id, g.name as group_name, u.name, page.org_name,
               page.submitted_at, page.total::float8 as total, page.scored_at
          from counts
          left join page on true
          left join users u on u.tenant_id = ${tenantId} and u.id = page.user_id
          left join selection_projects pr on pr.tenant_id = ${tenantId} and pr.id = page.project_id
          left join selection_groups g on g.tenant_id = ${tenantId} and g.id = page.group_id
         order by ${filter.state === 'pending' ? sql`page.submitted_at asc nulls last, page.id asc` : sql`page.scored_at desc, page.id desc`}`,
  );
  return {
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        applyId: Number(row.id),
        prjId: Number(row.project_id),
        projectTitle: row.title,
        groupId: row.group_id === null ? null : Number(row.group_id),
        groupName: row.group_name,
        applicantName: row.name,
        orgName: row.org_name,
        appliedAt: dateOf(row.submitted_at),
        myTotal: row.total,
        scoredAt: dateOf(row.scored_at),
      })),
    pending: rows[0]?.pending ?? 0,
    submitted: rows[0]?.submitted ?? 0,
  };
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** One application as an expert reads and scores it, with whether the expert is on its group's panel. */
export type ScoringTarget = {
  applyId: number;
  projectId: number;
  groupId: number | null;
  userId: number;
  applicantName: string;
  applicant: unknown;
  orgName: string;
  orgPath: string;
  status: string | null;
  appliedAt: Date | null;
  onPanel: boolean;
};

export async function findScoringTarget(
  db: Executor,
  tenantId: TenantId,
  applicationId: number,
  expertUserId: number,
): Promise<ScoringTarget | undefined> {
  const rows = await rowsOf<{
    id: string;
    project_id: string;
    group_id: string | null;
    user_id: string;
    name: string;
    applicant: unknown;
    org_name: string;
    org_path: string;
    status: string | null;
    submitted_at: Date | string | null;
    on_panel: boolean;
  }>(
    db,
    sql`select a.id, a.project_id, a.group_id, a.user_id, u.name, a.applicant, ao.name as org_name, ao.path as org_path, ri.status, ri.submitted_at,
               exists (select 1 from selection_panel_experts p where p.tenant_id = a.tenant_id and p.project_id = a.project_id
                         and p.expert_user_id = ${expertUserId} and (p.group_id is null or p.group_id = a.group_id)) as on_panel
          from selection_applications a
          join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
          join org_units ao on ao.tenant_id = a.tenant_id and ao.id = a.org_unit_id
          left join review_instances ri on ri.tenant_id = a.tenant_id and ri.id = a.review_instance_id
         where a.tenant_id = ${tenantId} and a.id = ${applicationId}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    applyId: Number(row.id),
    projectId: Number(row.project_id),
    groupId: row.group_id === null ? null : Number(row.group_id),
    userId: Number(row.user_id),
    applicantName: row.name,
    applicant: row.applicant,
    orgName: row.org_name,
    orgPath: row.org_path,
    status: row.status,
    appliedAt: dateOf(row.submitted_at),
    onPanel: row.on_panel,
  };
}

export type SheetRow = {
  total: number;
  comment: string | null;
  submittedAt: Date;
  scores: Array<{ itemId: number; score: number; comment: string }>;
};

/** The expert's submitted sheet of an application, with its indicator scores; undefined before they submit. */
export async function findSheet(
  db: Executor,
  tenantId: TenantId,
  applicationId: number,
  expertUserId: number,
): Promise<SheetRow | undefined> {
  const key = and(
    eq(selectionScoreSheets.tenantId, tenantId),
    eq(selectionScoreSheets.applicationId, applicationId),
    eq(selectionScoreSheets.expertUserId, expertUserId),
  );
  const [sheet] = await db.select().from(selectionScoreSheets).where(key);
  if (!sheet) return undefined;
  const scores = await db
    .select({ itemId: selectionScores.itemId, score: selectionScores.score, comment: selectionScores.comment })
    .from(selectionScores)
    .where(
      and(
        eq(selectionScores.tenantId, tenantId),
        eq(selectionScores.applicationId, applicationId),
        eq(selectionScores.expertUserId, expertUserId),
      ),
    );
  return { total: sheet.total, comment: sheet.comment, submittedAt: sheet.submittedAt, scores };
}

/** The totals of every submitted sheet of an application but the expert's own. */
export async function otherTotals(db: Executor, tenantId: TenantId, applicationId: number, expertUserId: number): Promise<number[]> {
  const rows = await db
    .select({ total: selectionScoreSheets.total })
    .from(selectionScoreSheets)
    .where(
      and(
        eq(selectionScoreSheets.tenantId, tenantId),
        eq(selectionScoreSheets.applicationId, applicationId),
        sql`${selectionScoreSheets.expertUserId} <> ${expertUserId}`,
      ),
    )
    .orderBy(selectionScoreSheets.total);
  return rows.map((row) => row.total);
}

/**
 * Holds the project's row for the rest of the transaction, shared: experts submit side by side, while publishing
 * (which takes it exclusively) waits for submissions under way and they, after it, see the project published.
 */
export async function shareProject(tx: Executor, tenantId: TenantId, projectId: number): Promise<{ aggregation: string } | undefined> {
  const rows = await tx
    .select({ aggregation: selectionProjects.scoreAggregation })
    .from(selectionProjects)
    .where(and(eq(selectionProjects.tenantId, tenantId), eq(selectionProjects.id, projectId)))
    .for('share');
  return rows[0];
}

/** Records a sheet; false when the expert had already submitted one for the application (the key decides under races). */
export async function insertSheet(
  tx: Executor,
  tenantId: TenantId,
  sheet: {
    applicationId: number;
    expertUserId: number;
    projectId: number;
    total: number;
    comment: string | null;
    submittedAt: Date;
    scores: ReadonlyArray<{ itemId: number; score: number; comment: string }>;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(selectionScoreSheets)
    .values({
      tenantId,
      applicationId: sheet.applicationId,
      expertUserId: sheet.expertUserId,
      projectId: sheet.projectId,
      total: sheet.total,
      comment: sheet.comment,
      submittedAt: sheet.submittedAt,
    })
    .onConflictDoNothing()
    .returning({ applicationId: selectionScoreSheets.applicationId });
  if (inserted.length === 0) return false;
  await tx
    .insert(selectionScores)
    .values(sheet.scores.map((score) => ({ tenantId, applicationId: sheet.applicationId, expertUserId: sheet.expertUserId, ...score })));
  return true;
}

/**
 * Recomputes an application's score from all its sheets, with its result row locked first: two experts submitting
 * at once take turns here, and the second reads the first's committed sheet, so neither total is left out.
 */
export async function refreshScore(
  tx: Executor,
  tenantId: TenantId,
  application: { applicationId: number; projectId: number; groupId: number | null },
  aggregate: (totals: number[]) => number | null,
): Promise<{ score: number | null; sheets: number }> {
  await tx
    .insert(selectionResults)
    .values({ tenantId, applicationId: application.applicationId, projectId: application.projectId, groupId: application.groupId })
    .onConflictDoNothing();
  const key = and(eq(selectionResults.tenantId, tenantId), eq(selectionResults.applicationId, application.applicationId));
  await tx.select({ id: selectionResults.applicationId }).from(selectionResults).where(key).for('update');
  const totals = await tx
    .select({ total: selectionScoreSheets.total })
    .from(selectionScoreSheets)
    .where(and(eq(selectionScoreSheets.tenantId, tenantId), eq(selectionScoreSheets.applicationId, application.applicationId)));
  const score = aggregate(totals.map((row) => row.total));
  await tx.update(selectionResults).set({ score, sheets: totals.length, updatedAt: new Date() }).where(key);
  return { score, sheets: totals.length };
}

export type ResultStateRow = typeof selectionResultStates.$inferSelect;

/** Where a project's results stand once published; undefined while the experts are scoring. */
export async function findResultState(db: Executor, tenantId: TenantId, projectId: number): Promise<ResultStateRow | undefined> {
  const rows = await db
    .select()
    .from(selectionResultStates)
    .where(and(eq(selectionResultStates.tenantId, tenantId), eq(selectionResultStates.projectId, projectId)));
  return rows[0];
}
