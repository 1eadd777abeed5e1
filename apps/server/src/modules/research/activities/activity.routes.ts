import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  ActivityDetail,
  ActivityVersionBody,
  MyResearch,
  OrganiserChoices,
  ProgrammeActivities,
  ResearchIdParams,
  SaveActivityBody,
  SavedRef,
  SignUpBody,
  SquarePage,
  SquareQuery,
} from '@yanxiu/contract/research';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { researchRoles } from '@server/modules/research/research.access';
import { activityOrganiserChoices, moveActivityStatus, saveActivity } from './activity-organise.service';
import {
  activityDetail,
  activitySquare,
  cancelActivitySignUp,
  myResearch,
  programmeActivitiesFor,
  signUpForActivity,
} from './activity-participate.service';

const tags = ['research: activities'];
const member = { roles: researchRoles.member };
const teacher = { roles: researchRoles.teacher };

/** The activity square, an activity's page, creating and publishing activities, sign-up and "my research". */
export const activityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchSquare,
    {
      config: member,
      schema: {
        tags,
        summary: 'The activity square: published and closed activities open to the caller, newest start first, keyset-paged',
        description:
          "Open to the caller: open sign-up, their groups' activities, activities for their school/section/subject, or ones they joined. `state` running/ended is read off the time window.",
        querystring: SquareQuery,
        response: responses(SquarePage),
      },
    },
    async (request) => ok(await activitySquare(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.researchActivity,
    {
      config: member,
      schema: {
        tags,
        summary: "An activity's page: stages, participants, the caller's progress",
        description: '404 for an activity the caller may not see (a draft of someone else, outside their audience).',
        params: ResearchIdParams,
        querystring: AppIdQuery,
        response: responses(ActivityDetail),
      },
    },
    async (request) => ok(await activityDetail(contextOf(request), Number(request.params.id))),
  );

  app.post(
    ApiPaths.researchSaveActivity,
    {
      config: member,
      schema: {
        tags,
        summary: 'Create (as a draft) or edit an activity with its stages; audited',
        description:
          'Organise as a group the caller leads (or manages as staff) or, for staff, as their own unit (403 otherwise). 422 names the field at fault; 409 STALE_VERSION when someone else saved first.',
        querystring: AppIdQuery,
        body: SaveActivityBody,
        response: responses(SavedRef),
      },
    },
    async (request) => ok(await saveActivity(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.researchPublishActivity,
    {
      config: member,
      schema: {
        tags,
        summary: 'Publish a draft (organisers); audited',
        querystring: AppIdQuery,
        body: ActivityVersionBody,
        response: responses(SavedRef),
      },
    },
    async (request) => ok(await moveActivityStatus(contextOf(request), request.body, 'published')),
  );

  app.post(
    ApiPaths.researchWithdrawActivity,
    {
      config: member,
      schema: {
        tags,
        summary: 'Withdraw a published activity to draft (organisers) while nobody has joined; audited',
        description: '409 ACTIVITY_HAS_PARTICIPANTS once someone joined.',
        querystring: AppIdQuery,
        body: ActivityVersionBody,
        response: responses(SavedRef),
      },
    },
    async (request) => ok(await moveActivityStatus(contextOf(request), request.body, 'draft')),
  );

  app.post(
    ApiPaths.researchSignUp,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Join an activity (teachers in its audience)',
        description:
          '409 ACTIVITY_FULL when the cap is reached (two sign-ups for the last place: one wins), ALREADY_SIGNED_UP, ACTIVITY_SIGN_UP_CLOSED; 403 NOT_IN_ACTIVITY_AUDIENCE.',
        querystring: AppIdQuery,
        body: SignUpBody,
        response: responses(ActivityDetail),
      },
    },
    async (request) => ok(await signUpForActivity(contextOf(request), request.body.activityId)),
  );

  app.post(
    ApiPaths.researchCancelSignUp,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Leave an activity before it starts, if nothing was done towards it',
        querystring: AppIdQuery,
        body: SignUpBody,
        response: responses(ActivityDetail),
      },
    },
    async (request) => ok(await cancelActivitySignUp(contextOf(request), request.body.activityId)),
  );

  app.get(
    ApiPaths.researchMy,
    {
      config: member,
      schema: {
        tags,
        summary: 'My research: activities I organise (drafts too) and joined, with what is left to do',
        querystring: AppIdQuery,
        response: responses(MyResearch),
      },
    },
    async (request) => ok(await myResearch(contextOf(request))),
  );

  app.get(
    ApiPaths.researchOrganisers,
    {
      config: member,
      schema: {
        tags,
        summary: 'Who the caller may organise activities as (the create page)',
        querystring: AppIdQuery,
        response: responses(OrganiserChoices),
      },
    },
    async (request) => ok(await activityOrganiserChoices(contextOf(request))),
  );

  app.get(
    ApiPaths.researchProgrammeActivities,
    {
      config: member,
      schema: {
        tags,
        summary: "A fusion programme's published research activities",
        params: ResearchIdParams,
        querystring: AppIdQuery,
        response: responses(ProgrammeActivities),
      },
    },
    async (request) => ok(await programmeActivitiesFor(contextOf(request), Number(request.params.id))),
  );
};
