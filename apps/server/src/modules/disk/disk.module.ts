import type { AppModule } from '@server/platform/module';
import { diskRoutes } from './disk.routes';

/** The resource disk (资源盘): folders, resources, resumable uploads, previews, quota, issuing and receiving. */
export const diskModule: AppModule = {
  name: 'disk',
  routes: [diskRoutes],
};
