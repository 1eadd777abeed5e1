import type { AppModule, RecurringJob } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { courseDiscussionRoutes } from './discussion/course-discussion.routes';
import { courseRatingRoutes } from './discussion/course-ratings.routes';
import { seedTrainingActivity } from './demo/training-activity';
import { seedTrainingContent } from './demo/training-content';
import { enrolmentRoutes } from './enrolment/enrolment.routes';
import { keepTrainingMaterial } from './media/training-media.service';
import { trainingMediaRoutes } from './media/training-media.routes';
import { openClassRoutes } from './open-classes/open-class.routes';
import { expireOrdersAcrossTenants } from './orders/order.repository';
import { orderRoutes } from './orders/order.routes';
import { programmeManageRoutes } from './programmes/programme-manage.routes';
import { staffLookupRoutes } from './programmes/staff-lookup.routes';
import { studioRoutes } from './studios/studio.routes';

/**
 * Expires pending orders past their time (freeing their seats) in every tenant. Safe in several processes at once:
 * the sweep is one statement that only takes orders still pending, so no order expires (or frees its seat) twice.
 * Reads of a buyer's orders and programmes also expire theirs first, so nothing waits for the timer.
 */
const expireOrdersJob: RecurringJob = {
  name: 'training.expireOrders',
  everySeconds: ({ config }) => config.ORDER_SWEEP_SECONDS,
  run: ({ db }) => expireOrdersAcrossTenants(db, new Date()),
};

/** Training programmes, the marketplace, enrolment, studios, open classes and training media. */
export const trainingModule: AppModule = {
  name: 'training',
  routes: [
    programmeManageRoutes,
    studioRoutes,
    openClassRoutes,
    trainingMediaRoutes,
    catalogueRoutes,
    enrolmentRoutes,
    orderRoutes,
    staffLookupRoutes,
    courseDiscussionRoutes,
    courseRatingRoutes,
  ],
  jobs: [expireOrdersJob],
  subscribe(events) {
    // Lessons, covers and open-class recordings stay while training material uses them.
    events.on(fileDeletionRequested, keepTrainingMaterial);
  },
  demo: {
    // The content (programmes, a studio, open classes, their media), then the enrolments and orders made on it.
    async seed(ctx) {
      await ctx.db.transaction((tx) => seedTrainingContent(tx, ctx.deps.storage, ctx, { dir: ctx.mediaDir, buildPdf: ctx.buildPdf }));
      await ctx.db.transaction((tx) => seedTrainingActivity(tx, ctx.deps, ctx.tenantId));
    },
  },
};
