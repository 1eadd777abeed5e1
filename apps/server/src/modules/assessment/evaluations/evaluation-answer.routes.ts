import { EvaluationIdQuery, EvaluationUnitQuery, RespondEvaluationBody, TeacherEvaluation } from '@yanxiu/contract/assessment-evaluations';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { readTeacherEvaluation, readUnitEvaluation, respondToEvaluation } from './evaluation-respond.service';

const tags = ['assessment'];
const teacher = { roles: assessmentRoles.evaluationTeacher };
const reach =
  'A draft, or a questionnaire of a programme the caller cannot see, is 404; one they see without being enrolled answers with the `not_enrolled` blocker. Never anyone’s answers.';

/** Teachers read a questionnaire and answer it once under /assessment/evaluations. */
export const assessmentEvaluationAnswerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentEvaluation,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'A questionnaire to answer',
        description: reach,
        querystring: EvaluationIdQuery,
        response: responses(TeacherEvaluation),
      },
    },
    async (request) => ok(await readTeacherEvaluation(contextOf(request), request.query.evaluationId)),
  );

  app.get(
    ApiPaths.assessmentEvaluationOfUnit,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'The questionnaire of a programme’s evaluation unit',
        description: reach,
        querystring: EvaluationUnitQuery,
        response: responses(TeacherEvaluation),
      },
    },
    async (request) => ok(await readUnitEvaluation(contextOf(request), request.query.unitId)),
  );

  app.post(
    ApiPaths.assessmentRespondEvaluation,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Answer a questionnaire',
        description: `Once per teacher (409, 4982), in its window (422, 4980/4981), enrolled in its programme (403, 4985); one answer or null per question in order, each checked against its question (422 naming body.answers.N). Completes the evaluation unit in the same transaction. An anonymous questionnaire’s answer is stored with nothing that names the teacher. ${reach}`,
        querystring: AppIdQuery,
        body: RespondEvaluationBody,
        response: responses(TeacherEvaluation),
      },
    },
    async (request) => ok(await respondToEvaluation(contextOf(request), request.body)),
  );
};
