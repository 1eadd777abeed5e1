import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  MyTopicPage,
  MyTopicsQuery,
  RespondTopicMembershipBody,
  TopicApplyIdQuery,
  TopicDetail,
  TopicHistory,
  TopicMemberCandidatesQuery,
  TopicPeople,
} from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { searchTopicMemberCandidates } from '@server/modules/topic/applications/apply.service';
import { topicRoles } from '@server/modules/topic/topic.access';
import { answerTopicInvitation, listMyTopicsWithDue, readTopic, readTopicHistory } from './topic-page.service';

const tags = ['topic'];
const teachers = { roles: topicRoles.teacher };

/**
 * How teachers read their topics (one topic, its history, my topics) and its members: the teachers to list, and an
 * invited member's answer.
 */
export const topicPageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.topicHistory,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'A topic’s review history: the application’s and every stage filing’s decisions, oldest first',
        description: 'For the host and members of the topic.',
        querystring: TopicApplyIdQuery,
        response: responses(TopicHistory),
      },
    },
    async (request) => ok(await readTopicHistory(contextOf(request), Number(request.query.applyId))),
  );

  app.get(
    ApiPaths.topicMemberCandidates,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Teachers of my district by name, to list as members (at most 20)',
        querystring: TopicMemberCandidatesQuery,
        response: responses(TopicPeople),
      },
    },
    async (request) => ok(await searchTopicMemberCandidates(contextOf(request), request.query.keyword)),
  );

  app.post(
    ApiPaths.topicRespondMembership,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Confirms or declines my place on a topic I was listed on; only confirmed members are active',
        description: 'While invited (409 once answered); 404 when I am not listed.',
        querystring: AppIdQuery,
        body: RespondTopicMembershipBody,
        response: responses(TopicDetail),
      },
    },
    async (request) => ok(await answerTopicInvitation(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicMine,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Topics I host or am listed on (invitations included), with what is due next',
        querystring: MyTopicsQuery,
        response: responses(MyTopicPage),
      },
    },
    async (request) => ok(await listMyTopicsWithDue(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.topicDetail,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'One topic: plan, members, files, stages with deadlines, change requests, what is due next',
        description:
          'For its host and listed members (an invited member to answer the invitation); 404 for an unknown id, 403 otherwise. Staff read it through the review detail.',
        querystring: TopicApplyIdQuery,
        response: responses(TopicDetail),
      },
    },
    async (request) => ok(await readTopic(contextOf(request), Number(request.query.applyId))),
  );
};
