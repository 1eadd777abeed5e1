import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  DeleteTopicRecordBody,
  FileTopicStageBody,
  MyTopicApplications,
  MyTopicPage,
  MyTopicsQuery,
  RespondTopicMembershipBody,
  SaveTopicApplicationBody,
  SaveTopicRecordBody,
  TopicApplyIdQuery,
  TopicApplyVersionBody,
  TopicApplyWriteResult,
  TopicDetail,
  TopicFileParams,
  TopicHistory,
  TopicMemberCandidatesQuery,
  TopicPeople,
  TopicRecordPage,
  TopicRecordsQuery,
  TopicRecordWriteResult,
  TopicStageWriteResult,
} from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { topicRoles } from '@server/modules/topic/topic.access';
import { createApplyService } from './apply.service';
import { createRecordsService } from '@server/modules/topic/records/records.service';
import { createStagesService } from '@server/modules/topic/stages/stages.service';
import { createTopicFilesService } from '@server/modules/topic/files/topic-files.service';

const tags = ['topic'];
const teachers = { roles: topicRoles.teacher };
const host = 'The topic’s host only (403 for anyone else, 404 for an unknown id).';
const versioned = '`version` is the one read: 409 STALE_VERSION when it changed since (another tab saved first).';

/** The teacher's side of topics: applying, members, my applications and topics, stages and process records. */
export const applyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const applications = createApplyService(deps);
  const stages = createStagesService(deps);
  const records = createRecordsService(deps);
  const files = createTopicFilesService(deps);

  app.post(
    ApiPaths.topicSaveApplication,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Creates my draft topic application to a call, or saves it (plan, members, attachments) while a draft or returned',
        description: `Creating needs the call open (409 TOPIC_CALL_NOT_OPEN) and me eligible (422 TOPIC_NOT_ELIGIBLE); one application per host and call (409 TOPIC_ALREADY_APPLIED). Members: teachers of the district, at most the call’s member cap; new ones are invited to confirm. Files: my own uploads (evidence or document). ${host} ${versioned}`,
        querystring: AppIdQuery,
        body: SaveTopicApplicationBody,
        response: responses(TopicApplyWriteResult),
      },
    },
    async (request) => ok(await applications.save(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.topicSubmitApplication,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Submits my topic application to the review (school, district, expert panel), or resubmits it after a return',
        description: `The plan complete and the required documents attached (422 with field issues); every listed member confirmed (409 TOPIC_MEMBERS_UNCONFIRMED: wait or remove them). ${host} ${versioned}`,
        querystring: AppIdQuery,
        body: TopicApplyVersionBody,
        response: responses(TopicApplyWriteResult),
      },
    },
    async (request) => ok(await applications.submit(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.topicWithdrawApplication,
    {
      config: teachers,
      schema: { tags, summary: 'Withdraws my topic application before a final decision', description: `${host} ${versioned}`, querystring: AppIdQuery, body: TopicApplyVersionBody, response: responses(TopicApplyWriteResult) },
    },
    async (request) => ok(await applications.withdraw(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicMyApplications,
    { config: teachers, schema: { tags, summary: 'My topic applications and where each stands (applyRecord)', querystring: AppIdQuery, response: responses(MyTopicApplications) } },
    async (request) => ok(await applications.mine(contextOf(request))),
  );

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
    async (request) => ok(await applications.history(contextOf(request), Number(request.query.applyId))),
  );

  app.get(
    ApiPaths.topicMemberCandidates,
    { config: teachers, schema: { tags, summary: 'Teachers of my district by name, to list as members (at most 20)', querystring: TopicMemberCandidatesQuery, response: responses(TopicPeople) } },
    async (request) => ok(await applications.candidates(contextOf(request), request.query.keyword)),
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
    async (request) => ok(await applications.respond(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicMine,
    { config: teachers, schema: { tags, summary: 'Topics I host or am listed on (invitations included), with what is due next', querystring: MyTopicsQuery, response: responses(MyTopicPage) } },
    async (request) => ok(await applications.myTopics(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.topicDetail,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'One topic: plan, members, files, stages with deadlines, change requests, what is due next',
        description: 'For its host and listed members (an invited member to answer the invitation); 404 for an unknown id, 403 otherwise. Staff read it through the review detail.',
        querystring: TopicApplyIdQuery,
        response: responses(TopicDetail),
      },
    },
    async (request) => ok(await applications.detail(contextOf(request), Number(request.query.applyId))),
  );

  app.post(
    ApiPaths.topicFileStage,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Files a stage of my approved topic (opening report, mid-term check, conclusion, change request) for review, or files a returned one again',
        description: `Opening, mid-term and conclusion in that order (422 TOPIC_STAGE_ORDER, also before approval); one filing of a kind under review or passed (409 TOPIC_STAGE_PENDING); a change request between approval and the conclusion. ${host}`,
        querystring: AppIdQuery,
        body: FileTopicStageBody,
        response: responses(TopicStageWriteResult),
      },
    },
    async (request) => ok(await stages.file(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicRecords,
    {
      config: teachers,
      schema: { tags, summary: 'Process records of a topic (its readers), or mine across topics (no applyId), latest day first', querystring: TopicRecordsQuery, response: responses(TopicRecordPage) },
    },
    async (request) => ok(await records.list(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.topicSaveRecord,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Adds a process record to an approved topic (host or confirmed member) or changes my own',
        description: `An invited or declined member may not (403). ${versioned}`,
        querystring: AppIdQuery,
        body: SaveTopicRecordBody,
        response: responses(TopicRecordWriteResult),
      },
    },
    async (request) => ok(await records.save(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.topicDeleteRecord,
    {
      config: teachers,
      schema: { tags, summary: 'Deletes my own process record of a topic in research', description: versioned, querystring: AppIdQuery, body: DeleteTopicRecordBody, response: responses(TopicRecordWriteResult) },
    },
    async (request) => ok(await records.remove(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicFile,
    {
      config: { roles: [...topicRoles.teacher, ...topicRoles.staff, ...topicRoles.expert] },
      schema: {
        tags,
        summary: 'Downloads a file of a topic (an attachment, a stage document, a process record’s file)',
        description: 'For those who read the topic (host, listed members, staff over the host’s school, its reviewers) and the experts on one of its panels; 404 when the topic does not name the file. Ranges and conditional requests as other downloads.',
        params: TopicFileParams,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await files.download(contextOf(request), Number(request.params.applyId), request.params.fileId, downloadConditionsOf(request));
      return sendFileResponse(request, reply, result);
    },
  );
};
