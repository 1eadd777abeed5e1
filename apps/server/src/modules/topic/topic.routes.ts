import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';
import { applyRoutes } from './applications/apply.routes';
import { callsRoutes } from './calls/calls.routes';
import { expertsRoutes } from './experts/experts.routes';
import { topicFilesRoutes } from './files/topic-files.routes';
import { recordsRoutes } from './records/records.routes';
import { reviewRoutes } from './review/review.routes';
import { stagesRoutes } from './stages/stages.routes';
import { topicPageRoutes } from './topic-page/topic-page.routes';

/** Calls, applications, a topic's page, stages, records and files, the staff's reviews and the expert panels. */
export const topicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(callsRoutes, deps);
  await app.register(applyRoutes, deps);
  await app.register(topicPageRoutes, deps);
  await app.register(stagesRoutes, deps);
  await app.register(recordsRoutes, deps);
  await app.register(topicFilesRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(expertsRoutes, deps);
};
