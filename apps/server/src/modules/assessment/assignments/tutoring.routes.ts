import {
  DecideBody,
  MarkExcellentBody,
  QueuedSubmissionPage,
  SubmissionIdQuery,
  SubmissionQueueQuery,
  TutorSubmission,
} from '@yanxiu/contract/assessment-assignments';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { decideSubmission, listSubmissionQueueOf, markExcellent, readTutorSubmission } from './decisions.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.assignmentStaff };
const reach = 'A submission of an assignment the caller does not tutor (another unit’s, another tenant’s, or no such id) is 404.';

/** Tutors decide submissions under /assessment/manage/assignments. */
export const assessmentTutoringRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentSubmissionQueue,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Submissions of the assignments the caller tutors',
        description:
          'Each teacher’s submission at its latest round, oldest submission first: those waiting for a decision, or all submitted.',
        querystring: SubmissionQueueQuery,
        response: responses(QueuedSubmissionPage),
      },
    },
    async (request) => ok(await listSubmissionQueueOf(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentTutorSubmission,
    {
      config: staff,
      schema: {
        tags,
        summary: 'One submission with its rounds and peer reviews',
        description: `Every round (text, files, decision) and the peer reviews with their reviewers’ names. ${reach}`,
        querystring: SubmissionIdQuery,
        response: responses(TutorSubmission),
      },
    },
    async (request) => ok(await readTutorSubmission(contextOf(request), request.query.submissionId)),
  );

  app.post(
    ApiPaths.assessmentDecideSubmission,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Grade a submitted round or return it for resubmission',
        description: `On the round named while it waits (409, code 4972, when another tutor decided or the teacher resubmitted meanwhile). A grade gives every rubric criterion its points (or a score without a rubric; 422 naming the field beyond the maximum), less the late penalty for a late round; the last graded round counts and a pass completes the unit. A return needs feedback. The teacher is told. ${reach}`,
        querystring: AppIdQuery,
        body: DecideBody,
        response: responses(TutorSubmission),
      },
    },
    async (request) => ok(await decideSubmission(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentMarkExcellent,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mark a graded submission excellent, or take the mark back',
        description: `Excellent work shows in the programme's showcase and its author is told; only graded work (409, code 4978). ${reach}`,
        querystring: AppIdQuery,
        body: MarkExcellentBody,
        response: responses(TutorSubmission),
      },
    },
    async (request) => ok(await markExcellent(contextOf(request), request.body)),
  );
};
