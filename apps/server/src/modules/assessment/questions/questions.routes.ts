import {
  CreateQuestionBody,
  QuestionDetail,
  QuestionIdQuery,
  QuestionPage,
  QuestionsQuery,
  QuestionVersion,
  QuestionVersionQuery,
  RemoveQuestionBody,
  RemovedQuestion,
  SaveQuestionBody,
  TagList,
  TagsQuery,
} from '@yanxiu/contract/assessment-banks';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import {
  createBankQuestion,
  listBankQuestions,
  listQuestionTags,
  readBankQuestion,
  readQuestionVersion,
  removeBankQuestion,
  saveBankQuestion,
} from './questions.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.bankStaff };
const reach =
  'A question of a bank outside the caller’s reach (or removed, another tenant’s, or an id that does not exist) is 404; a bank shared down to the caller is read-only (403 on a change); an archived bank refuses changes (409).';
const rules =
  'Stems, options, explanations and reference answers are sanitised rich text (422 when a stem or option is left without words); the answer’s rules are the contract’s (answerSpecProblem).';

/** Questions, their versions and the tenant's tags under /assessment/questions and /assessment/tags. */
export const assessmentQuestionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentQuestions,
    {
      config: staff,
      schema: {
        tags,
        summary: 'A bank’s live questions, newest first',
        description: `Filters: a folder (with the folders inside it), kind, difficulty, tag, keyword in the stem. ${reach}`,
        querystring: QuestionsQuery,
        response: responses(QuestionPage),
      },
    },
    async (request) => ok(await listBankQuestions(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentQuestion,
    {
      config: staff,
      schema: {
        tags,
        summary: 'One question: its current version and its versions',
        description: reach,
        querystring: QuestionIdQuery,
        response: responses(QuestionDetail),
      },
    },
    async (request) => ok(await readBankQuestion(contextOf(request), request.query.questionId)),
  );

  app.get(
    ApiPaths.assessmentQuestionVersion,
    {
      config: staff,
      schema: {
        tags,
        summary: 'One version of a question (versions never change)',
        description: reach,
        querystring: QuestionVersionQuery,
        response: responses(QuestionVersion),
      },
    },
    async (request) => ok(await readQuestionVersion(contextOf(request), request.query.questionId, request.query.version)),
  );

  app.post(
    ApiPaths.assessmentCreateQuestion,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a question',
        description: `${rules} ${reach}`,
        querystring: AppIdQuery,
        body: CreateQuestionBody,
        response: responses(QuestionDetail),
      },
    },
    async (request) => ok(await createBankQuestion(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentSaveQuestion,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Save a question as its next version',
        description: `409 when the version is not the current one (someone saved since); the old versions stay readable. ${rules} ${reach}`,
        querystring: AppIdQuery,
        body: SaveQuestionBody,
        response: responses(QuestionDetail),
      },
    },
    async (request) => ok(await saveBankQuestion(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentRemoveQuestion,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Remove a question',
        description: `409 while an exam uses it, or when the version is not the current one. Its versions stay for the papers naming them. ${reach}`,
        querystring: AppIdQuery,
        body: RemoveQuestionBody,
        response: responses(RemovedQuestion),
      },
    },
    async (request) => ok(await removeBankQuestion(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.assessmentTags,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The tags the tenant’s questions carry, most used first',
        querystring: TagsQuery,
        response: responses(TagList),
      },
    },
    async (request) => ok(await listQuestionTags(contextOf(request), request.query)),
  );
};
