import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { MyTopicApplications, SaveTopicApplicationBody, TopicApplyVersionBody, TopicApplyWriteResult } from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import { listMyTopicApplications, saveTopicApplication, submitTopicApplication, withdrawTopicApplication } from './apply.service';

const tags = ['topic'];
const teachers = { roles: topicRoles.teacher };
const host = 'The topic’s host only (403 for anyone else, 404 for an unknown id).';
const versioned = '`version` is the one read: 409 STALE_VERSION when it changed since (another tab saved first).';

/** The teacher's side of topic applications: applying, submitting, withdrawing, my applications. */
export const applyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.topicSaveApplication,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Creates my draft topic application to a call, or saves it (plan, members, attachments) while a draft or returned',
        description: `Creating needs the call open (409 TOPIC_CALL_NOT_OPEN) and me eligible (422 TOPIC_NOT_ELIGIBLE); one application per host and call (409 TOPIC_ALREADY_APPLIED). Members: teachers of the district, at most the call’s member cap; new ones are invited to confirm. Files: my own uploads (evidence or document). ${host} ${versioned}`,
        querystring: AppIdQuery,
        body: SaveTopicApplicationBody,
        response: responses(TopicApplyWriteResult),
      },
    },
    async (request) => ok(await saveTopicApplication(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.topicSubmitApplication,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Submits my topic application to the review (school, district, expert panel), or resubmits it after a return',
        description: `The plan complete and the required documents attached (422 with field issues); every listed member confirmed (409 TOPIC_MEMBERS_UNCONFIRMED: wait or remove them). ${host} ${versioned}`,
        querystring: AppIdQuery,
        body: TopicApplyVersionBody,
        response: responses(TopicApplyWriteResult),
      },
    },
    async (request) => ok(await submitTopicApplication(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.topicWithdrawApplication,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Withdraws my topic application before a final decision',
        description: `${host} ${versioned}`,
        querystring: AppIdQuery,
        body: TopicApplyVersionBody,
        response: responses(TopicApplyWriteResult),
      },
    },
    async (request) => ok(await withdrawTopicApplication(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicMyApplications,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'My topic applications and where each stands (applyRecord)',
        querystring: AppIdQuery,
        response: responses(MyTopicApplications),
      },
    },
    async (request) => ok(await listMyTopicApplications(contextOf(request))),
  );
};
