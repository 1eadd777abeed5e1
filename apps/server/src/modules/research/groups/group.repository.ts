import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { researchGroupAnnouncements, researchGroupFiles, researchGroupMembers, researchGroups } from '@server/db/schema/research';
import { storedFiles } from '@server/db/schema/files';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Groups, their members and join requests, announcements and shared files.

export type GroupRecord = typeof researchGroups.$inferSelect;
/** A group with its owning unit's name and path and its member count. */
export type GroupRow = GroupRecord & { unitName: string; ownerUnitPath: string; memberCount: number };

const g = researchGroups;
const m = researchGroupMembers;

const groupColumns = {
  ...getTableColumns(researchGroups),
  unitName: orgUnits.name,
  ownerUnitPath: orgUnits.path,
  memberCount: sql<number>`(select count(*)::int from ${m} where ${m.tenantId} = ${g.tenantId} and ${m.groupId} = ${g.id} and ${m.status} = 'member')`,
};

function selectGroups(db: Executor, tenantId: TenantId, condition: SQL | undefined) {
  return db
    .select(groupColumns)
    .from(g)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, g.tenantId), eq(orgUnits.id, g.ownerUnitId)))
    .where(and(eq(g.tenantId, tenantId), condition));
}

export async function findGroup(db: Executor, tenantId: TenantId, id: number): Promise<GroupRow | null> {
  const [row] = await selectGroups(db, tenantId, eq(g.id, id));
  return row ?? null;
}

/** Groups by a condition, by name, at most `limit`. */
async function listGroups(db: Executor, tenantId: TenantId, condition: SQL | undefined, limit: number): Promise<GroupRow[]> {
  return selectGroups(db, tenantId, condition).orderBy(g.name, g.id).limit(limit);
}

