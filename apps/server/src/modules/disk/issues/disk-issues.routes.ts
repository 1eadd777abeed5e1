import {
  AcknowledgeDiskIssueBody,
  AcknowledgedDiskIssue,
  CreateDiskIssueBody,
  CreatedDiskIssue,
  DiskIdQuery,
  DiskIssueRecipientsPage,
  DiskIssueRecipientsQuery,
  DiskIssueSchools,
  DiskIssuesPage,
  DiskIssuesQuery,
  DiskIssueTeachersPage,
  DiskIssueTeachersQuery,
  DiskReceivedDetail,
  DiskReceivedPage,
  DiskReceivedQuery,
  RemindDiskIssueBody,
  RemindedDiskIssue,
  SaveDiskCopiesBody,
  SavedDiskCopies,
  WithdrawDiskIssueBody,
  WithdrawnDiskIssue,
} from '@yanxiu/contract/disk';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { diskRoles } from '@server/modules/disk/disk.access';
import {
  createDiskIssue,
  diskIssueTargets,
  diskIssueTeachers,
  listDiskIssueRecipients,
  listMyDiskIssues,
  remindDiskIssue,
  withdrawDiskIssue,
} from './disk-issuing.service';
import { acknowledgeDiskIssue, listReceivedDiskIssues, openReceivedDiskIssue, saveDiskIssueCopies } from './disk-received.service';

const tags = ['disk: issuing'];
const issuer = { roles: diskRoles.issuer };
const owner = { roles: diskRoles.owner };
const reach =
  'School admins issue to their own school and its groups, district staff to the schools and groups of the district; teachers 403.';

/** Issuing (下发) resources down the hierarchy, following it up, and what was issued to the caller. */
export const diskIssueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.diskIssueSchools,
    {
      config: issuer,
      schema: {
        tags,
        summary: 'Schools and teaching-research groups the caller may issue to',
        description: reach,
        querystring: AppIdQuery,
        response: responses(DiskIssueSchools),
      },
    },
    async (request) => ok(await diskIssueTargets(contextOf(request))),
  );

  app.get(
    ApiPaths.diskIssueTeachers,
    {
      config: issuer,
      schema: {
        tags,
        summary: 'Teachers and school admins below the caller, by name',
        description: reach,
        querystring: DiskIssueTeachersQuery,
        response: responses(DiskIssueTeachersPage),
      },
    },
    async (request) => ok(await diskIssueTeachers(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.diskIssue,
    {
      config: issuer,
      schema: {
        tags,
        summary: 'Issue resources and folders of the caller’s disk to people below them',
        description: `${reach} Resources or folders not the caller’s, schools or teachers outside their reach: 404. A target nobody matches: 422. Each recipient is notified.`,
        querystring: AppIdQuery,
        body: CreateDiskIssueBody,
        response: responses(CreatedDiskIssue),
      },
    },
    async (request) => ok(await createDiskIssue(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.diskIssues,
    {
      config: issuer,
      schema: {
        tags,
        summary: 'What the caller issued, newest first, with counts by state',
        querystring: DiskIssuesQuery,
        response: responses(DiskIssuesPage),
      },
    },
    async (request) => ok(await listMyDiskIssues(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.diskIssueRecipients,
    {
      config: issuer,
      schema: {
        tags,
        summary: 'Recipients of one of the caller’s issues and how far each has come',
        description: 'Another person’s issue is 404.',
        querystring: DiskIssueRecipientsQuery,
        response: responses(DiskIssueRecipientsPage),
      },
    },
    async (request) => ok(await listDiskIssueRecipients(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.diskIssueRemind,
    {
      config: issuer,
      schema: {
        tags,
        summary: 'Remind the recipients who have not yet acknowledged (or opened) it',
        description: 'Another person’s issue is 404; a withdrawn one 409.',
        querystring: AppIdQuery,
        body: RemindDiskIssueBody,
        response: responses(RemindedDiskIssue),
      },
    },
    async (request) => ok(await remindDiskIssue(contextOf(request), request.body.id)),
  );

  app.post(
    ApiPaths.diskIssueWithdraw,
    {
      config: issuer,
      schema: {
        tags,
        summary: 'Withdraw an issue: recipients no longer see it',
        description: 'Another person’s issue is 404; one already withdrawn 409.',
        querystring: AppIdQuery,
        body: WithdrawDiskIssueBody,
        response: responses(WithdrawnDiskIssue),
      },
    },
    async (request) => ok(await withdrawDiskIssue(contextOf(request), request.body.id)),
  );

  app.get(
    ApiPaths.diskReceived,
    {
      config: owner,
      schema: {
        tags,
        summary: 'What was issued to the caller: unread first, then newest',
        querystring: DiskReceivedQuery,
        response: responses(DiskReceivedPage),
      },
    },
    async (request) => ok(await listReceivedDiskIssues(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.diskReceivedDetail,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Open an issue to the caller: its resources with signed addresses (records `opened`)',
        description: 'An issue not to the caller, or withdrawn, is 404.',
        querystring: DiskIdQuery,
        response: responses(DiskReceivedDetail),
      },
    },
    async (request) => ok(await openReceivedDiskIssue(contextOf(request), request.query.id)),
  );

  app.post(
    ApiPaths.diskReceivedAcknowledge,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Acknowledge an issue that asks for it',
        description:
          'The first acknowledgement counts; repeating it changes nothing. 422 for an issue asking none; 404 for one not to the caller.',
        querystring: AppIdQuery,
        body: AcknowledgeDiskIssueBody,
        response: responses(AcknowledgedDiskIssue),
      },
    },
    async (request) => ok(await acknowledgeDiskIssue(contextOf(request), request.body.id)),
  );

  app.post(
    ApiPaths.diskReceivedSaveCopies,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Save copies of an issue’s resources to the caller’s disk',
        description:
          'No bytes are copied (the content is shared); counted against the caller’s quota (413 when it does not fit). 404 for an issue, resource or folder not theirs.',
        querystring: AppIdQuery,
        body: SaveDiskCopiesBody,
        response: responses(SavedDiskCopies),
      },
    },
    async (request) => ok(await saveDiskIssueCopies(contextOf(request), request.body)),
  );
};
