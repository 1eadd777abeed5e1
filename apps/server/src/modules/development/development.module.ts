import type { AppModule, RecurringJob } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { backboneRecognised } from '@server/modules/profile/profile.public';
import { keepRunningApplicationsEvidence, sweepUnusedEvidence } from '@server/modules/development/evidence/development-evidence.service';
import { raisePhaseOnBackboneRecognition } from './backbone-rung';
import { developmentRoutes } from './development.routes';
import { developmentReviewTodo } from './development-todo';
import { developmentReviewList } from './development-review-list';

/** Unused evidence uploads go after EVIDENCE_UNUSED_HOURS; an hourly look is soon enough. */
const sweepUnusedEvidenceJob: RecurringJob = {
  name: 'development.sweepUnusedEvidence',
  everySeconds: () => 60 * 60,
  run: (deps, log) => sweepUnusedEvidence(deps, log),
};

/** Career phases and development applications with their phased review. */
export const developmentModule: AppModule = {
  name: 'development',
  routes: [developmentRoutes],
  jobs: [sweepUnusedEvidenceJob],
  todo: [developmentReviewTodo],
  review: [developmentReviewList],
  subscribe(events) {
    // A running application's evidence stays until the application ends.
    events.on(fileDeletionRequested, keepRunningApplicationsEvidence);
    // A recognised backbone teacher stands at least on the ladder's backbone rung.
    events.on(backboneRecognised, raisePhaseOnBackboneRecognition);
  },
};
