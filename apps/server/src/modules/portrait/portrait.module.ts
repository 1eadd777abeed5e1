import type { AppModule } from '@server/platform/module';
import { portraitRoutes } from './portrait.routes';

/** The teacher portrait and the staff portrait: read-only views built from the other domains' public surfaces. */
export const portraitModule: AppModule = { name: 'portrait', routes: [portraitRoutes] };
