import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';
import { callsRoutes } from './calls/calls.routes';
import { applyRoutes } from '@server/modules/topic/applications/apply.routes';
import { reviewRoutes } from '@server/modules/topic/review/review.routes';

/** Calls, applications with their stages and records, and the reviews of research topics. */
export const topicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(callsRoutes, deps);
  await app.register(applyRoutes, deps);
  await app.register(reviewRoutes, deps);
};
