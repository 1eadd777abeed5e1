import type { AppModule } from '@server/platform/module';
import { declarationRoutes } from './declarations/declaration.routes';
import { hoursReportRoutes } from './hours/hours-report.routes';
import { hoursRoutes } from './hours/hours.routes';
import { learningConfigRoutes } from './settings/learning-config.routes';
import { watchRoutes } from './watch/watch.routes';

/** Verified learning: watch and reading credit, the learning-hours ledger, declarations and requirements. */
export const learningModule: AppModule = {
  name: 'learning',
  routes: [hoursRoutes, learningConfigRoutes, declarationRoutes, hoursReportRoutes, watchRoutes],
};
