import type { AppModule } from '@server/platform/module';
import { privacyRoutes } from './privacy.routes';

/** Privacy: a teacher's copy of everything held about them (exports), erasure and the tenant's consent and retention settings. */
export const privacyModule: AppModule = { name: 'privacy', routes: [privacyRoutes] };
