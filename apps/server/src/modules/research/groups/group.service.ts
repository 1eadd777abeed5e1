import type { GroupList, GroupSummary, MyGroups, SavedRef, SaveGroupBody } from '@yanxiu/contract/research';
import type { z } from 'zod';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findPeople, findUnit } from '@server/modules/research/people.repository';
import { researchAccess, researchReachOf } from '@server/modules/research/research.access';
import { researchFilesById } from '@server/modules/research/research-files';
import {
  deleteGroupFile,
  findGroup,
  groupsOfUser,
  insertAnnouncement,
  insertGroup,
  insertGroupFile,
  openGroups,
  groupsUnder,
  placesIn,
  setLeaderMember,
  updateGroup,
  type GroupRow,
} from './group.repository';

type SaveGroupInput = z.output<typeof SaveGroupBody>;

const invalid = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path: `body.${path}`, message }] });
export const LIST_MAX = 100;

type Place = { status: string; role: string } | undefined;

function myRoleOf(place: Place): GroupSummary['myRole'] {
  if (!place) return null;
  if (place.status === 'requested') return 'requested';
  return place.role === 'leader' ? 'leader' : 'member';
}

export async function toSummaries(
  ctx: RequestContext,
  groups: readonly GroupRow[],
  places?: ReadonlyMap<number, { status: string; role: string }>,
): Promise<GroupSummary[]> {
  const leaders = await findPeople(
    ctx.db,
    ctx.tenantId,
    groups.map((group) => group.leaderUserId),
  );
  const mine =
    places ??
    (await placesIn(
      ctx.db,
      ctx.tenantId,
      ctx.actor.userId,
      groups.map((group) => group.id),
    ));
  return groups.map((group) => {
    const leader = leaders.get(group.leaderUserId);
    return {
      id: group.id,
      name: group.name,
      description: group.description,
      schoolId: group.schoolId,
      unitName: group.unitName,
      sectionCode: group.sectionCode,
      subjectCode: group.subjectCode,
      leader: { userId: group.leaderUserId, name: leader?.name ?? '', schoolName: leader?.schoolName ?? '' },
      open: group.open,
      memberCount: group.memberCount,
      myRole: myRoleOf(mine.get(group.id)),
      version: group.version,
    };
  });
}

/** The group for a manager: NOT_FOUND when it does not exist or the caller may not even see it, FORBIDDEN when they see but may not manage. */
export async function managedGroup(ctx: RequestContext, groupId: number): Promise<GroupRow> {
  const group = await findGroup(ctx.db, ctx.tenantId, groupId);
  if (!group) throw new AppError('NOT_FOUND');
  if (!researchAccess.manageGroup(ctx.actor, group)) {
    const place = (await placesIn(ctx.db, ctx.tenantId, ctx.actor.userId, [groupId])).get(groupId);
    const visible = researchAccess.viewGroup(ctx.actor, { ...group, isMember: place?.status === 'member' });
    throw new AppError(visible ? 'FORBIDDEN' : 'NOT_FOUND');
  }
  return group;
}

/** The groups the caller leads, belongs to or asked to join. */
export async function myGroups(ctx: RequestContext): Promise<MyGroups> {
  const rows = await groupsOfUser(ctx.db, ctx.tenantId, ctx.actor.userId);
  const places = new Map(rows.map((row) => [row.id, { status: row.myStatus, role: row.myRole }]));
  return { groups: await toSummaries(ctx, rows, places) };
}

/** Open groups of the tenant the caller may ask to join, by name. */
export async function openGroupsToJoin(ctx: RequestContext, keyword: string | undefined): Promise<GroupList> {
  const rows = await openGroups(ctx.db, ctx.tenantId, keyword, LIST_MAX + 1);
  return { records: await toSummaries(ctx, rows.slice(0, LIST_MAX)), truncated: rows.length > LIST_MAX };
}

/** Groups the caller manages as staff: owned by their unit or one below it. */
export async function managedGroups(ctx: RequestContext, keyword: string | undefined): Promise<GroupList> {
  const rows = await groupsUnder(ctx.db, ctx.tenantId, researchReachOf(ctx.actor), keyword, LIST_MAX + 1);
  return { records: await toSummaries(ctx, rows.slice(0, LIST_MAX)), truncated: rows.length > LIST_MAX };
}

