import {
  AssignmentIdQuery,
  AssignmentProgrammeQuery,
  AssignmentUnitQuery,
  PeerReviewIdQuery,
  PeerReviewOffer,
  PeerReviewTask,
  RequestPeerReviewBody,
  SaveDraftBody,
  Showcase,
  SubmitPeerReviewBody,
  SubmitRoundBody,
  TeacherAssignment,
} from '@yanxiu/contract/assessment-assignments';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { readPeerReview, requestPeerReview, submitPeerReview } from './peer-review.service';
import { readShowcase } from './showcase.service';
import { readTeacherAssignment, readTeacherAssignmentOfUnit, saveSubmissionDraft, submitSubmission } from './submissions.service';

const tags = ['assessment'];
const teacher = { roles: assessmentRoles.assignmentTeacher };
const reach = 'A draft assignment, or one of a programme the caller cannot see, is 404; only enrolled teachers write (403, code 4979).';

/** Teachers write and submit assignments, review their peers' and read the showcase under /assessment/assignments. */
export const assessmentSubmissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentAssignment,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'An assignment with the caller’s rounds',
        description: `The settings, the caller's rounds with their decisions, the counted grade, peer reviews received (without reviewers' names) and why a submit would be refused now. ${reach}`,
        querystring: AssignmentIdQuery,
        response: responses(TeacherAssignment),
      },
    },
    async (request) => ok(await readTeacherAssignment(contextOf(request), request.query.assignmentId)),
  );

  app.get(
    ApiPaths.assessmentAssignmentOfUnit,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'The assignment of a unit',
        description: reach,
        querystring: AssignmentUnitQuery,
        response: responses(TeacherAssignment),
      },
    },
    async (request) => ok(await readTeacherAssignmentOfUnit(contextOf(request), request.query.unitId)),
  );

  app.post(
    ApiPaths.assessmentSaveSubmissionDraft,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Save the caller’s draft round',
        description: `Text (sanitised) and files (the caller's uploads of purpose document). After a return this opens the next round; refused while a round waits for the tutor (409, code 4975), once graded (409, code 4972), without resubmissions left (409, code 4973), before opening (422, code 4970) or past the due time under the refuse policy (422, code 4971). ${reach}`,
        querystring: AppIdQuery,
        body: SaveDraftBody,
        response: responses(TeacherAssignment),
      },
    },
    async (request) => ok(await saveSubmissionDraft(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentSubmitSubmission,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Submit the caller’s draft round',
        description: `The round named must be the caller's current draft (409, code 4972). Past the due time it is refused (422, code 4971) or accepted marked late, per the late policy; the other refusals are the draft's. ${reach}`,
        querystring: AppIdQuery,
        body: SubmitRoundBody,
        response: responses(TeacherAssignment),
      },
    },
    async (request) => ok(await submitSubmission(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentRequestPeerReview,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Get a submission to review',
        description: `The caller's open peer review of the assignment, or a new one: another teacher's submitted work with the fewest reviews below the assignment's reviewers, without its author; task null when none needs one. Refused (409) without peer review, past its due time or before the caller submitted. ${reach}`,
        querystring: AppIdQuery,
        body: RequestPeerReviewBody,
        response: responses(PeerReviewOffer),
      },
    },
    async (request) => ok(await requestPeerReview(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.assessmentPeerReview,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'One of the caller’s peer reviews',
        description: 'Another teacher’s review, or no such id, is 404.',
        querystring: PeerReviewIdQuery,
        response: responses(PeerReviewTask),
      },
    },
    async (request) => ok(await readPeerReview(contextOf(request), request.query.reviewId)),
  );

  app.post(
    ApiPaths.assessmentSubmitPeerReview,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Score a peer review',
        description:
          'By the rubric (or a score without one; 422 naming the field beyond the maximum) with a comment; once (409, code 4976). Another teacher’s review is 404.',
        querystring: AppIdQuery,
        body: SubmitPeerReviewBody,
        response: responses(PeerReviewTask),
      },
    },
    async (request) => ok(await submitPeerReview(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.assessmentShowcase,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'The programme’s excellent work',
        description:
          'Submissions tutors marked excellent, with their authors’ names and schools, for the programme’s enrolled teachers (403, code 4979, otherwise; 404 for a programme out of sight).',
        querystring: AssignmentProgrammeQuery,
        response: responses(Showcase),
      },
    },
    async (request) => ok(await readShowcase(contextOf(request), request.query.programmeId)),
  );
};
