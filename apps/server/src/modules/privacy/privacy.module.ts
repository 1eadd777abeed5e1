import type { AppModule, RecurringJob } from '@server/platform/module';
import { privacyRoutes } from './privacy.routes';
import { erasureRoutes } from './erasure/erasure.routes';
import { eraseAccountWorker } from './erasure/erasure-run.service';
import { privacySettingsRoutes } from './settings/settings.routes';
import { applyRetentionAcrossTenants } from './settings/retention.service';
import { sweepExportsJob } from './exports/export-sweep';
import { exportRoutes } from './exports/exports.routes';
import { prepareExportWorker } from './exports/prepare-export';

/** The sign-in history's retention is counted in days; a look every hour keeps it within the day. */
const applyRetentionJob: RecurringJob = {
  name: 'privacy.applyRetention',
  everySeconds: () => 60 * 60,
  run: (deps, log) => applyRetentionAcrossTenants(deps, log),
};

/** Privacy: a teacher's copy of everything held about them (exports), erasure and the tenant's consent and retention settings. */
export const privacyModule: AppModule = {
  name: 'privacy',
  routes: [privacyRoutes, erasureRoutes, privacySettingsRoutes, exportRoutes],
  jobs: [sweepExportsJob, applyRetentionJob],
  workers: [eraseAccountWorker, prepareExportWorker],
};