/** Creates or edits a group (staff); the leader becomes its leader member. Audited. */
export async function saveGroup(ctx: RequestContext, body: SaveGroupInput): Promise<SavedRef> {
  const ownerUnitId = body.schoolId ?? ctx.actor.orgUnitId;
  const unit = await findUnit(ctx.db, ctx.tenantId, ownerUnitId);
  if (!unit || (body.schoolId !== null && unit.level !== 1)) throw invalid('schoolId', 'not a school of this tenant');
  // A cross-school group belongs to a unit above the schools: a school admin has none to give it.
  if (!researchAccess.createGroupIn(ctx.actor, unit) || (body.schoolId === null && unit.level === 1)) throw new AppError('FORBIDDEN');
  const leader = (await findPeople(ctx.db, ctx.tenantId, [body.leaderUserId])).get(body.leaderUserId);
  // The leader works in the group's unit (a cross-school group: anywhere under the owning district unit).
  if (!leader || leader.status !== 'active' || !leader.orgPath.startsWith(unit.path))
    throw invalid('leaderUserId', "not a person of the group's unit");
  const values = {
    name: body.name,
    description: body.description,
    schoolId: body.schoolId,
    ownerUnitId,
    sectionCode: body.sectionCode,
    subjectCode: body.subjectCode,
    leaderUserId: body.leaderUserId,
    open: body.open,
  };
  const now = new Date();
  if (body.id === undefined) {
    return ctx.transaction(async (tx) => {
      const id = await insertGroup(tx, ctx.tenantId, values, ctx.actor.userId);
      await setLeaderMember(tx, ctx.tenantId, id, body.leaderUserId, now);
      await recordAudit(tx, ctx, { action: 'research.group.create', entityType: 'research_group', entityId: String(id) });
      return { id, version: 1 };
    });
  }
  const id = body.id;
  const existing = await findGroup(ctx.db, ctx.tenantId, id);
  if (!existing || !researchAccess.editGroup(ctx.actor, existing)) throw new AppError('NOT_FOUND');
  if (body.version === undefined) throw invalid('version', 'required when editing');
  return ctx.transaction(async (tx) => {
    const version = await updateGroup(tx, ctx.tenantId, id, body.version!, values, now);
    if (version === null) throw new AppError('STALE_VERSION');
    await setLeaderMember(tx, ctx.tenantId, id, body.leaderUserId, now);
    await recordAudit(tx, ctx, { action: 'research.group.update', entityType: 'research_group', entityId: String(id) });
    return { id, version };
  });
}

/** A manager posts an announcement on the group's page. */
export async function announceToGroup(
  ctx: RequestContext,
  body: { groupId: number; title: string; body: string },
): Promise<{ id: number }> {
  await managedGroup(ctx, body.groupId);
  const id = await insertAnnouncement(ctx.db, ctx.tenantId, { ...body, createdBy: ctx.actor.userId });
  return { id };
}

/** Shares a file the caller uploaded (or may read as the file's owner) with the group. */
export async function shareFileWithGroup(ctx: RequestContext, groupId: number, fileId: string): Promise<{ fileId: string }> {
  await managedGroup(ctx, groupId);
  const file = (await researchFilesById(ctx.db, ctx.tenantId, [fileId])).get(fileId);
  if (!file || file.ownerUserId !== ctx.actor.userId) throw invalid('fileId', 'not a file you uploaded');
  await insertGroupFile(ctx.db, ctx.tenantId, groupId, fileId, ctx.actor.userId);
  return { fileId };
}

/** A manager takes a shared file off the group (the file itself stays its owner's). */
export async function unshareGroupFile(ctx: RequestContext, groupId: number, fileId: string): Promise<{ fileId: string }> {
  await managedGroup(ctx, groupId);
  if (!(await deleteGroupFile(ctx.db, ctx.tenantId, groupId, fileId))) throw new AppError('NOT_FOUND');
  return { fileId };
}
