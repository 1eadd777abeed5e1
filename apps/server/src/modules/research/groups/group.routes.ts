import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  AddMembersBody,
  DecideJoinBody,
  GroupFileBody,
  GroupList,
  GroupListQuery,
  ImportMembersBody,
  ImportMembersResult,
  JoinGroupBody,
  MemberCandidates,
  MemberCandidatesQuery,
  MembersChanged,
  MyGroups,
  RemoveMemberBody,
  SaveAnnouncementBody,
  SavedRef,
  SaveGroupBody,
} from '@yanxiu/contract/research';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { researchRoles } from '@server/modules/research/research.access';
import {
  addGroupMembers,
  decideJoinRequest,
  importGroupMembers,
  memberCandidates,
  removeGroupMember,
  requestToJoinGroup,
} from './group-members.service';
import {
  announceToGroup,
  managedGroups,
  myGroups,
  openGroupsToJoin,
  saveGroup,
  shareFileWithGroup,
  unshareGroupFile,
} from './group.service';

const tags = ['research: groups'];
const member = { roles: researchRoles.member };
const teacher = { roles: researchRoles.teacher };
const staff = { roles: researchRoles.staff };
const manage = "The leader and staff over the group's unit (403 for members, 404 for people who cannot see the group).";

/** Research groups: my groups, open groups, the group page, members and join requests, files, announcements. */
export const groupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchMyGroups,
    {
      config: member,
      schema: { tags, summary: 'Groups the caller is in or asked to join', querystring: AppIdQuery, response: responses(MyGroups) },
    },
    async (request) => ok(await myGroups(contextOf(request))),
  );

  app.get(
    ApiPaths.researchOpenGroups,
    {
      config: member,
      schema: {
        tags,
        summary: 'Open groups of the tenant, by name (at most 100)',
        querystring: GroupListQuery,
        response: responses(GroupList),
      },
    },
    async (request) => ok(await openGroupsToJoin(contextOf(request), request.query.keyword || undefined)),
  );

  app.get(
    ApiPaths.researchManageGroups,
    {
      config: staff,
      schema: {
        tags,
        summary: "Groups owned by the caller's unit or below (staff), by name (at most 100)",
        querystring: GroupListQuery,
        response: responses(GroupList),
      },
    },
    async (request) => ok(await managedGroups(contextOf(request), request.query.keyword || undefined)),
  );

  app.post(
    ApiPaths.researchSaveGroup,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create (no id) or edit a group and name its leader (staff); audited',
        description: "School admins: groups of their own school only (403 otherwise). The leader must work in the group's unit (422).",
        querystring: AppIdQuery,
        body: SaveGroupBody,
        response: responses(SavedRef),
      },
    },
    async (request) => ok(await saveGroup(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.researchMemberCandidates,
    {
      config: member,
      schema: {
        tags,
        summary: 'People the caller may add to a group, by name (at most 20)',
        description: manage,
        querystring: MemberCandidatesQuery,
        response: responses(MemberCandidates),
      },
    },
    async (request) => ok(await memberCandidates(contextOf(request), Number(request.query.groupId), request.query.keyword)),
  );

  app.post(
    ApiPaths.researchAddMembers,
    {
      config: member,
      schema: {
        tags,
        summary: 'Add members; audited',
        description: manage,
        querystring: AppIdQuery,
        body: AddMembersBody,
        response: responses(MembersChanged),
      },
    },
    async (request) => ok(await addGroupMembers(contextOf(request), request.body.groupId, request.body.userIds)),
  );

  app.post(
    ApiPaths.researchImportMembers,
    {
      config: member,
      schema: {
        tags,
        summary: 'Import members from a workbook the caller uploaded (name and phone columns); all or nothing; audited',
        description: `${manage} Rows naming nobody of the group's unit come back in unknownRows and nothing is added; an unreadable file is a 422.`,
        querystring: AppIdQuery,
        body: ImportMembersBody,
        response: responses(ImportMembersResult),
      },
    },
    async (request) => ok(await importGroupMembers(contextOf(request), request.body.groupId, request.body.fileId)),
  );

  app.post(
    ApiPaths.researchRemoveMember,
    {
      config: member,
      schema: {
        tags,
        summary: 'Remove a member (not the leader); audited',
        description: manage,
        querystring: AppIdQuery,
        body: RemoveMemberBody,
        response: responses(MembersChanged),
      },
    },
    async (request) => ok(await removeGroupMember(contextOf(request), request.body.groupId, request.body.userId)),
  );

  app.post(
    ApiPaths.researchJoinGroup,
    {
      config: teacher,
      schema: {
        tags,
        summary: "Ask to join an open group of the caller's unit",
        querystring: AppIdQuery,
        body: JoinGroupBody,
        response: responses(MyGroups),
      },
    },
    async (request) => ok(await requestToJoinGroup(contextOf(request), request.body.groupId)),
  );

  app.post(
    ApiPaths.researchDecideJoin,
    {
      config: member,
      schema: {
        tags,
        summary: 'Approve or decline a join request; audited',
        description: manage,
        querystring: AppIdQuery,
        body: DecideJoinBody,
        response: responses(MembersChanged),
      },
    },
    async (request) => ok(await decideJoinRequest(contextOf(request), request.body.groupId, request.body.userId, request.body.approve)),
  );

  app.post(
    ApiPaths.researchSaveAnnouncement,
    {
      config: member,
      schema: {
        tags,
        summary: 'Post an announcement to the group',
        description: manage,
        querystring: AppIdQuery,
        body: SaveAnnouncementBody,
        response: responses(z.object({ id: z.number().int() })),
      },
    },
    async (request) => ok(await announceToGroup(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.researchAddGroupFile,
    {
      config: member,
      schema: {
        tags,
        summary: 'Share a file the caller uploaded with the group',
        description: manage,
        querystring: AppIdQuery,
        body: GroupFileBody,
        response: responses(GroupFileBody.pick({ fileId: true })),
      },
    },
    async (request) => ok(await shareFileWithGroup(contextOf(request), request.body.groupId, request.body.fileId)),
  );

  app.post(
    ApiPaths.researchRemoveGroupFile,
    {
      config: member,
      schema: {
        tags,
        summary: 'Stop sharing a file with the group',
        description: manage,
        querystring: AppIdQuery,
        body: GroupFileBody,
        response: responses(GroupFileBody.pick({ fileId: true })),
      },
    },
    async (request) => ok(await unshareGroupFile(contextOf(request), request.body.groupId, request.body.fileId)),
  );
};
