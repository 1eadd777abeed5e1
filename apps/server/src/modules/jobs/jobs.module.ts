import type { AppModule } from '@server/platform/module';
import { jobsRoutes } from './jobs.routes';

/** The staff jobs page's calls; the queue itself is platform/jobs. */
export const jobsModule: AppModule = { name: 'jobs', routes: [jobsRoutes] };
