import type { AppModule } from '@server/platform/module';
import { searchRoutes } from './search.routes';

/** Site-wide search over the other domains' kinds, suggestions and recent searches. */
export const searchModule: AppModule = { name: 'search', routes: [searchRoutes] };
