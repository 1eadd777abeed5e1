import type { AppModule } from '@server/platform/module';
import { appInfoRoutes } from './app-info.routes';

/** The signed tenant search the client runs at start-up. */
export const appInfoModule: AppModule = { name: 'app-info', routes: [appInfoRoutes] };
