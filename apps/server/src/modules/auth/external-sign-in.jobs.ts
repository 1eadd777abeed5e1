import type { RecurringJob } from '@server/platform/module';
import { sweepExpiredTicketUsesAcrossTenants } from './quick-login/quick-login.repository';
import { sweepExpiredStatesAcrossTenants } from './wechat/wechat.repository';

/**
 * Forgets, in every tenant, used quick-login tickets their age refuses anyway and WeChat authorisations never
 * completed. Each is one DELETE of rows nothing reads any more, so several processes may run it at once.
 */
export const sweepExternalSignInJob: RecurringJob = {
  name: 'auth.sweepExternalSignIn',
  everySeconds: () => 3600,
  async run({ db }) {
    const now = new Date();
    return (await sweepExpiredTicketUsesAcrossTenants(db, now)) + (await sweepExpiredStatesAcrossTenants(db, now));
  },
};
