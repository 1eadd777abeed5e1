import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  DeleteTopicRecordBody,
  SaveTopicRecordBody,
  TopicRecordPage,
  TopicRecordWriteResult,
  TopicRecordsQuery,
} from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import { deleteTopicRecord, listTopicRecords, saveTopicRecord } from './records.service';

const tags = ['topic'];
const teachers = { roles: topicRoles.teacher };
const versioned = '`version` is the one read: 409 STALE_VERSION when it changed since (another tab saved first).';

/** Process records (过程记录) of topics in research: their readers read them, the host and confirmed members keep them. */
export const recordsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.topicRecords,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Process records of a topic (its readers), or mine across topics (no applyId), latest day first',
        querystring: TopicRecordsQuery,
        response: responses(TopicRecordPage),
      },
    },
    async (request) => ok(await listTopicRecords(contextOf(request), request.query)),
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
    async (request) => ok(await saveTopicRecord(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.topicDeleteRecord,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Deletes my own process record of a topic in research',
        description: versioned,
        querystring: AppIdQuery,
        body: DeleteTopicRecordBody,
        response: responses(TopicRecordWriteResult),
      },
    },
    async (request) => ok(await deleteTopicRecord(contextOf(request), request.body)),
  );
};
