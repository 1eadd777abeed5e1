import type { AppModule } from '@server/platform/module';
import { queueWorker } from '@server/platform/module';
import { resendPendingXapi, sendPendingXapiStatements } from './delivery/send-statements';
import { subscribeXapiStatements } from './statements/xapi-handlers';
import { xapiSendQueue } from './xapi.queues';
import { xapiRoutes } from './xapi.routes';

/**
 * xAPI: what teachers do (enrolled, completed a unit or a programme, passed or failed an exam, attended an activity,
 * earned hours) stated to the tenant's Learning Record Store, through an outbox and a job, when its district admin
 * has it on.
 */
export const xapiModule: AppModule = {
  name: 'xapi',
  routes: [xapiRoutes],
  workers: [queueWorker(xapiSendQueue, async (deps, data, log) => void (await sendPendingXapiStatements(deps, data.tenantId, log)))],
  jobs: [resendPendingXapi],
  subscribe: (events) => subscribeXapiStatements(events),
};
