import { HealthStatus } from '@yanxiu/contract/development';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';

const config = { public: true, tenantless: true } as const;

/** Liveness and readiness probes for load balancers and orchestration. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    ApiPaths.health,
    { config, schema: { tags: ['health'], summary: 'The process is up', response: responses(HealthStatus) } },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    ApiPaths.ready,
    { config, schema: { tags: ['health'], summary: 'The database answers', response: responses(HealthStatus) } },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database is not reachable');
        throw new AppError('UNAVAILABLE');
      }
      return ok({ status: 'ok' as const });
    },
  );
};
