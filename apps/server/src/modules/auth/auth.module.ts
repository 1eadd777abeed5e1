import type { AppModule, RecurringJob } from '@server/platform/module';
import { authRoutes } from './auth.routes';
import { sweepExpiredChallengesAcrossTenants } from './login-challenge.repository';
import { sweepStaleThrottlesAcrossTenants } from './login-throttle.repository';
import { sweepExpiredFlowsAcrossTenants } from './portal/portal.repository';
import { sweepExternalSignInJob } from './external-sign-in.jobs';
import { externalSignInRoutes } from './external-sign-in.routes';

/**
 * Forgets sign-in records that no longer count, in every tenant: failure counters whose window has passed (and that
 * hold no lock), used challenges past their expiry (refused for their expiry anyway) and portal sign-ins never
 * completed within their ten minutes. Safe in several processes
 * at once: each is one DELETE of rows no attempt reads any more.
 */
const sweepSignInRecordsJob: RecurringJob = {
  name: 'auth.sweepSignInRecords',
  everySeconds: () => 600,
  async run({ db, config }) {
    const now = new Date();
    const windowStart = new Date(now.getTime() - config.LOGIN_WINDOW_MINUTES * 60_000);
    const counters = await sweepStaleThrottlesAcrossTenants(db, windowStart, now);
    return counters + (await sweepExpiredChallengesAcrossTenants(db, now)) + (await sweepExpiredFlowsAcrossTenants(db, now));
  },
};

/** Sign-in (throttled, with a proof-of-work challenge under attack), token checks, sign-out and passwords. */
export const authModule: AppModule = {
  name: 'auth',
  routes: [authRoutes, externalSignInRoutes],
  jobs: [sweepSignInRecordsJob, sweepExternalSignInJob],
};
