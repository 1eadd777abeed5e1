import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  BackboneApplication,
  BackboneApplyBody,
  BackboneApplyIdBody,
  BackboneApplyIdQuery,
  BackboneCandidate,
  BackboneDecideBody,
  BackboneMine,
  BackboneQueuePage,
  BackboneQueueQuery,
  BackboneResubmitBody,
  BackboneSaveStepBody,
  BackboneState,
  BackboneStepSetting,
} from '@yanxiu/contract/profile-backbone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { profileRoles } from '@server/modules/profile/profile.access';
import {
  myBackboneApplication,
  backboneCandidates,
  applyForBackbone,
  resubmitBackboneApplication,
  withdrawBackboneApplication,
  decideBackboneApplication,
  backboneApplicationDetail,
  backboneReviewQueue,
  backboneStepSettings,
  saveBackboneStep,
} from './backbone.service';

const tags = ['profile: backbone recognition'];
const teacher = { roles: profileRoles.teacher };
const reviewers = { roles: profileRoles.backboneReviewer };
const byEngine =
  'Decided through the review engine (workflow `backbone`: school, district, then the expert panel when the tenant switches it on): only the reviewer of the current step (a school admin over the applicant, a district admin over them, any expert of the tenant), never the applicant; 403 otherwise, 409 when the review has moved on (another reviewer was quicker, or it is no longer under review). Recorded in the history and audited.';

/** The backbone-teacher recognition (骨干教师认定): applying with verified records and its review. */
export const backboneRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.backboneMine,
    {
      config: teacher,
      schema: {
        tags,
        summary: "The apply page's state: whether the caller already is a backbone teacher, and their latest application in full",
        querystring: AppIdQuery,
        response: responses(BackboneMine),
      },
    },
    async (request) => ok(await myBackboneApplication(contextOf(request))),
  );

  app.get(
    ApiPaths.backboneCandidates,
    {
      config: teacher,
      schema: {
        tags,
        summary: "The caller's verified profile records, newest first: what an application may offer as evidence",
        querystring: AppIdQuery,
        response: responses(z.array(BackboneCandidate)),
      },
    },
    async (request) => ok(await backboneCandidates(contextOf(request))),
  );

  app.post(
    ApiPaths.backboneApply,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Apply for the backbone-teacher recognition with a statement and verified records; submitted for review at once; audited',
        description:
          "`recordIds`: the caller's own verified records (422 naming the entry otherwise: another teacher's, unverified, rejected or unknown). 409 BACKBONE_ALREADY (4603) for a backbone teacher, 409 BACKBONE_APPLICATION_OPEN (4604) while an earlier application is under way (of two at once, one is made).",
        querystring: AppIdQuery,
        body: BackboneApplyBody,
        response: responses(BackboneState),
      },
    },
    async (request) => ok(await applyForBackbone(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.backboneResubmit,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Change and resubmit a returned application (a new round from the first step); audited',
        description: 'By the applicant only (403); only while returned (409 STATE_NOT_ALLOWED). The records are checked as for apply.',
        querystring: AppIdQuery,
        body: BackboneResubmitBody,
        response: responses(BackboneState),
      },
    },
    async (request) => ok(await resubmitBackboneApplication(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.backboneWithdraw,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Withdraw an application while under review or returned; audited',
        description: 'By the applicant only (403); 409 once decided or withdrawn; 404 for an unknown id.',
        querystring: AppIdQuery,
        body: BackboneApplyIdBody,
        response: responses(BackboneState),
      },
    },
    async (request) => ok(await withdrawBackboneApplication(contextOf(request), request.body.applyId)),
  );

  app.get(
    ApiPaths.backboneDetail,
    {
      config: { roles: profileRoles.backboneReader },
      schema: {
        tags,
        summary:
          'An application: statement, the records offered as submitted (with their state now), steps and full history, and what the caller may do',
        description:
          'For the applicant, staff over them and reviewers of its steps within their scope; 403 for others, 404 for an unknown id.',
        querystring: BackboneApplyIdQuery,
        response: responses(BackboneApplication),
      },
    },
    async (request) => ok(await backboneApplicationDetail(contextOf(request), Number(request.query.applyId))),
  );

  app.get(
    ApiPaths.backboneReviewQueue,
    {
      config: reviewers,
      schema: {
        tags,
        summary:
          "The caller's backbone review lists: waiting for their decision (oldest submission first), returned by them, or decided by them; paged, with counts",
        description: '`keyword` narrows to applicants whose name contains it.',
        querystring: BackboneQueueQuery,
        response: responses(BackboneQueuePage),
      },
    },
    async (request) => ok(await backboneReviewQueue(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.backboneDecide,
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'Approve (on to the next step; the last approval grants the backbone role), reject or return an application for changes',
        description: `A comment is required to reject or return. ${byEngine}`,
        querystring: AppIdQuery,
        body: BackboneDecideBody,
        response: responses(BackboneState),
      },
    },
    async (request) => ok(await decideBackboneApplication(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.backboneReviewSteps,
    {
      config: { roles: profileRoles.backboneSettings },
      schema: {
        tags,
        summary: "The backbone review's steps as the tenant has them: which are on, which may be switched",
        querystring: AppIdQuery,
        response: responses(z.array(BackboneStepSetting)),
      },
    },
    async (request) => ok(await backboneStepSettings(contextOf(request))),
  );

  app.post(
    ApiPaths.backboneSaveReviewStep,
    {
      config: { roles: profileRoles.backboneSettings },
      schema: {
        tags,
        summary: 'Switch an optional step (the expert panel) on or off for applications made from now on; audited',
        description: 'Applications already made keep their steps. 422 for an unknown or mandatory step.',
        querystring: AppIdQuery,
        body: BackboneSaveStepBody,
        response: responses(z.array(BackboneStepSetting)),
      },
    },
    async (request) => ok(await saveBackboneStep(contextOf(request), request.body)),
  );
};
