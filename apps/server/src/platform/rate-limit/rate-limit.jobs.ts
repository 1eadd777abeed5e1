import type { AppModule, RecurringJob } from '@server/platform/module';
import { sweepEndedWindows } from './rate-limit.repository';

/**
 * Forgets the shared counts of windows that have ended (no process reads them again). Every ten minutes, once across
 * the processes; a repeat deletes nothing. The table is UNLOGGED and small: at most a row per client and session seen
 * in a window, and only the last ten minutes' windows.
 */
const sweepRateLimitCountsJob: RecurringJob = {
  name: 'rateLimit.sweepEndedWindows',
  everySeconds: () => 600,
  run: ({ db, config }) => sweepEndedWindows(db, new Date(Date.now() - config.RATE_LIMIT_WINDOW_SECONDS * 1000)),
};

/** The general rate limits' background work (the limits themselves are installed per scope by installRateLimits). */
export const rateLimitModule: AppModule = { name: 'rateLimit', routes: [], jobs: [sweepRateLimitCountsJob] };
