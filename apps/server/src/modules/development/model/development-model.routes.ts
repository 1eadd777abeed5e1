import {
  ChosenDevelopmentType,
  CheckedCondition,
  ConditionFile,
  OfferedDevelopmentType,
  PhaseWithConditions,
  PostType,
  PostTypePhaseQuery,
  PostTypeQuery,
  SaveChosenTypeBody,
  SectionQuery,
  SelectablePhases,
  UserSectionQuery,
} from '@yanxiu/contract/development-model';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { developmentRoles } from '@server/modules/development/development.access';
import {
  getChosenDevelopmentTypes,
  getOfferedDevelopmentTypes,
  saveChosenDevelopmentType,
  getOpenPostTypes,
  getPostTypePhaseConditions,
  getCheckedConditions,
  getOpenConditionFiles,
  getSelectablePhases,
} from './development-model.service';

const tags = ['development'];
const teacherOnly = { roles: developmentRoles.teacher };
// Staff read a teacher's choice too, for the teachers under their org unit.
const teacherOrStaff = { roles: developmentRoles.teacherOrStaff };
const checked =
  "Conditions are checked against the caller's record where the platform can: teaching_years and title give `met` true or false with the facts; learning_hours gives `met` true or false from the learning-hours ledger (net hours of this calendar year and the years before it, with `learningHours`, `fromYear` and `toYear`); declared, and a check without the data on record, give `met: null`, and such a condition needs at least one evidence file when applying.";

/** The teacher-side read and choose calls of development applications (spec 7, `/teacherProfile`). */
export const developmentModelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.getTypesByUserIdAndSectionCode,
    {
      config: teacherOrStaff,
      schema: {
        tags,
        summary: "A teacher's chosen development type for a section (empty when none)",
        description: 'Only for the teacher themselves, or staff of their org unit or one above it.',
        querystring: UserSectionQuery,
        response: responses(z.array(ChosenDevelopmentType)),
      },
    },
    async (request) => {
      const { userId, sectionCode } = request.query;
      return ok(await getChosenDevelopmentTypes(contextOf(request), Number(userId), sectionCode));
    },
  );

  app.get(
    ApiPaths.getTypeListByUserIdAndSectionCode,
    {
      config: teacherOrStaff,
      schema: {
        tags,
        summary: 'The development types a teacher can choose in a section, marking their current choice',
        description:
          'Enabled types with an enabled post type of their own open in the section; every enabled type when a common post type is open in it. Only for the teacher themselves, or staff over them.',
        querystring: UserSectionQuery,
        response: responses(z.array(OfferedDevelopmentType)),
      },
    },
    async (request) => {
      const { userId, sectionCode } = request.query;
      return ok(await getOfferedDevelopmentTypes(contextOf(request), Number(userId), sectionCode));
    },
  );

  app.post(
    ApiPaths.saveType,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: "Choose one's development type for a section (replaces an earlier choice); audited",
        description: '422 when the section is unknown or the type is not offered in it.',
        querystring: AppIdQuery,
        body: SaveChosenTypeBody,
        response: responses(ChosenDevelopmentType),
      },
    },
    async (request) => ok(await saveChosenDevelopmentType(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.getCanApplyPostTypeListBySectionCode,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'The post types open to the caller in a section',
        description:
          "Enabled post types open in the section; once the caller has chosen a development type there, only that type's and the common ones.",
        querystring: SectionQuery,
        response: responses(z.array(PostType)),
      },
    },
    async (request) => ok(await getOpenPostTypes(contextOf(request), request.query.sectionCode)),
  );

  app.get(
    ApiPaths.getApplyPhaseConditionByPostType,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: "The phases of a post type's path, lowest first, with their conditions",
        description: `${checked} 404 for an unknown or disabled post type.`,
        querystring: PostTypeQuery,
        response: responses(z.array(PhaseWithConditions)),
      },
    },
    async (request) => ok(await getPostTypePhaseConditions(contextOf(request), request.query.postTypeCode)),
  );

  app.get(
    ApiPaths.getConditionByPostTypeAndPhrase,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'The conditions of a phase of a post type (the spec spells it "Phrase")',
        description: `${checked} 404 when the phase is not on the post type's path.`,
        querystring: PostTypePhaseQuery,
        response: responses(z.array(CheckedCondition)),
      },
    },
    async (request) => {
      const { postTypeCode, phaseCode } = request.query;
      return ok(await getCheckedConditions(contextOf(request), postTypeCode, phaseCode));
    },
  );

  app.get(
    ApiPaths.getConditionFileByPostTypeAndPhase,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'The files the conditions of a phase of a post type ask for',
        description: "404 when the phase is not on the post type's path.",
        querystring: PostTypePhaseQuery,
        response: responses(z.array(ConditionFile)),
      },
    },
    async (request) => ok(await getOpenConditionFiles(contextOf(request), request.query.postTypeCode, request.query.phaseCode)),
  );

  app.get(
    ApiPaths.getCanSelectPhase,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: "The phases above the caller's on a post type's path, with their conditions checked",
        description: `The first is marked \`next\`; \`eligible\` is false when a checked condition fails, null when some cannot be checked. ${checked}`,
        querystring: PostTypeQuery,
        response: responses(SelectablePhases),
      },
    },
    async (request) => ok(await getSelectablePhases(contextOf(request), request.query.postTypeCode)),
  );
};