const nameContains = (keyword: string | undefined) =>
  keyword ? sql`${g.name} like ${`%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}` : undefined;

/** Every group of the tenant, at most `limit` (the organiser choices filter them by permission). */
export async function allGroups(db: Executor, tenantId: TenantId, limit: number): Promise<GroupRow[]> {
  return listGroups(db, tenantId, undefined, limit);
}

/** Open groups whose name contains the keyword. */
export async function openGroups(db: Executor, tenantId: TenantId, keyword: string | undefined, limit: number): Promise<GroupRow[]> {
  return listGroups(db, tenantId, and(eq(g.open, true), nameContains(keyword)), limit);
}

/** Groups owned by a unit under the org path, whose name contains the keyword. */
export async function groupsUnder(
  db: Executor,
  tenantId: TenantId,
  path: string,
  keyword: string | undefined,
  limit: number,
): Promise<GroupRow[]> {
  return listGroups(db, tenantId, and(sql`${orgUnits.path} like ${`${path}%`}`, nameContains(keyword)), limit);
}

/** Groups the user is in or asked to join, with their place. */
export async function groupsOfUser(
  db: Executor,
  tenantId: TenantId,
  userId: number,
): Promise<Array<GroupRow & { myStatus: string; myRole: string }>> {
  return db
    .select({ ...groupColumns, myStatus: m.status, myRole: m.role })
    .from(m)
    .innerJoin(g, and(eq(g.tenantId, m.tenantId), eq(g.id, m.groupId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, g.tenantId), eq(orgUnits.id, g.ownerUnitId)))
    .where(and(eq(m.tenantId, tenantId), eq(m.userId, userId)))
    .orderBy(g.name, g.id);
}

/** The user's places in the given groups (member or requested, with role). */
export async function placesIn(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  groupIds: readonly number[],
): Promise<Map<number, { status: string; role: string }>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: m.groupId, status: m.status, role: m.role })
    .from(m)
    .where(and(eq(m.tenantId, tenantId), eq(m.userId, userId), inArray(m.groupId, [...groupIds])));
  return new Map(rows.map((row) => [row.groupId, { status: row.status, role: row.role }]));
}

/** Ids of groups the user leads. */
export async function ledGroupIds(db: Executor, tenantId: TenantId, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: g.id })
    .from(g)
    .where(and(eq(g.tenantId, tenantId), eq(g.leaderUserId, userId)));
  return rows.map((row) => row.id);
}

export type GroupValues = Pick<
  GroupRecord,
  'name' | 'description' | 'schoolId' | 'ownerUnitId' | 'sectionCode' | 'subjectCode' | 'leaderUserId' | 'open'
>;

export async function insertGroup(db: Executor, tenantId: TenantId, values: GroupValues, createdBy: number): Promise<number> {
  const [row] = await db
    .insert(g)
    .values({ ...values, tenantId, createdBy })
    .returning({ id: g.id });
  return row!.id;
}

/** Edits a group still at `version`; answers the new version or null. */
export async function updateGroup(
  db: Executor,
  tenantId: TenantId,
  id: number,
  version: number,
  values: GroupValues,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(g)
    .set({ ...values, version: sql`${g.version} + 1`, updatedAt: now })
    .where(and(eq(g.tenantId, tenantId), eq(g.id, id), eq(g.version, version)))
    .returning({ version: g.version });
  return row?.version ?? null;
}

/**
 * Makes the user the group's leader member (an earlier request or membership becomes it) and any other leader row a
 * plain member, so the leader is always exactly the group's `leader_user_id`.
 */
export async function setLeaderMember(db: Executor, tenantId: TenantId, groupId: number, leaderUserId: number, now: Date): Promise<void> {
  await db
    .update(m)
    .set({ role: 'member' })
    .where(and(eq(m.tenantId, tenantId), eq(m.groupId, groupId), eq(m.role, 'leader'), sql`${m.userId} <> ${leaderUserId}`));
  await db
    .insert(m)
    .values({ tenantId, groupId, userId: leaderUserId, role: 'leader', status: 'member', joinedAt: now })
    .onConflictDoUpdate({
      target: [m.tenantId, m.groupId, m.userId],
      set: { role: 'leader', status: 'member', joinedAt: sql`coalesce(${m.joinedAt}, ${now.toISOString()}::timestamptz)` },
    });
}

/** Adds members (requests among them become memberships); answers how many were not members before. */
export async function addMembers(
  db: Executor,
  tenantId: TenantId,
  groupId: number,
  userIds: readonly number[],
  now: Date,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .insert(m)
    .values(userIds.map((userId) => ({ tenantId, groupId, userId, role: 'member', status: 'member', joinedAt: now })))
    .onConflictDoUpdate({
      target: [m.tenantId, m.groupId, m.userId],
      set: { status: 'member', joinedAt: now },
      setWhere: sql`${m.status} = 'requested'`,
    })
    .returning({ userId: m.userId });
  return rows.length;
}

/** Removes a member who is not the leader (or declines a request); answers whether a row went. */
export async function removeMember(
  db: Executor,
  tenantId: TenantId,
  groupId: number,
  userId: number,
  status: 'member' | 'requested',
): Promise<boolean> {
  const rows = await db
    .delete(m)
    .where(and(eq(m.tenantId, tenantId), eq(m.groupId, groupId), eq(m.userId, userId), eq(m.status, status), eq(m.role, 'member')))
    .returning({ userId: m.userId });
  return rows.length === 1;
}

/** Records a join request; false when the person already has a place. */
export async function insertRequest(db: Executor, tenantId: TenantId, groupId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(m)
    .values({ tenantId, groupId, userId, role: 'member', status: 'requested', requestedAt: now })
    .onConflictDoNothing()
    .returning({ userId: m.userId });
  return rows.length === 1;
}

/** Turns a pending request into a membership; false when there was no pending request. */
export async function approveRequest(db: Executor, tenantId: TenantId, groupId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(m)
    .set({ status: 'member', joinedAt: now })
    .where(and(eq(m.tenantId, tenantId), eq(m.groupId, groupId), eq(m.userId, userId), eq(m.status, 'requested')))
    .returning({ userId: m.userId });
  return rows.length === 1;
}

export type MemberRow = {
  userId: number;
  name: string;
  schoolName: string;
  role: string;
  status: string;
  joinedAt: Date | null;
  requestedAt: Date | null;
};

/** Members and requests of a group, leader first then by name. */
export async function listMembers(db: Executor, tenantId: TenantId, groupId: number): Promise<MemberRow[]> {
  return db
    .select({
      userId: m.userId,
      name: users.name,
      schoolName: orgUnits.name,
      role: m.role,
      status: m.status,
      joinedAt: m.joinedAt,
      requestedAt: m.requestedAt,
    })
    .from(m)
    .innerJoin(users, and(eq(users.tenantId, m.tenantId), eq(users.id, m.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(m.tenantId, tenantId), eq(m.groupId, groupId)))
    .orderBy(sql`${m.role} = 'leader' desc`, users.name, m.userId);
}

export async function insertAnnouncement(
  db: Executor,
  tenantId: TenantId,
  values: { groupId: number; title: string; body: string; createdBy: number },
): Promise<number> {
  const [row] = await db
    .insert(researchGroupAnnouncements)
    .values({ ...values, tenantId })
    .returning({ id: researchGroupAnnouncements.id });
  return row!.id;
}

export async function listAnnouncements(db: Executor, tenantId: TenantId, groupId: number, limit: number) {
  const an = researchGroupAnnouncements;
  return db
    .select({ id: an.id, title: an.title, body: an.body, authorName: users.name, createdAt: an.createdAt })
    .from(an)
    .innerJoin(users, and(eq(users.tenantId, an.tenantId), eq(users.id, an.createdBy)))
    .where(and(eq(an.tenantId, tenantId), eq(an.groupId, groupId)))
    .orderBy(desc(an.createdAt), desc(an.id))
    .limit(limit);
}

/** Shares a file with the group; false when it already was. */
export async function insertGroupFile(
  db: Executor,
  tenantId: TenantId,
  groupId: number,
  fileId: string,
  addedBy: number,
): Promise<boolean> {
  const rows = await db
    .insert(researchGroupFiles)
    .values({ tenantId, groupId, fileId, addedBy })
    .onConflictDoNothing()
    .returning({ fileId: researchGroupFiles.fileId });
  return rows.length === 1;
}

export async function deleteGroupFile(db: Executor, tenantId: TenantId, groupId: number, fileId: string): Promise<boolean> {
  const f = researchGroupFiles;
  const rows = await db
    .delete(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.groupId, groupId), eq(f.fileId, fileId)))
    .returning({ fileId: f.fileId });
  return rows.length === 1;
}

export async function listGroupFiles(db: Executor, tenantId: TenantId, groupId: number, limit: number) {
  const f = researchGroupFiles;
  return db
    .select({ fileId: f.fileId, name: storedFiles.originalName, sizeBytes: storedFiles.size, addedByName: users.name, addedAt: f.addedAt })
    .from(f)
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, f.tenantId), eq(storedFiles.id, f.fileId)))
    .innerJoin(users, and(eq(users.tenantId, f.tenantId), eq(users.id, f.addedBy)))
    .where(and(eq(f.tenantId, tenantId), eq(f.groupId, groupId)))
    .orderBy(desc(f.addedAt))
    .limit(limit);
}
