import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { appInfoRoutes } from '@server/modules/app-info/app-info.routes';
import { authRoutes } from '@server/modules/auth/auth.routes';
import { basecodeRoutes } from '@server/modules/basecode/basecode.routes';
import { developmentRoutes } from '@server/modules/development/development.routes';
import { filesRoutes } from '@server/modules/files/files.routes';
import { healthRoutes } from '@server/modules/health/health.routes';
import { teacherRoutes } from '@server/modules/teacher/teacher.routes';
import { catalogueRoutes } from '@server/modules/training/catalogue/catalogue.routes';
import { enrolmentRoutes } from '@server/modules/training/enrolment/enrolment.routes';
import { orderRoutes } from '@server/modules/training/orders/order.routes';
import { openClassRoutes } from '@server/modules/training/open-classes/open-class.routes';
import { programmeManageRoutes } from '@server/modules/training/programmes/programme-manage.routes';
import { staffLookupRoutes } from '@server/modules/training/programmes/staff-lookup.routes';
import { studioRoutes } from '@server/modules/training/studios/studio.routes';
import { trainingMediaRoutes } from '@server/modules/training/media/training-media.routes';
import { certificateRoutes } from '@server/modules/certificates/certificates.routes';
import { watchRoutes } from '@server/modules/learning/watch/watch.routes';
import { declarationRoutes } from '@server/modules/learning/declarations/declaration.routes';
import { hoursReportRoutes } from '@server/modules/learning/hours/hours-report.routes';
import { hoursRoutes } from '@server/modules/learning/hours/hours.routes';
import { learningConfigRoutes } from '@server/modules/learning/settings/learning-config.routes';
import { installSessionHook } from '@server/platform/auth/session.hook';
import type { AppDeps } from '@server/platform/deps';
import { installErrorHandler, sendError } from '@server/platform/http/error-handler';
import '@server/platform/http/fastify-augment';
import { installTenantHook } from '@server/platform/tenant/tenant.hook';
import { registerWebApp } from './web-app';

/** Every API module, registered under /api in this order. */
const MODULES = [
  healthRoutes,
  appInfoRoutes,
  authRoutes,
  teacherRoutes,
  basecodeRoutes,
  developmentRoutes,
  filesRoutes,
  programmeManageRoutes,
  studioRoutes,
  openClassRoutes,
  trainingMediaRoutes,
  catalogueRoutes,
  enrolmentRoutes,
  orderRoutes,
  staffLookupRoutes,
  hoursRoutes,
  learningConfigRoutes,
  declarationRoutes,
  hoursReportRoutes,
  watchRoutes,
  certificateRoutes,
];

/**
 * Builds the Fastify instance: core settings and the error handler, then external plugins (OpenAPI), then the
 * API scope with its hooks (tenant before session) and modules, then the web app.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Yanxiu API', version: '0.1.0', description: 'Every response is the envelope `{ code, msg, data }`; code 0 is success.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
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
      installTenantHook(api, deps.tenants);
      installSessionHook(api, deps.db, config);
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
      for (const module of MODULES) await api.register(module, deps);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config);
  return app;
}
