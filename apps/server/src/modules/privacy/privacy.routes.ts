import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';

// Each route: its path from the contract, its schema (querystring/body/response from the contract's zod types), its
// roles from privacy.access.ts in `config`, and a handler that calls one service function with contextOf(request).
// Routes never import a repository and never open a transaction: that is the service's work.

/** Privacy's routes, registered under /api. */
export const privacyRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
