import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { orgUnits } from '@server/db/schema/org';
import { selectionApplications, selectionGroups, selectionItems, selectionProjects } from '@server/db/schema/selection';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type ProjectRow = typeof selectionProjects.$inferSelect;
export type GroupRow = typeof selectionGroups.$inferSelect;
export type ItemRow = typeof selectionItems.$inferSelect;
/** A project with the org unit running it. */
export type ProjectWithOwner = { project: ProjectRow; ownerOrgPath: string; ownerOrgName: string };
export type ProjectFieldsRow = Omit<
  typeof selectionProjects.$inferInsert,
  'id' | 'tenantId' | 'version' | 'state' | 'createdAt' | 'updatedAt'
>;
export type NewGroup = Pick<GroupRow, 'name' | 'sectionCode' | 'subjectCode' | 'quota'>;
export type NewIndicator = Pick<ItemRow, 'title' | 'kind' | 'maxScore' | 'guide' | 'options' | 'multiple' | 'required'>;
export type NewSection = { title: string; indicators: NewIndicator[] };

const owner = and(eq(orgUnits.tenantId, selectionProjects.tenantId), eq(orgUnits.id, selectionProjects.ownerOrgId));
const withOwner = { project: selectionProjects, ownerOrgPath: orgUnits.path, ownerOrgName: orgUnits.name };
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function findProject(db: Executor, tenantId: TenantId, id: number): Promise<ProjectWithOwner | undefined> {
  const rows = await db
    .select(withOwner)
    .from(selectionProjects)
    .innerJoin(orgUnits, owner)
    .where(and(eq(selectionProjects.tenantId, tenantId), eq(selectionProjects.id, id)));
  return rows[0];
}

/** Locks a project's row until the transaction ends: the school's recommendations of one project go one at a time. */
export async function lockProject(tx: Executor, tenantId: TenantId, id: number): Promise<ProjectRow | undefined> {
  const rows = await tx
    .select()
    .from(selectionProjects)
    .where(and(eq(selectionProjects.tenantId, tenantId), eq(selectionProjects.id, id)))
    .for('update');
  return rows[0];
}

export async function insertProject(tx: Executor, tenantId: TenantId, fields: ProjectFieldsRow): Promise<ProjectRow> {
  const [row] = await tx
    .insert(selectionProjects)
    .values({ ...fields, tenantId })
    .returning();
  return row!;
}

/** Replaces a draft's fields at the version read; undefined when it is no longer that version or no longer a draft. */
export async function updateDraft(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  expectedVersion: number,
  fields: Partial<ProjectFieldsRow>,
): Promise<ProjectRow | undefined> {
  const rows = await tx
    .update(selectionProjects)
    .set({ ...fields, version: sql`${selectionProjects.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(selectionProjects.tenantId, tenantId),
        eq(selectionProjects.id, id),
        eq(selectionProjects.version, expectedVersion),
        eq(selectionProjects.state, 'draft'),
      ),
    )
    .returning();
  return rows[0];
}

/** Moves a project from one state to another (or changes its window) at the version read; undefined when it moved meanwhile. */
export async function moveProject(
  tx: Executor,
  key: { tenantId: TenantId; id: number; expectedVersion: number; fromState: string },
  change: { state?: string; endsAt?: Date; publishedAt?: Date; closedAt?: Date },
): Promise<ProjectRow | undefined> {
  const rows = await tx
    .update(selectionProjects)
    .set({ ...change, version: sql`${selectionProjects.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(selectionProjects.tenantId, key.tenantId),
        eq(selectionProjects.id, key.id),
        eq(selectionProjects.version, key.expectedVersion),
        eq(selectionProjects.state, key.fromState),
      ),
    )
    .returning();
  return rows[0];
}

/** Replaces a draft's groups. */
export async function replaceGroups(tx: Executor, tenantId: TenantId, projectId: number, groups: readonly NewGroup[]): Promise<void> {
  await tx.delete(selectionGroups).where(and(eq(selectionGroups.tenantId, tenantId), eq(selectionGroups.projectId, projectId)));
  if (groups.length === 0) return;
  await tx.insert(selectionGroups).values(groups.map((group, sort) => ({ ...group, tenantId, projectId, sort })));
}

/** Replaces a draft's sections and indicators, in order. */
export async function replaceItems(tx: Executor, tenantId: TenantId, projectId: number, sections: readonly NewSection[]): Promise<void> {
  await tx.delete(selectionItems).where(and(eq(selectionItems.tenantId, tenantId), eq(selectionItems.projectId, projectId)));
  for (const [sort, section] of sections.entries()) {
    const [created] = await tx
      .insert(selectionItems)
      .values({ tenantId, projectId, sort, title: section.title, kind: 'section' })
      .returning({ id: selectionItems.id });
    await tx
      .insert(selectionItems)
      .values(section.indicators.map((indicator, index) => ({ ...indicator, tenantId, projectId, parentId: created!.id, sort: index })));
  }
}

export async function listGroups(db: Executor, tenantId: TenantId, projectIds: readonly number[]): Promise<GroupRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(selectionGroups)
    .where(and(eq(selectionGroups.tenantId, tenantId), inArray(selectionGroups.projectId, [...projectIds])))
    .orderBy(asc(selectionGroups.projectId), asc(selectionGroups.sort));
}

