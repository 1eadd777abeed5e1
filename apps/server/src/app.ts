import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { startJobs } from '@server/platform/jobs/jobs';
import { installSessionHook } from '@server/platform/auth/session.hook';
import type { AppDeps } from '@server/platform/deps';
import { installCompression } from '@server/platform/http/compression';
import { installErrorHandler, sendError } from '@server/platform/http/error-handler';
import { loggerOptions, type LogDestination } from '@server/platform/logging/logger-options';
import { installInputGuard } from '@server/platform/http/input-guard';
import { createAppMetrics } from '@server/platform/metrics/app-metrics';
import { installMetricsEndpoint } from '@server/platform/metrics/metrics-endpoint';
import { installRateLimits } from '@server/platform/rate-limit/rate-limit';
import { requestIdOf } from '@server/platform/http/request-id';
import { installSecurityHeaders, SWAGGER_UI_CSP } from '@server/platform/http/security-headers';
import { openApiTransform } from '@server/platform/http/openapi';
import '@server/platform/fastify-augment';
import { installTenantHook } from '@server/platform/tenant/tenant.hook';
import { MODULES } from './modules';
import { registerWebApp } from './web-app';

/**
 * Builds the Fastify instance: core settings and the error handler, then external plugins (OpenAPI), then the
 * API scope with its hooks (tenant before session) and modules, then the web app.
 */
export async function buildApp(deps: AppDeps, options: { logStream?: LogDestination } = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // One logger for the app and its job workers, which never writes secrets (platform/logging); `logStream`
    // replaces stdout (tests read the lines).
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    // The caller's X-Request-Id only when well-formed (request-id.ts), so genReqId reads the header itself.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // The router's own refusals (a path that is not valid UTF-8, a path parameter over 100 characters) answer in
    // the envelope like every other bad request, without echoing the URL back.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 'BAD_REQUEST'),
  });
  app.decorate('appDeps', deps);
  app.decorate('metrics', createAppMetrics(deps.database, { processMetrics: Boolean(config.METRICS_TOKEN) }));
  installMetricsEndpoint(app, app.metrics, config);
  startJobs(app, deps, MODULES);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputGuard(app);
  installSecurityHeaders(app);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await installCompression(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Yanxiu API',
        version: '0.1.0',
        description: 'Every response is the envelope `{ code, msg, data }`; code 0 is success.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: SWAGGER_UI_CSP });
  // Uploads stream (the files module never buffers a file). One file per request; the parser's size limit sits one
  // byte above the store's so the store, which names the limit in its message, is the one that refuses. This is the
  // largest of the purposes' limits; the files module lowers it per upload.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(config.FILES_MAX_BYTES, config.FILES_VIDEO_MAX_BYTES) + 1,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 100,
    },
  });

  await app.register(
    async (api) => {
      await installRateLimits(api, config);
      installTenantHook(api, deps.tenants);
      installSessionHook(api, deps.db, config);
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
      for (const module of MODULES) for (const routes of module.routes) await api.register(routes, deps);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config, { loaders: MODULES.flatMap((module) => module.serverLoaders ?? []), tenants: deps.tenants });
  return app;
}
