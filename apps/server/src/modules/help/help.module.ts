import type { AppModule } from '@server/platform/module';
import { helpRoutes } from './help.routes';

/** Help articles and FAQ. */
export const helpModule: AppModule = { name: 'help', routes: [helpRoutes] };