/** A project's sections and indicators, sections first in order, then indicators in order. */
export async function listItems(db: Executor, tenantId: TenantId, projectId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(selectionItems)
    .where(and(eq(selectionItems.tenantId, tenantId), eq(selectionItems.projectId, projectId)))
    .orderBy(sql`${selectionItems.parentId} nulls first`, asc(selectionItems.sort));
}

/** Applications made to each project (drafts included). */
export async function countApplications(db: Executor, tenantId: TenantId, projectIds: readonly number[]): Promise<Map<number, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: selectionApplications.projectId, count: count() })
    .from(selectionApplications)
    .where(and(eq(selectionApplications.tenantId, tenantId), inArray(selectionApplications.projectId, [...projectIds])))
    .groupBy(selectionApplications.projectId);
  return new Map(rows.map((row) => [row.projectId, row.count]));
}

/**
 * Projects a staff member sees (selectionAccess.readProjectAsStaff): run by their unit or a unit below it, in any
 * state, or by a unit above it once published; newest first, paged.
 */
export async function listProjectsForStaff(
  db: Executor,
  tenantId: TenantId,
  filter: { orgPath: string; state?: string | undefined; keyword?: string | undefined; page: number; size: number },
): Promise<{ rows: ProjectWithOwner[]; total: number }> {
  const where: SQL = and(
    eq(selectionProjects.tenantId, tenantId),
    sql`(starts_with(${orgUnits.path}, ${filter.orgPath}) or (starts_with(${filter.orgPath}, ${orgUnits.path}) and ${selectionProjects.state} <> 'draft'))`,
    filter.state ? eq(selectionProjects.state, filter.state) : undefined,
    filter.keyword ? ilike(selectionProjects.title, `%${escapeLike(filter.keyword)}%`) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select(withOwner)
      .from(selectionProjects)
      .innerJoin(orgUnits, owner)
      .where(where)
      .orderBy(desc(selectionProjects.createdAt), desc(selectionProjects.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: count() }).from(selectionProjects).innerJoin(orgUnits, owner).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** What narrows the teacher's list in SQL: the fields, the projects they applied to, the projects open at an instant. */
export type TeacherProjectFilter = {
  orgPath: string;
  keyword?: string | undefined;
  category?: string | undefined;
  kind?: string | undefined;
  level?: string | undefined;
  appliedBy?: number | undefined;
  openAt?: Date | undefined;
};

function teacherWhere(tenantId: TenantId, filter: TeacherProjectFilter): SQL {
  const { openAt } = filter;
  return and(
    eq(selectionProjects.tenantId, tenantId),
    inArray(selectionProjects.state, openAt ? ['published'] : ['published', 'closed']),
    sql`starts_with(${filter.orgPath}, ${orgUnits.path})`,
    filter.keyword ? ilike(selectionProjects.title, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.category ? eq(selectionProjects.category, filter.category) : undefined,
    filter.kind ? eq(selectionProjects.kind, filter.kind) : undefined,
    filter.level ? eq(selectionProjects.level, filter.level) : undefined,
    openAt ? sql`${selectionProjects.startsAt} <= ${openAt} and ${openAt} < ${selectionProjects.endsAt}` : undefined,
    filter.appliedBy !== undefined
      ? sql`exists (select 1 from ${selectionApplications} a where a.tenant_id = ${selectionProjects.tenantId} and a.project_id = ${selectionProjects.id} and a.user_id = ${filter.appliedBy})`
      : undefined,
  )!;
}

/**
 * Published and closed projects run by the teacher's unit or one above it, filtered, latest window first: one page
 * (`page` given) with the total, or every match (`page` null, for a filter SQL cannot decide, eligibility).
 */
export async function listProjectsForTeacher(
  db: Executor,
  tenantId: TenantId,
  filter: TeacherProjectFilter,
  page: { current: number; size: number } | null,
): Promise<{ rows: ProjectWithOwner[]; total: number }> {
  const where = teacherWhere(tenantId, filter);
  const query = db
    .select(withOwner)
    .from(selectionProjects)
    .innerJoin(orgUnits, owner)
    .where(where)
    .orderBy(desc(selectionProjects.endsAt), desc(selectionProjects.id));
  if (!page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(page.size).offset((page.current - 1) * page.size),
    db.select({ total: count() }).from(selectionProjects).innerJoin(orgUnits, owner).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
