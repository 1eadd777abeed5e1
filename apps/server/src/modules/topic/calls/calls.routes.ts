import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  ManageTopicCall,
  ManageTopicCallPage,
  ManageTopicCallsQuery,
  OpenTopicCallsQuery,
  SaveTopicCallBody,
  TopicCallForTeacher,
  TopicCallForTeacherPage,
  TopicCallIdQuery,
  TopicCallVersionBody,
  TopicCallWriteResult,
} from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import * as calls from './calls.service';

const tags = ['topic'];
const district = { roles: topicRoles.district };
const teachers = { roles: topicRoles.teacher };
const versioned = '`version` is the one read: 409 STALE_VERSION when the call changed since.';

/** Calls for research topics (课题指南): district staff write, publish and close them; teachers read the published ones. */
export const callsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.topicCalls,
    {
      config: teachers,
      schema: {
        tags,
        summary:
          'The published topic calls of my district (open ones by default), with their suggested topics and whether I may host an application',
        description:
          'Reasons a teacher may not apply: notOpen, section, subject, role (from the call’s eligibility and my teaching record). myApplyId is my application to the call, if any.',
        querystring: OpenTopicCallsQuery,
        response: responses(TopicCallForTeacherPage),
      },
    },
    async (request) => ok(await calls.listTopicCallsForTeacher(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.topicCall,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'One published topic call as a teacher sees it',
        description: 'Drafts and unknown ids are 404.',
        querystring: TopicCallIdQuery,
        response: responses(TopicCallForTeacher),
      },
    },
    async (request) => ok(await calls.readTopicCallForTeacher(contextOf(request), Number(request.query.callId))),
  );

  app.get(
    ApiPaths.topicManageCalls,
    {
      config: district,
      schema: {
        tags,
        summary: 'The topic calls of my unit and those under it, newest first, paged',
        querystring: ManageTopicCallsQuery,
        response: responses(ManageTopicCallPage),
      },
    },
    async (request) => ok(await calls.listManagedTopicCalls(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.topicManageCall,
    {
      config: district,
      schema: {
        tags,
        summary: 'One topic call for editing, with how many applications it has',
        querystring: TopicCallIdQuery,
        response: responses(ManageTopicCall),
      },
    },
    async (request) => ok(await calls.readManagedTopicCall(contextOf(request), Number(request.query.callId))),
  );

  app.post(
    ApiPaths.topicManageSaveCall,
    {
      config: district,
      schema: {
        tags,
        summary: 'Creates a draft topic call or replaces a draft’s fields; audited',
        description: `District staff at the district office. A published call is frozen (409 TOPIC_CALL_FROZEN). ${versioned}`,
        querystring: AppIdQuery,
        body: SaveTopicCallBody,
        response: responses(TopicCallWriteResult),
      },
    },
    async (request) => ok(await calls.saveTopicCall(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.topicManagePublishCall,
    {
      config: district,
      schema: {
        tags,
        summary: 'Publishes a draft topic call; audited',
        description: versioned,
        querystring: AppIdQuery,
        body: TopicCallVersionBody,
        response: responses(TopicCallWriteResult),
      },
    },
    async (request) => ok(await calls.moveTopicCall(contextOf(request), request.body, 'published')),
  );

  app.post(
    ApiPaths.topicManageCloseCall,
    {
      config: district,
      schema: {
        tags,
        summary: 'Closes a published topic call: it takes no more applications; those made go on; audited',
        description: versioned,
        querystring: AppIdQuery,
        body: TopicCallVersionBody,
        response: responses(TopicCallWriteResult),
      },
    },
    async (request) => ok(await calls.moveTopicCall(contextOf(request), request.body, 'closed')),
  );
};
