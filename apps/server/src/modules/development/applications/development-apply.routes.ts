import {
  ApplyDetail,
  ApplyIdBody,
  ApplyIdQuery,
  ApplyRecord,
  ApplyState,
  ApplyUserQuery,
  AuditApplyBody,
  DevelopmentApplyBody,
  PhaseHistoryItem,
  ReviewQueueFilters,
  ReviewQueuePage,
  ReviewQueueQuery,
  SuggestUpdateBody,
  UpdateApplyBody,
} from '@yanxiu/contract/development-apply';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { developmentRoles } from '@server/modules/development/development.access';
import {
  developmentApplicationDetail,
  developmentApplicationsOf,
  developmentPhaseHistoryOf,
  developmentReviewQueue,
  developmentReviewQueueFilters,
} from './development-apply-read.service';
import {
  applyForDevelopment,
  decideDevelopmentApplication,
  finishDevelopmentApplication,
  resubmitDevelopmentApplication,
  returnDevelopmentApplication,
  withdrawDevelopmentApplication,
} from './development-apply.service';

const tags = ['development'];
const teacherOnly = { roles: developmentRoles.teacher };
const reviewers = { roles: developmentRoles.reviewer };
const teacherOrStaff = { roles: developmentRoles.teacherOrStaff };
const readers = { roles: developmentRoles.reader };
const byEngine =
  'Decided through the review engine: only the reviewer of the current step, within their org (the school admin their school, the district admin their district), never the applicant; 403 otherwise, 409 when the review has moved on (decided by someone else or no longer under review). Recorded in the history and audited.';

/** Development applications and their review (spec 7 `/teacherProfile/developmentApply`). */
export const developmentApplyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.developmentApply,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Apply for the next phase of a post type, with a statement and evidence files; submitted for review at once; audited',
        description:
          "The phase must be the `next` one getCanSelectPhase offers, with no checked condition failing, and the post type open in the section (422 otherwise). `evidence` maps condition codes to ids of the caller's own `evidence` uploads; every required condition file needs one, and files of another user or tenant are 422. One open application (in review, returned, or approved and not finished) at a time: 409.",
        querystring: AppIdQuery,
        body: DevelopmentApplyBody,
        response: responses(ApplyState),
      },
    },
    async (request) => ok(await applyForDevelopment(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.getApplyDetailAndAuditInfo,
    {
      config: readers,
      schema: {
        tags,
        summary:
          'An application, its conditions and evidence as submitted (files deleted since flagged `missing`), its review and the full decision history',
        description:
          'For the applicant, staff over them and reviewers of its steps within their scope; 403 for others, 404 for an unknown id.',
        querystring: ApplyIdQuery,
        response: responses(ApplyDetail),
      },
    },
    async (request) => ok(await developmentApplicationDetail(contextOf(request), Number(request.query.applyId))),
  );

  app.post(
    ApiPaths.updateApply,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Change and resubmit a returned application (a new round; earlier rounds are kept); audited',
        description:
          'By the applicant only (403), and only while returned for changes (409). The evidence is checked as for developmentApply.',
        querystring: AppIdQuery,
        body: UpdateApplyBody,
        response: responses(ApplyState),
      },
    },
    async (request) => ok(await resubmitDevelopmentApplication(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.suggestUpdApply,
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'Return an application to the teacher for changes, saying what to change',
        description: byEngine,
        querystring: AppIdQuery,
        body: SuggestUpdateBody,
        response: responses(ApplyState),
      },
    },
    async (request) => ok(await returnDevelopmentApplication(contextOf(request), request.body.applyId, request.body.comment)),
  );

  app.post(
    ApiPaths.auditApply,
    {
      config: reviewers,
      schema: {
        tags,
        summary:
          'Approve an application at the current step (on to the next, or approved after the last) or reject it (a reason is required)',
        description: `Our own path: the spec shows none for approving or rejecting. ${byEngine}`,
        querystring: AppIdQuery,
        body: AuditApplyBody,
        response: responses(ApplyState),
      },
    },
    async (request) => ok(await decideDevelopmentApplication(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.finishProcess,
    {
      config: { roles: developmentRoles.district },
      schema: {
        tags,
        summary: 'Finish an approved application: the teacher moves to the phase applied for; audited',
        description: 'By a district admin over the applicant (403 otherwise); 409 unless approved and not finished yet.',
        querystring: AppIdQuery,
        body: ApplyIdBody,
        response: responses(ApplyState),
      },
    },
    async (request) => ok(await finishDevelopmentApplication(contextOf(request), request.body.applyId)),
  );

  app.get(
    ApiPaths.historyPhrase,
    {
      config: teacherOrStaff,
      schema: {
        tags,
        summary: 'A teacher\'s moves up the ladder, from finished applications, oldest first (the spec spells it "Phrase")',
        description: 'For the teacher themselves or staff over them (403); 404 for an unknown id, to staff only.',
        querystring: ApplyUserQuery,
        response: responses(z.array(PhaseHistoryItem)),
      },
    },
    async (request) => ok(await developmentPhaseHistoryOf(contextOf(request), Number(request.query.userId))),
  );

  app.get(
    ApiPaths.historyRecord,
    {
      config: teacherOrStaff,
      schema: {
        tags,
        summary: "All of a teacher's development applications with their status, newest first",
        description: 'For the teacher themselves or staff over them (403); 404 for an unknown id, to staff only.',
        querystring: ApplyUserQuery,
        response: responses(z.array(ApplyRecord)),
      },
    },
    async (request) => ok(await developmentApplicationsOf(contextOf(request), Number(request.query.userId))),
  );

  app.post(
    ApiPaths.cancelChangeProcessApply,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Withdraw an application (status 8) while in application, under review or returned; audited',
        description: 'By the applicant only (403); 409 once decided or withdrawn.',
        querystring: AppIdQuery,
        body: ApplyIdBody,
        response: responses(ApplyState),
      },
    },
    async (request) => ok(await withdrawDevelopmentApplication(contextOf(request), request.body.applyId)),
  );

  app.get(
    ApiPaths.developmentReviewQueue,
    {
      config: reviewers,
      schema: {
        tags,
        summary:
          "The caller's review lists: applications awaiting their decision (oldest submission first), returned by them, or decided by them; filtered, paged, with counts",
        description:
          "Our own path. `pending` (the default) lists applications at a step of the caller's role and, for org-scoped steps, under the caller's org unit; `returned` those the caller returned in their current round and the teacher has not resubmitted; `decided` those the caller approved, rejected or returned at any time (latest change first). Filters narrow every list; `counts` gives each list's size under the same filters. 400 for a bad filter (an unknown list, a bad date, from after to).",
        querystring: ReviewQueueQuery,
        response: responses(ReviewQueuePage),
      },
    },
    async (request) => ok(await developmentReviewQueue(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.developmentReviewQueueFilters,
    {
      config: reviewers,
      schema: {
        tags,
        summary: "The choices of the review queue's filters: the tenant's post types, ladder phases and review steps",
        description: 'Our own path, for reviewers (the configuration reads are for district admins).',
        querystring: AppIdQuery,
        response: responses(ReviewQueueFilters),
      },
    },
    async (request) => ok(await developmentReviewQueueFilters(contextOf(request))),
  );
};
