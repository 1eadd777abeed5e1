import { aliasedTable, and, asc, count, desc, eq, getTableColumns, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { studioMembers, studios, trainingEnrolments, trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { likeContains } from '@server/modules/training/like-pattern';
import type { ProgrammeWithOrganiser } from '@server/modules/training/programmes/programme-view';

// SQL of master-teacher studios: the catalogue, a studio page with members and programmes, and saving a studio
// with its membership. Every function takes the tenant.

export type StudioValues = Omit<typeof studios.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;
export type StudioFilter = { keyword?: string | undefined; sectionCode?: string | undefined; subjectCode?: string | undefined };

// Programmes a studio page lists: those teachers can see.
const VISIBLE_STATUSES = ['published', 'closed'];

const leadUsers = aliasedTable(users, 'lead_users');
const leadUnits = aliasedTable(orgUnits, 'lead_units');

function studioColumns() {
  return {
    ...getTableColumns(studios),
    leadName: leadUsers.name,
    leadSchoolName: leadUnits.name,
    memberCount: sql<number>`(select count(*)::int from ${studioMembers} m where m.tenant_id = ${studios.tenantId} and m.studio_id = ${studios.id})`,
    programmeCount: sql<number>`(select count(*)::int from ${trainingProgrammes} p where p.tenant_id = ${studios.tenantId} and p.studio_id = ${studios.id} and p.kind = 'studio' and p.status in ('published', 'closed'))`,
  };
}

function studiosWithLead(db: Executor) {
  return db
    .select(studioColumns())
    .from(studios)
    .innerJoin(leadUsers, and(eq(leadUsers.tenantId, studios.tenantId), eq(leadUsers.id, studios.leadUserId)))
    .innerJoin(leadUnits, and(eq(leadUnits.tenantId, leadUsers.tenantId), eq(leadUnits.id, leadUsers.orgUnitId)));
}

/** One page of the tenant's studios, newest first, with the total. */
export async function listStudios(db: Executor, tenantId: TenantId, filter: StudioFilter, page: { current: number; size: number }) {
  const conditions: SQL[] = [eq(studios.tenantId, tenantId)];
  if (filter.sectionCode) conditions.push(eq(studios.sectionCode, filter.sectionCode));
  if (filter.subjectCode) conditions.push(eq(studios.subjectCode, filter.subjectCode));
  if (filter.keyword) {
    const pattern = likeContains(filter.keyword);
    conditions.push(or(ilike(studios.name, pattern), ilike(leadUsers.name, pattern))!);
  }
  const where = and(...conditions);
  const [totalRow] = await db
    .select({ total: count() })
    .from(studios)
    .innerJoin(leadUsers, and(eq(leadUsers.tenantId, studios.tenantId), eq(leadUsers.id, studios.leadUserId)))
    .where(where);
  const rows = await studiosWithLead(db)
    .where(where)
    .orderBy(desc(studios.createdAt), desc(studios.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows, total: totalRow?.total ?? 0 };
}

/** One studio with its lead, or undefined. */
export async function findStudio(db: Executor, tenantId: TenantId, id: number) {
  const [row] = await studiosWithLead(db)
    .where(and(eq(studios.tenantId, tenantId), eq(studios.id, id)))
    .limit(1);
  return row;
}

/** A studio's members, the lead first, then by name. */
export async function listStudioMembers(db: Executor, tenantId: TenantId, studioId: number) {
  return db
    .select({ userId: studioMembers.userId, role: studioMembers.role, name: users.name, schoolName: orgUnits.name })
    .from(studioMembers)
    .innerJoin(users, and(eq(users.tenantId, studioMembers.tenantId), eq(users.id, studioMembers.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(studioMembers.tenantId, tenantId), eq(studioMembers.studioId, studioId)))
    .orderBy(sql`${studioMembers.role} = 'lead' desc`, asc(users.name), asc(users.id));
}

/** A studio's programmes teachers can see, newest publication first, with their organisers' names. */
export async function listStudioProgrammes(db: Executor, tenantId: TenantId, studioId: number): Promise<ProgrammeWithOrganiser[]> {
  return db
    .select({ ...getTableColumns(trainingProgrammes), organiserName: orgUnits.name })
    .from(trainingProgrammes)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, trainingProgrammes.tenantId), eq(orgUnits.id, trainingProgrammes.organiserUnitId)))
    .where(
      and(
        eq(trainingProgrammes.tenantId, tenantId),
        eq(trainingProgrammes.studioId, studioId),
        eq(trainingProgrammes.kind, 'studio'),
        inArray(trainingProgrammes.status, VISIBLE_STATUSES),
      ),
    )
    .orderBy(desc(trainingProgrammes.publishedAt), desc(trainingProgrammes.id));
}

/** The caller's enrolments in some programmes, keyed by programme id. */
export async function findMyEnrolments(db: Executor, tenantId: TenantId, userId: number, programmeIds: readonly number[]) {
  if (programmeIds.length === 0) return new Map<number, typeof trainingEnrolments.$inferSelect>();
  const rows = await db
    .select()
    .from(trainingEnrolments)
    .where(
      and(
        eq(trainingEnrolments.tenantId, tenantId),
        eq(trainingEnrolments.userId, userId),
        inArray(trainingEnrolments.programmeId, [...programmeIds]),
      ),
    );
  return new Map(rows.map((row) => [row.programmeId, row]));
}

/** The ids among `userIds` that are active teachers (with a teacher record) of the tenant. */
export async function findTeacherIds(db: Executor, tenantId: TenantId, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(teachers, and(eq(teachers.tenantId, users.tenantId), eq(teachers.userId, users.id)))
    .where(
      and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds]), eq(users.status, 'active'), sql`'teacher' = any(${users.roles})`),
    );
  return new Set(rows.map((row) => row.id));
}

/** Adds a studio; answers its id. */
export async function insertStudio(db: Executor, tenantId: TenantId, values: StudioValues): Promise<number> {
  const [row] = await db
    .insert(studios)
    .values({ ...values, tenantId })
    .returning({ id: studios.id });
  return row!.id;
}

/** Rewrites a studio; false when the tenant has no such studio. */
export async function updateStudio(db: Executor, tenantId: TenantId, id: number, values: StudioValues): Promise<boolean> {
  const updated = await db
    .update(studios)
    .set(values)
    .where(and(eq(studios.tenantId, tenantId), eq(studios.id, id)))
    .returning({ id: studios.id });
  return updated.length > 0;
}

/** Makes a studio's membership exactly the lead plus `memberIds`, keeping the join date of those who stay. */
export async function replaceStudioMembers(
  db: Executor,
  tenantId: TenantId,
  studioId: number,
  leadUserId: number,
  memberIds: readonly number[],
): Promise<void> {
  const wanted = new Map<number, string>(memberIds.map((id) => [id, 'member']));
  wanted.set(leadUserId, 'lead');
  await db
    .delete(studioMembers)
    .where(
      and(eq(studioMembers.tenantId, tenantId), eq(studioMembers.studioId, studioId), notInArray(studioMembers.userId, [...wanted.keys()])),
    );
  for (const [userId, role] of wanted) {
    await db
      .insert(studioMembers)
      .values({ tenantId, studioId, userId, role })
      .onConflictDoUpdate({ target: [studioMembers.tenantId, studioMembers.studioId, studioMembers.userId], set: { role } });
  }
}
