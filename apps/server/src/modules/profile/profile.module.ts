import type { AppModule } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { backboneRoutes } from './backbone/backbone.routes';
import { backboneReviewTodo } from './backbone/backbone-todo';
import { backboneReviewList } from './backbone/backbone-review-list';
import { seedProfileDemo } from './demo/profile-demo';
import { growthFileRoutes } from './growth-file/growth-file.routes';
import { keepRecordEvidence } from './records/record-evidence';
import { recordsRoutes } from './records/records.routes';
import { verificationRoutes } from './verification/verification.routes';

/** Teacher profile records (成长档案) of every kind, their verification by staff, and the backbone recognition. */
export const profileModule: AppModule = {
  name: 'profile',
  routes: [recordsRoutes, verificationRoutes, backboneRoutes, growthFileRoutes],
  todo: [backboneReviewTodo],
  review: [backboneReviewList],
  subscribe(events) {
    // A record keeps its evidence files while it names them.
    events.on(fileDeletionRequested, keepRecordEvidence);
  },
  // The demo teachers' growth files, in every verification state.
  demo: { seed: (ctx) => seedProfileDemo(ctx.db, ctx.deps, ctx.tenantId) },
};
