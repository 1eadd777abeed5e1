import type { AppModule } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { programmeCompleted, unitCompleted, unitCompletionWithdrawn } from '@server/modules/training/training.public';
import { continueRoutes } from './continue/continue.routes';
import { keepPendingEvidence } from './declarations/declaration-evidence';
import { declarationReviewTodo } from './declarations/declaration-todo';
import { declarationReviewList } from './declarations/declaration-review-list';
import { declarationRoutes } from './declarations/declaration.routes';
import { seedLearningDemo } from './demo/learning-demo';
import { creditCompletedUnit, reverseWithdrawnUnit, topUpCompletedProgramme } from './hours/completion-credits';
import { hoursReportRoutes } from './hours/hours-report.routes';
import { hoursRoutes } from './hours/hours.routes';
import { presenceRoutes } from './presence/presence.routes';
import { learningConfigRoutes } from './settings/learning-config.routes';
import { watchRoutes } from './watch/watch.routes';

/** Verified learning: watch and reading credit, the learning-hours ledger, declarations and requirements. */
export const learningModule: AppModule = {
  name: 'learning',
  routes: [hoursRoutes, learningConfigRoutes, declarationRoutes, hoursReportRoutes, watchRoutes, presenceRoutes, continueRoutes],
  todo: [declarationReviewTodo],
  review: [declarationReviewList],
  subscribe(events) {
    // Training progress credits the ledger, in training's transaction.
    events.on(unitCompleted, creditCompletedUnit);
    events.on(programmeCompleted, topUpCompletedProgramme);
    events.on(unitCompletionWithdrawn, reverseWithdrawnUnit);
    // A pending declaration keeps its evidence.
    events.on(fileDeletionRequested, keepPendingEvidence);
  },
  // Hours credited for training's demo programmes, and a declaration under review.
  demo: { seed: (ctx) => seedLearningDemo(ctx.db, ctx.deps, ctx.tenantId) },
};
