import type { AppModule } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { keepApplicationEvidence } from './applications/apply-evidence';
import { seedSelectionDemo } from './demo/selection-demo';
import { selectionReviewTodo } from './review/review-todo';
import { selectionReviewList } from './review/review-list';
import { scoringTodo } from './scoring/scoring-todo';
import { selectionRoutes } from './selection.routes';

/** Selection projects (评选): projects with items, applications and their review; scoring and results add theirs. */
export const selectionModule: AppModule = {
  name: 'selection',
  routes: [selectionRoutes],
  todo: [selectionReviewTodo, scoringTodo],
  review: [selectionReviewList],
  subscribe(events) {
    // An application's files stay while it is under review or passed it.
    events.on(fileDeletionRequested, keepApplicationEvidence);
  },
  // A classified district project open now and a school-level one.
  demo: { seed: (ctx) => seedSelectionDemo(ctx.db, ctx.tenantId) },
};
