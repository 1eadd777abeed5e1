import { CodeItem, CodeTypeQuery, SectionWithSubjects } from '@yanxiu/contract/basecode';
import { ApiPaths } from '@yanxiu/contract/paths';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { listCodeItems, listSectionSubjectPairs } from './basecode.repository';

const tags = ['basecode'];

/** Code tables: the spec's enumerations, sections, subjects, titles and phases, labelled in both languages. */
export const basecodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    ApiPaths.findCodeByTypeCode,
    {
      schema: {
        tags,
        summary: 'One code table',
        description: 'typeCode is an enumeration of spec section 3 (e.g. `level`, `applyStatus`) or `section`, `subject`, `professionalTitle`, `phase`, `gender`.',
        querystring: AppIdQuery.extend(CodeTypeQuery.shape),
        response: responses(z.array(CodeItem)),
      },
    },
    async (request) => {
      const rows = await listCodeItems(db, request.query.typeCode);
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      return ok(rows.map(({ code, name, nameEn, sort }) => ({ code, name, nameEn, sort })));
    },
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
    async () => {
      const [sections, subjects, pairs] = await Promise.all([listCodeItems(db, 'section'), listCodeItems(db, 'subject'), listSectionSubjectPairs(db)]);
      const subjectByCode = new Map(subjects.map((subject) => [subject.code, subject]));
      return ok(
        sections.map((section) => ({
          sectionCode: section.code,
          sectionName: section.name,
          sectionNameEn: section.nameEn,
          subjects: pairs
            .filter((pair) => pair.sectionCode === section.code)
            .flatMap((pair) => {
              const subject = subjectByCode.get(pair.subjectCode);
              return subject ? [{ code: subject.code, name: subject.name, nameEn: subject.nameEn, sort: pair.sort }] : [];
            }),
        })),
      );
    },
  );
};
