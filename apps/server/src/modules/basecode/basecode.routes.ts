import { CodeItem, CodeTypeQuery, SectionWithSubjects } from '@yanxiu/contract/basecode';
import { ApiPaths } from '@yanxiu/contract/paths';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { getCodeTable, getSectionsWithSubjects } from './basecode.service';

const tags = ['basecode'];

/** Code tables: the spec's enumerations, sections, subjects, titles and phases, labelled in both languages. */
export const basecodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.findCodeByTypeCode,
    {
      schema: {
        tags,
        summary: 'One code table',
        description:
          'typeCode is an enumeration of spec section 3 (e.g. `level`, `applyStatus`) or `section`, `subject`, `professionalTitle`, `phase`, `gender`.',
        querystring: AppIdQuery.extend(CodeTypeQuery.shape),
        response: responses(z.array(CodeItem)),
      },
    },
    async (request) => ok(await getCodeTable(contextOf(request), request.query.typeCode)),
  );

  app.get(
    ApiPaths.findSubjectAndSection,
    {
      schema: {
        tags,
        summary: 'School sections with the subjects taught in each',
        querystring: AppIdQuery,
        response: responses(z.array(SectionWithSubjects)),
      },
    },
    async (request) => ok(await getSectionsWithSubjects(contextOf(request))),
  );
};
