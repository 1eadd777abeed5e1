import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import {
  AcknowledgedNotice,
  AcknowledgeNoticeBody,
  EditableNotice,
  ManagedNoticesPage,
  ManagedNoticesQuery,
  NoticeAttachmentParams,
  NoticeDetail,
  NoticeIdQuery,
  NoticeListPage,
  NoticeListQuery,
  NoticeRecipientsPage,
  NoticeRecipientsQuery,
  NoticeSchoolOption,
  NoticeUnread,
  RemindedNotice,
  RemindNoticeBody,
  SavedNotice,
  SaveNoticeBody,
  WithdrawNoticeBody,
} from '@yanxiu/contract/notices';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { editableNotice, listManagedNotices, listNoticeRecipients, listNoticeSchools, remindNoticeAudience } from './notice-manage.service';
import { saveNotice, withdrawNotice } from './notice-save.service';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { noticeRoles } from './notices.access';
import { acknowledgeNotice, downloadNoticeAttachment, listNotices, noticeDetail, unreadNotices } from './notices.service';

const tags = ['notices'];
const staff = { roles: noticeRoles.staff };
const reach =
  'School admins: their school’s notices; district staff: the tenant’s. Teachers: 403; a notice outside the caller’s reach: 403.';

/** Notices for readers (/noticeList, /noticeDetail) and for the staff who publish them. */
export const noticeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.noticeList,
    {
      schema: {
        tags,
        summary: 'Notices for the caller: unread first, then pinned, then newest',
        description:
          'Only notices out now (publish time passed, not expired, not withdrawn) whose scope includes the caller. `keyword` searches title and text.',
        querystring: NoticeListQuery,
        response: responses(NoticeListPage),
      },
    },
    async (request) => ok(await listNotices(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.noticeDetail,
    {
      schema: {
        tags,
        summary: 'One notice; opening it records the caller’s first read',
        description:
          '404 for a notice that is not out or not for the caller (another school’s, another tenant’s). Reading again keeps the first read time.',
        querystring: NoticeIdQuery,
        response: responses(NoticeDetail),
      },
    },
    async (request) => ok(await noticeDetail(contextOf(request), request.query.id)),
  );

  app.post(
    ApiPaths.noticeAcknowledge,
    {
      schema: {
        tags,
        summary: 'Acknowledge a notice that asks for it',
        description:
          'Counted once per reader: repeating (or racing) answers the first acknowledgement’s time. 409 when the notice asks for none; 404 when it is not for the caller.',
        querystring: AppIdQuery,
        body: AcknowledgeNoticeBody,
        response: responses(AcknowledgedNotice),
      },
    },
    async (request) => ok(await acknowledgeNotice(contextOf(request), request.body.id)),
  );

  app.get(
    ApiPaths.noticeUnread,
    {
      schema: {
        tags,
        summary: 'How many notices the caller has not opened, and the personal-state flag hadRead',
        querystring: AppIdQuery,
        response: responses(NoticeUnread),
      },
    },
    async (request) => ok(await unreadNotices(contextOf(request))),
  );

  app.get(
    ApiPaths.noticeAttachment,
    {
      schema: {
        tags,
        summary: 'Download a notice’s attachment',
        description: 'For readers the notice is out for and staff who manage it; 404 otherwise. Ranges as for files.',
        querystring: AppIdQuery,
        params: NoticeAttachmentParams,
        response: { 200: FileBytes, 206: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await downloadNoticeAttachment(
        contextOf(request),
        request.params.id,
        request.params.fileId,
        downloadConditionsOf(request),
      );
      return sendFileResponse(request, reply, result);
    },
  );

  app.get(
    ApiPaths.noticeManageList,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Notices the caller’s unit published, with read and acknowledgement counts',
        description: reach,
        querystring: ManagedNoticesQuery,
        response: responses(ManagedNoticesPage),
      },
    },
    async (request) => ok(await listManagedNotices(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.noticeManageDetail,
    {
      config: staff,
      schema: {
        tags,
        summary: 'A notice as the editing form loads it',
        description: reach,
        querystring: NoticeIdQuery,
        response: responses(EditableNotice),
      },
    },
    async (request) => ok(await editableNotice(contextOf(request), request.query.id)),
  );

  app.post(
    ApiPaths.noticeManageSave,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create or edit a notice',
        description:
          'The rich text is sanitised (script, styles, event attributes, images and frames dropped). A school admin publishes to their own school only; ' +
          'district staff name schools of the tenant (none: the whole district). Attachments are the caller’s own uploads. When the publish time has ' +
          `come, the audience is notified in the same transaction; later, the sweep does it. An edit names the version it read (409 when stale). ${reach}`,
        querystring: AppIdQuery,
        body: SaveNoticeBody,
        response: responses(SavedNotice),
      },
    },
    async (request) => ok(await saveNotice(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.noticeManageWithdraw,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Withdraw a notice: readers no longer see it',
        description: reach,
        querystring: AppIdQuery,
        body: WithdrawNoticeBody,
        response: responses(SavedNotice),
      },
    },
    async (request) => ok(await withdrawNotice(contextOf(request), request.body.id, request.body.version)),
  );

  app.get(
    ApiPaths.noticeManageRecipients,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Who of a notice’s audience has not read (or not acknowledged) it',
        description: reach,
        querystring: NoticeRecipientsQuery,
        response: responses(NoticeRecipientsPage),
      },
    },
    async (request) => ok(await listNoticeRecipients(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.noticeManageRemind,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Remind the rest: notify everyone of the audience who has not acknowledged (or read) a published notice',
        description: `409 when the notice is scheduled, expired or withdrawn. ${reach}`,
        querystring: AppIdQuery,
        body: RemindNoticeBody,
        response: responses(RemindedNotice),
      },
    },
    async (request) => ok(await remindNoticeAudience(contextOf(request), request.body.id)),
  );

  app.get(
    ApiPaths.noticeManageSchools,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Schools the caller may publish to',
        description: reach,
        querystring: AppIdQuery,
        response: responses(z.array(NoticeSchoolOption)),
      },
    },
    async (request) => ok(await listNoticeSchools(contextOf(request))),
  );
};
