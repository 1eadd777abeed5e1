import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { CreatePostBody, DiscussionPage, DiscussionPost, DiscussionQuery, ModeratePostBody } from '@yanxiu/contract/research-interaction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { researchRoles } from '@server/modules/research/research.access';
import { listDiscussion, moderateDiscussionPost, postToDiscussion } from './discussion.service';

const tags = ['research: discussion'];
const member = { roles: researchRoles.member };
const who =
  "For the activity's organisers and the people who joined it; 404 for anyone else and for a stage that does not exist; 422 WRONG_STAGE_KIND for a stage that is not a discussion.";

/** The discussion of an activity's discussion stage. */
export const discussionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchPosts,
    {
      config: member,
      schema: {
        tags,
        summary: "A page of a stage's discussion: pinned threads first, then newest, each with its newest replies",
        description: `${who} Hidden posts reach the organisers only. Read on with \`nextCursor\` (400 for a cursor this server did not make).`,
        querystring: DiscussionQuery,
        response: responses(DiscussionPage),
      },
    },
    async (request) => ok(await listDiscussion(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.researchCreatePost,
    {
      config: member,
      schema: {
        tags,
        summary: 'Post a thread, or reply to a post (the reply joins its thread); attachments and mentions',
        description: `${who} Only while the activity is published (409 STATE_NOT_ALLOWED for a draft, 409 ACTIVITY_CLOSED once closed). Attachments: the caller's own \`evidence\` or \`document\` uploads; mentions: people who joined or lead the activity (422 naming each other entry; nothing written). Mentioned people are notified (\`research.mentioned\`); a participant's post counts towards the completion rule (posted).`,
        querystring: AppIdQuery,
        body: CreatePostBody,
        response: responses(DiscussionPost),
      },
    },
    async (request) => ok(await postToDiscussion(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.researchModeratePost,
    {
      config: member,
      schema: {
        tags,
        summary: 'Pin or unpin a thread, hide or show a post; audited',
        description:
          'Organisers only (403 for participants; 404 for others, and for participants about a hidden post). Only threads are pinned (422 for a reply). Repeating an action changes nothing.',
        querystring: AppIdQuery,
        body: ModeratePostBody,
        response: responses(DiscussionPost),
      },
    },
    async (request) => ok(await moderateDiscussionPost(contextOf(request), request.body)),
  );
};
