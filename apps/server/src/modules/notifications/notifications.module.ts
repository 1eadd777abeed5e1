import type { AppModule } from '@server/platform/module';
import { reviewMoved } from '@server/platform/review/review-events';
import { notificationWorkers } from './fan-out';
import { notificationRoutes } from './notifications.routes';
import { notifyReviewTransition } from './review-notices';

/** Notifications: the fan-out of what domains tell people, the list, the live bell and the outside channels. */
export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: [notificationRoutes],
  workers: notificationWorkers,
  subscribe(events) {
    events.on(reviewMoved, notifyReviewTransition);
  },
};
