import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  FormTemplate,
  FormTemplatesQuery,
  ObservationForm,
  ObservationResults,
  RetireFormTemplateBody,
  SaveFormTemplateBody,
  StageQuery,
  SubmitObservationBody,
} from '@yanxiu/contract/research-interaction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { researchRoles } from '@server/modules/research/research.access';
import {
  listFormTemplates,
  observationForm,
  observationResults,
  retireFormTemplate,
  saveFormTemplate,
  submitObservation,
} from './observation.service';

const tags = ['research: observation forms'];
const member = { roles: researchRoles.member };
const district = { roles: researchRoles.districtStaff };
const who =
  "For the activity's organisers and the people who joined it; 404 for anyone else, for an unknown stage and for a stage without a form; 422 WRONG_STAGE_KIND for a stage that is not an observation.";

/** Observation form templates (the district's library), filling a stage's form and the organiser's aggregate. */
export const observationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchFormTemplates,
    {
      config: member,
      schema: {
        tags,
        summary: "The district's observation form templates, by title",
        description: '`retired=true` adds the retired ones, for district staff only (403 for others).',
        querystring: FormTemplatesQuery,
        response: responses(z.array(FormTemplate)),
      },
    },
    async (request) => ok(await listFormTemplates(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.researchSaveFormTemplate,
    {
      config: district,
      schema: {
        tags,
        summary: 'Create (no id) or change a form template: indicators with maximum scores; audited',
        description:
          'District staff only. Stages whose form has been read or filled since publishing keep the copy they took. 404 for an unknown id.',
        querystring: AppIdQuery,
        body: SaveFormTemplateBody,
        response: responses(FormTemplate),
      },
    },
    async (request) => ok(await saveFormTemplate(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.researchRetireFormTemplate,
    {
      config: district,
      schema: {
        tags,
        summary: 'Retire a form template (no longer offered for new stages) or restore it; audited',
        description: 'District staff only; 404 for an unknown id.',
        querystring: AppIdQuery,
        body: RetireFormTemplateBody,
        response: responses(FormTemplate),
      },
    },
    async (request) => ok(await retireFormTemplate(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.researchObservationForm,
    {
      config: member,
      schema: {
        tags,
        summary: "An observation stage's form (indicators with maximum scores) and the caller's own filling",
        description: who,
        querystring: StageQuery,
        response: responses(ObservationForm),
      },
    },
    async (request) => ok(await observationForm(contextOf(request), Number(request.query.stageId))),
  );

  app.post(
    ApiPaths.researchSubmitObservation,
    {
      config: member,
      schema: {
        tags,
        summary: 'Hand the form in, or again (replacing the earlier filling): a score for every indicator and comments',
        description: `${who} People who joined only (403 NOT_A_PARTICIPANT for organisers who did not), while the activity is published (409 otherwise, ACTIVITY_CLOSED once closed). Every indicator scored once within its maximum (422 naming each problem; nothing written). Counts towards the completion rule (form).`,
        querystring: AppIdQuery,
        body: SubmitObservationBody,
        response: responses(ObservationForm),
      },
    },
    async (request) => ok(await submitObservation(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.researchObservationResults,
    {
      config: member,
      schema: {
        tags,
        summary: "The aggregate of a stage's forms: count, mean, minimum and maximum per indicator and of the totals, and every comment",
        description: `${who} Organisers only (403 for participants).`,
        querystring: StageQuery,
        response: responses(ObservationResults),
      },
    },
    async (request) => ok(await observationResults(contextOf(request), Number(request.query.stageId))),
  );
};
