import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';
import { applyRoutes } from './applications/apply.routes';
import { projectRoutes } from './projects/project.routes';
import { resultsRoutes } from './results/results.routes';
import { reviewRoutes } from './review/review.routes';
import { scoringRoutes } from './scoring/scoring.routes';

/** Selection projects, applying to them and their review (scoring and results register their own plugins). */
export const selectionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(projectRoutes, deps);
  await app.register(applyRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(scoringRoutes, deps);
  await app.register(resultsRoutes, deps);
};
