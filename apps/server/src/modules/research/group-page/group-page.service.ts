import type { GroupPage } from '@yanxiu/contract/research';
import { ResearchLimits } from '@yanxiu/contract/research';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { activitiesOfGroup } from '@server/modules/research/activities/activity-lists.repository';
import { joinedAmong } from '@server/modules/research/activities/activity.repository';
import { toSummary } from '@server/modules/research/activities/activity-view';
import { findGroup, listAnnouncements, listGroupFiles, listMembers } from '@server/modules/research/groups/group.repository';
import { LIST_MAX, toSummaries } from '@server/modules/research/groups/group.service';
import { researchAccess } from '@server/modules/research/research.access';

// A group's page puts the group (groups/) and its activities (activities/) together. It lives beside both, so that
// activities may read groups (an activity's organiser) without groups reading activities back.

/** The group, its members and join requests, its activities by state, files and announcements. */
export async function groupPage(ctx: RequestContext, groupId: number): Promise<GroupPage> {
  const group = await findGroup(ctx.db, ctx.tenantId, groupId);
  if (!group) throw new AppError('NOT_FOUND');
  const members = await listMembers(ctx.db, ctx.tenantId, groupId);
  const me = members.find((member) => member.userId === ctx.actor.userId);
  const isMember = me?.status === 'member';
  const canManage = researchAccess.manageGroup(ctx.actor, group);
  if (!researchAccess.viewGroup(ctx.actor, { ...group, isMember })) throw new AppError('NOT_FOUND');
  const now = new Date();
  // Members see the group's published activities; managers its drafts too.
  const activities = await activitiesOfGroup(ctx.db, ctx.tenantId, groupId, canManage, ResearchLimits.listMax);
  const joined = await joinedAmong(
    ctx.db,
    ctx.tenantId,
    ctx.actor.userId,
    activities.map((row) => row.id),
  );
  const summaries = activities.map((row) => toSummary(row, now, joined.has(row.id)));
  const byState = (states: readonly string[]) => summaries.filter((row) => states.includes(row.state));
  const place = me ? { status: me.status, role: me.role } : undefined;
  const [summary] = await toSummaries(ctx, [group], new Map(place ? [[groupId, place]] : []));
  return {
    group: summary!,
    canManage,
    members: members
      .filter((member) => member.status === 'member')
      .map((member) => ({
        userId: member.userId,
        name: member.name,
        schoolName: member.schoolName,
        role: member.role as 'leader' | 'member',
        joinedAt: (member.joinedAt ?? now).toISOString(),
      })),
    requests: canManage
      ? members
          .filter((member) => member.status === 'requested')
          .map((member) => ({
            userId: member.userId,
            name: member.name,
            schoolName: member.schoolName,
            requestedAt: (member.requestedAt ?? now).toISOString(),
          }))
      : [],
    // Upcoming soonest first; running and past newest first.
    upcoming: byState(['published', 'draft']).reverse(),
    running: byState(['running']),
    past: byState(['ended', 'closed']),
    files: (await listGroupFiles(ctx.db, ctx.tenantId, groupId, LIST_MAX)).map((file) => ({
      ...file,
      addedAt: file.addedAt.toISOString(),
    })),
    announcements: (await listAnnouncements(ctx.db, ctx.tenantId, groupId, 20)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
