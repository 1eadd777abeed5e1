import {
  AttemptIdQuery,
  AttemptResult,
  AttemptView,
  ExamAttemptPage,
  ExamAttemptsQuery,
  ExamIdQuery,
  ExamUnitQuery,
  SaveAnswerBody,
  SaveAnswerParams,
  SavedAnswer,
  SchoolExamList,
  StartAttemptBody,
  SubmitAttemptBody,
  TeacherExam,
} from '@yanxiu/contract/assessment-exams';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { readAttempt, readAttemptResult, saveAttemptAnswer, submitAttempt } from './attempt-sit.service';
import { listMySchoolExams, readExamOfUnit, readTeacherExam, startAttempt } from './attempt-start.service';
import { listAttemptsOfExam } from './exam-attempts.service';

const tags = ['assessment'];
const teacher = { roles: assessmentRoles.examTeacher };
const own = 'Another teacher’s attempt, another tenant’s or no such id is 404.';
const settles =
  'An open attempt past its deadline is submitted first (at its deadline, by the server, with what was saved), whoever reads it.';

/** Teachers sit exams under /assessment/exams and /assessment/attempts; staff read an exam's attempts. */
export const assessmentAttemptRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentExam,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'An exam as its teacher sees it',
        description: `Window, attempts left, the open attempt, the counted result (when results are revealed) and why a start is blocked. A draft, another school’s exam or a programme the teacher cannot see is 404. ${settles}`,
        querystring: ExamIdQuery,
        response: responses(TeacherExam),
      },
    },
    async (request) => ok(await readTeacherExam(contextOf(request), request.query.examId)),
  );

  app.get(
    ApiPaths.assessmentExamOfUnit,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'The exam of a programme’s unit',
        description: 'As exams/detail, found by the unit of kind exam (404 when the unit has no published exam).',
        querystring: ExamUnitQuery,
        response: responses(TeacherExam),
      },
    },
    async (request) => ok(await readExamOfUnit(contextOf(request), request.query.unitId)),
  );

  app.get(
    ApiPaths.assessmentSchoolExams,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'The standalone exams of my school',
        description: `Published exams of the caller’s school (no programme), still open or closed within the last 30 days, opening soonest first (at most 50), each as exams/detail answers it. ${settles}`,
        querystring: AppIdQuery,
        response: responses(SchoolExamList),
      },
    },
    async (request) => ok(await listMySchoolExams(contextOf(request))),
  );

  app.post(
    ApiPaths.assessmentStartAttempt,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Start an attempt, or resume the open one',
        description:
          'Idempotent while an attempt is open: a reload or a second tab gets the same attempt (two starts at once make one). The deadline is min(start + time limit, window close) on the server’s clock. Refused outside the window (422, 4960/4961), with no attempts left (409, 4962) or without enrolment in the exam’s programme (403, 4964).',
        querystring: AppIdQuery,
        body: StartAttemptBody,
        response: responses(AttemptView),
      },
    },
    async (request) => ok(await startAttempt(contextOf(request), request.body.examId)),
  );

  app.get(
    ApiPaths.assessmentAttempt,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'The caller’s attempt as they sit it',
        description: `The paper in the attempt’s order with the answers as given, the deadline and serverNow; never a correct answer. ${settles} ${own}`,
        querystring: AttemptIdQuery,
        response: responses(AttemptView),
      },
    },
    async (request) => ok(await readAttempt(contextOf(request), request.query.attemptId)),
  );

  app.put(
    ApiPaths.assessmentSaveAnswer,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Save one question’s answer as given',
        description: `Idempotent (the same answer again answers the time it was stored). Refused once submitted or past the deadline (409, 4963); an answer of another kind or naming options the question lacks is 422 (4967). ${own}`,
        querystring: AppIdQuery,
        params: SaveAnswerParams,
        body: SaveAnswerBody,
        response: responses(SavedAnswer),
      },
    },
    async (request) =>
      ok(
        await saveAttemptAnswer(contextOf(request), Number(request.params.attemptId), Number(request.params.position), request.body.answer),
      ),
  );

  app.post(
    ApiPaths.assessmentSubmitAttempt,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'Submit an attempt',
        description: `Grades what the server can; short answers wait for a grader. Idempotent: a repeat answers the same result. ${own}`,
        querystring: AppIdQuery,
        body: SubmitAttemptBody,
        response: responses(AttemptResult),
      },
    },
    async (request) => ok(await submitAttempt(contextOf(request), request.body.attemptId)),
  );

  app.get(
    ApiPaths.assessmentAttemptResult,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'A submitted attempt’s result',
        description: `Score and per-question outcomes when the exam reveals results, correct answers and explanations when it reveals those (after submitting or after the window closes). An open attempt is 409. ${settles} ${own}`,
        querystring: AttemptIdQuery,
        response: responses(AttemptResult),
      },
    },
    async (request) => ok(await readAttemptResult(contextOf(request), request.query.attemptId)),
  );

  app.get(
    ApiPaths.assessmentManageExamAttempts,
    {
      config: { roles: assessmentRoles.examStaff },
      schema: {
        tags,
        summary: 'An exam’s attempts',
        description: 'Newest first, with scores as stored. An exam the caller does not manage is 404.',
        querystring: ExamAttemptsQuery,
        response: responses(ExamAttemptPage),
      },
    },
    async (request) => ok(await listAttemptsOfExam(contextOf(request), request.query)),
  );
};
