import type { AppModule } from '@server/platform/module';
import { notificationWorkers } from './fan-out';
import { notificationRoutes } from './notifications.routes';

/** Notifications: the fan-out of what domains tell people, the list, the live bell and the outside channels. */
export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: [notificationRoutes],
  workers: notificationWorkers,
};
