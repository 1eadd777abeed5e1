import type { ImportMembersResult, MemberCandidates, MembersChanged, MyGroups } from '@yanxiu/contract/research';
import { ResearchLimits } from '@yanxiu/contract/research';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findStoredFile } from '@server/modules/files/files.public';
import { findPeople, findPeopleByNameAndPhone, searchPeople } from '@server/modules/research/people.repository';
import { readMemberRows } from './member-workbook';
import { addMembers, approveRequest, findGroup, insertRequest, placesIn, removeMember } from './group.repository';

import { managedGroup, myGroups } from './group.service';

// A group's members: adding people (one by one or from a workbook), removing them, and the requests to join an
// open group with the managers' decisions. Every change is audited.

const invalid = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path: `body.${path}`, message }] });
const CANDIDATES_MAX = 20;

/** People the caller may add: in the group's unit (a school group) or anywhere under the owning unit, by name. */
export async function memberCandidates(ctx: RequestContext, groupId: number, keyword: string): Promise<MemberCandidates> {
  const group = await managedGroup(ctx, groupId);
  const rows = await searchPeople(ctx.db, ctx.tenantId, keyword, group.ownerUnitPath, CANDIDATES_MAX);
  return { records: rows.map((row) => ({ userId: row.userId, name: row.name, schoolName: row.schoolName })) };
}

/** Adds people of the group's unit (all or nothing: 422 naming the first outsider); those already in are skipped. */
export async function addGroupMembers(ctx: RequestContext, groupId: number, userIds: readonly number[]): Promise<MembersChanged> {
  const group = await managedGroup(ctx, groupId);
  const unique = [...new Set(userIds)];
  const people = await findPeople(ctx.db, ctx.tenantId, unique);
  const outside = unique.findIndex((id) => {
    const person = people.get(id);
    return !person || person.status !== 'active' || !person.orgPath.startsWith(group.ownerUnitPath);
  });
  if (outside >= 0) throw invalid(`userIds.${userIds.indexOf(unique[outside]!)}`, "not a person of the group's unit");
  return ctx.transaction(async (tx) => {
    const added = await addMembers(tx, ctx.tenantId, groupId, unique, new Date());
    await recordAudit(tx, ctx, {
      action: 'research.group.addMembers',
      entityType: 'research_group',
      entityId: String(groupId),
      after: { userIds: unique },
    });
    return { added, skipped: unique.length - added };
  });
}

/**
 * Adds the people a workbook the caller uploaded lists (by name and phone), all or nothing: rows naming nobody of
 * the group's unit are answered and nothing is added.
 */
export async function importGroupMembers(ctx: RequestContext, groupId: number, fileId: string): Promise<ImportMembersResult> {
  const group = await managedGroup(ctx, groupId);
  const file = await findStoredFile(ctx.db, ctx.tenantId, fileId);
  if (!file || file.ownerUserId !== ctx.actor.userId) throw invalid('fileId', 'not a file you uploaded');
  if (file.size > ResearchLimits.importBytes) throw invalid('fileId', `at most ${ResearchLimits.importBytes} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.get(file.storageKey)) chunks.push(chunk as Buffer);
  const rows = await readMemberRows(Buffer.concat(chunks));
  const people = await findPeopleByNameAndPhone(ctx.db, ctx.tenantId, rows);
  const found = rows.map((row) => ({ row: row.row, person: people.get(`${row.name}|${row.phone}`) }));
  const unknownRows = found.filter(({ person }) => !person || !person.orgPath.startsWith(group.ownerUnitPath)).map(({ row }) => row);
  if (unknownRows.length > 0) return { added: 0, skipped: 0, unknownRows };
  const userIds = [...new Set(found.map(({ person }) => person!.userId))];
  return ctx.transaction(async (tx) => {
    const added = await addMembers(tx, ctx.tenantId, groupId, userIds, new Date());
    await recordAudit(tx, ctx, {
      action: 'research.group.importMembers',
      entityType: 'research_group',
      entityId: String(groupId),
      after: { userIds },
    });
    return { added, skipped: userIds.length - added, unknownRows: [] };
  });
}

/** Removes a member (not the leader: 409). */
export async function removeGroupMember(ctx: RequestContext, groupId: number, userId: number): Promise<MembersChanged> {
  const group = await managedGroup(ctx, groupId);
  if (userId === group.leaderUserId) throw new AppError('LEADER_CANNOT_LEAVE');
  return ctx.transaction(async (tx) => {
    const removed = await removeMember(tx, ctx.tenantId, groupId, userId, 'member');
    if (!removed) throw new AppError('NOT_FOUND');
    await recordAudit(tx, ctx, {
      action: 'research.group.removeMember',
      entityType: 'research_group',
      entityId: String(groupId),
      after: { userId },
    });
    return { added: 0, skipped: 0 };
  });
}

/** A teacher asks to join an open group whose unit they belong to. */
export async function requestToJoinGroup(ctx: RequestContext, groupId: number): Promise<MyGroups> {
  const group = await findGroup(ctx.db, ctx.tenantId, groupId);
  if (!group) throw new AppError('NOT_FOUND');
  if (!group.open) {
    const place = (await placesIn(ctx.db, ctx.tenantId, ctx.actor.userId, [groupId])).get(groupId);
    if (place?.status !== 'member') throw new AppError('NOT_FOUND');
    throw new AppError('ALREADY_IN_GROUP');
  }
  if (!ctx.actor.orgPath.startsWith(group.ownerUnitPath)) throw new AppError('FORBIDDEN');
  await ctx.transaction(async (tx) => {
    if (!(await insertRequest(tx, ctx.tenantId, groupId, ctx.actor.userId, new Date()))) throw new AppError('ALREADY_IN_GROUP');
  });
  return myGroups(ctx);
}

/** A manager approves or declines a request to join. */
export async function decideJoinRequest(ctx: RequestContext, groupId: number, userId: number, approve: boolean): Promise<MembersChanged> {
  await managedGroup(ctx, groupId);
  return ctx.transaction(async (tx) => {
    const done = approve
      ? await approveRequest(tx, ctx.tenantId, groupId, userId, new Date())
      : await removeMember(tx, ctx.tenantId, groupId, userId, 'requested');
    if (!done) throw new AppError('NOT_FOUND');
    await recordAudit(tx, ctx, {
      action: approve ? 'research.group.approve' : 'research.group.decline',
      entityType: 'research_group',
      entityId: String(groupId),
      after: { userId },
    });
    return { added: approve ? 1 : 0, skipped: 0 };
  });
}
