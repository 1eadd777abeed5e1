import { AppIdQuery } from '@yanxiu/contract/envelope';
import { HeartbeatBody, HeartbeatResult, WatchSession, WatchStartBody } from '@yanxiu/contract/learning';
import { PresenceAnswerBody, PresenceAnswerResult } from '@yanxiu/contract/learning-presence';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { answerPresenceCheck, recordHeartbeat, startWatching } from './watch.service';

const tags = ['learning: watching'];

/** Watch and reading sessions on lessons, and their heartbeats. */
export const watchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.learningWatchStart,
    {
      schema: {
        tags,
        summary: 'Opens a watch (video) or reading (document) session on a lesson',
        description:
          'For a teacher enrolled in the programme (403 otherwise, staff included: previews earn nothing). Offline sessions are 422 (4502). Answers the ticket heartbeats carry (valid 10 minutes) and what was credited so far.',
        querystring: AppIdQuery,
        body: WatchStartBody,
        response: responses(WatchSession),
      },
    },
    async (request) => ok(await startWatching(contextOf(request), request.body.unitId)),
  );

  app.post(
    ApiPaths.learningWatchHeartbeat,
    {
      // The ticket in the body is the credential: the final heartbeat is a `sendBeacon`, which sends no Bearer header.
      config: { public: true },
      schema: {
        tags,
        summary: 'One heartbeat of a watch or reading session',
        description:
          'Credited from the server clock only: at most the wall-clock time since the last accepted heartbeat (a period left unfilled by a late heartbeat passes up to 5 s to the next), nothing while hidden, nothing for seeks or gaps over a minute. Duplicates and stale heartbeats answer `accepted: false`. A forged ticket is 401 (4104), an expired one 409 (4501): open a new session and continue.',
        querystring: AppIdQuery,
        body: HeartbeatBody,
        response: responses(HeartbeatResult),
      },
    },
    // No session on the hot path: the ticket carries everything but the tenant the tenant hook resolved.
    async (request) => ok(await recordHeartbeat(tenantContextOf(request), request.body)),
  );

  app.post(
    ApiPaths.learningWatchPresenceAnswer,
    {
      // Signed by the watch ticket in the body, like the heartbeat it answers.
      config: { public: true },
      schema: {
        tags,
        summary: 'The answer to a presence check',
        description:
          "Judged on the server clock. `passed`: crediting resumes. `wrong`: one more attempt. `failed` (wrong twice) and `missed` (after the deadline): crediting stays stopped from the check's issue and `presence.check` is a new check. `not_pending`: no such check awaits this ticket's answer (replayed, already judged, another lesson's): nothing changed. A forged or foreign ticket is 401 (4104), an expired one 409 (4501).",
        querystring: AppIdQuery,
        body: PresenceAnswerBody,
        response: responses(PresenceAnswerResult),
      },
    },
    async (request) => ok(await answerPresenceCheck(tenantContextOf(request), request.body)),
  );
};
