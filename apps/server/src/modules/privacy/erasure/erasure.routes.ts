import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  ErasureDecided,
  ErasureDecisionBody,
  ErasureQueuePage,
  ErasureQueueQuery,
  ErasureRequestBody,
  MyErasureRequest,
  MyErasureRequests,
} from '@yanxiu/contract/privacy-erasure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { privacyRoles } from '../privacy.access';
import { approveErasure, listErasureQueue, refuseErasure } from './erasure-decision.service';
import { listMyErasureRequests, requestErasure } from './erasure-request.service';

const tags = ['privacy'];
const teachers = { roles: privacyRoles.teachers };
const deciders = { roles: privacyRoles.erasureDeciders };

/** Erasure on request: a teacher asks, the district admin approves (the erasure then runs as a job) or refuses. */
export const erasureRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.privacyErasureRequest,
    {
      config: teachers,
      schema: {
        tags,
        summary: "Ask for one's personal data to be erased",
        description: '`confirm` must be true. One open request at a time: 409 PRIVACY_ERASURE_OPEN while one is pending or approved.',
        querystring: AppIdQuery,
        body: ErasureRequestBody,
        response: responses(MyErasureRequest),
      },
    },
    async (request) => ok(await requestErasure(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.privacyMyErasureRequests,
    {
      config: teachers,
      schema: {
        tags,
        summary: "The caller's erasure requests and their outcomes",
        querystring: AppIdQuery,
        response: responses(MyErasureRequests),
      },
    },
    async (request) => ok(await listMyErasureRequests(contextOf(request))),
  );

  app.get(
    ApiPaths.privacyErasureQueue,
    {
      config: deciders,
      schema: {
        tags,
        summary: "The district's erasure requests in one status, oldest first",
        description: 'District admins of the tenant. Names are as they are now: an erased person is listed by the pseudonym.',
        querystring: ErasureQueueQuery,
        response: responses(ErasureQueuePage),
      },
    },
    async (request) => ok(await listErasureQueue(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.privacyErasureApprove,
    {
      config: deciders,
      schema: {
        tags,
        summary: 'Approve an erasure request; the erasure runs as a job',
        description:
          "At the version read, with a reason. 409 PRIVACY_ERASURE_DECIDED once decided, 403 PRIVACY_ERASURE_OWN for one's own request, 404 for another tenant's.",
        querystring: AppIdQuery,
        body: ErasureDecisionBody,
        response: responses(ErasureDecided),
      },
    },
    async (request) => ok(await approveErasure(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.privacyErasureRefuse,
    {
      config: deciders,
      schema: {
        tags,
        summary: 'Refuse an erasure request with the reason the teacher reads',
        description: 'At the version read. 409 PRIVACY_ERASURE_DECIDED once decided; the teacher is notified.',
        querystring: AppIdQuery,
        body: ErasureDecisionBody,
        response: responses(ErasureDecided),
      },
    },
    async (request) => ok(await refuseErasure(contextOf(request), request.body)),
  );
};
