import type { AppModule } from '@server/platform/module';
import { privacyRoutes } from './privacy.routes';
import { erasureRoutes } from './erasure/erasure.routes';
import { eraseAccountWorker } from './erasure/erasure-run.service';

/** Privacy: a teacher's copy of everything held about them (exports), erasure and the tenant's consent and retention settings. */
export const privacyModule: AppModule = {
  name: 'privacy',
  routes: [privacyRoutes, erasureRoutes],
  workers: [eraseAccountWorker],
};
