import { envelope, ErrorEnvelope, paged, type Envelope } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import {
  CatalogueQuery,
  CataloguePage,
  IdParams,
  MyTrainingItem,
  MyTrainingQuery,
  ProgrammeDetail,
  TrainingHome,
} from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { cataloguePageJson, myProgrammes, programmeDetail } from './catalogue.service';
import { trainingHome } from './training-home.service';

const tags = ['training'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON already in the envelope's shape, typed as the envelope the schema declares; Fastify sends it as it is. */
const serialised = <T>(json: string) => json as unknown as Envelope<T>;

/** Teacher-facing training reads: catalogue, programme page, my training and the home page's training parts. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.trainingCatalogue,
    {
      schema: {
        tags,
        summary: 'The training catalogue, of one kind or of every kind',
        description:
          'Published and closed programmes open to the caller (their school, or the whole tenant; school-based ' +
          'training of their own school only), of `kind`, or of every kind when `kind` is absent (as every other filter). ' +
          "Filtered and sorted, 10 per page. `myEnrolment` is the caller's. " +
          'Counting stops ten pages past the page asked for; `totalIsLowerBound` then says there are more.',
        querystring: CatalogueQuery,
        response: responses(CataloguePage),
      },
    },
    // Answered as the envelope's JSON, built from kept records (catalogue-cache.ts): a JSON string with a JSON content
    // type skips the serializer, whose validation of ten programmes cost more than the rest of a kept page.
    async (request, reply) =>
      reply.type(JSON_TYPE).send(serialised<CataloguePage>(await cataloguePageJson(contextOf(request), request.query))),
  );

  app.get(
    ApiPaths.trainingProgramme,
    {
      schema: {
        tags,
        summary: 'A programme page',
        description:
          "Units with the caller's completion, why they cannot enrol, their progress and pending order. Drafts, archived programmes and programmes of other schools answer 404 except to staff who manage them.",
        querystring: AppIdQuery,
        params: IdParams,
        response: responses(ProgrammeDetail),
      },
    },
    async (request) => ok(await programmeDetail(contextOf(request), Number(request.params.id))),
  );

  app.get(
    ApiPaths.trainingMy,
    {
      schema: {
        tags,
        summary: "The caller's programmes with progress",
        querystring: MyTrainingQuery,
        response: responses(paged(MyTrainingItem)),
      },
    },
    async (request) => ok(await myProgrammes(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.trainingHome,
    {
      schema: {
        tags,
        summary: 'The training parts of the home page',
        querystring: AppIdQuery,
        response: { 200: envelope(TrainingHome), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request) => ok(await trainingHome(contextOf(request))),
  );
};
