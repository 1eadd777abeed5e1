import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';

/** The resource disk's calls under /disk (see the contract, disk.ts). */
export const diskRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
