import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';
import { applyRoutes } from './applications/apply.routes';
import { callsRoutes } from './calls/calls.routes';
import { expertsRoutes } from './experts/experts.routes';
import { panelRoutes } from './experts/panel.routes';
import { topicFilesRoutes } from './files/topic-files.routes';
import { recordsRoutes } from './records/records.routes';
import { reviewRoutes } from './review/review.routes';
import { topicOverviewRoutes } from './review/topic-overview.routes';
import { stagesRoutes } from './stages/stages.routes';
import { topicPageRoutes } from './topic-page/topic-page.routes';

/**
 * Calls, applications, a topic's page, stages, records and files, the staff's reviews, the expert panels and the
 * overview. The order is the order of the API document (and of the reviewed access matrix the security suite keeps).
 */
export const topicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(callsRoutes, deps);
  await app.register(applyRoutes, deps);
  await app.register(topicPageRoutes, deps);
  await app.register(stagesRoutes, deps);
  await app.register(recordsRoutes, deps);
  await app.register(topicFilesRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(panelRoutes, deps);
  await app.register(topicOverviewRoutes, deps);
  await app.register(expertsRoutes, deps);
};
