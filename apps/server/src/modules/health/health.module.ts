import type { AppModule } from '@server/platform/module';
import { healthRoutes } from './health.routes';

/** Liveness and readiness probes. */
export const healthModule: AppModule = { name: 'health', routes: [healthRoutes] };
