import type { AppModule } from '@server/platform/module';
import { developmentRoutes } from './development.routes';

/** Career phases and development applications with their phased review. */
export const developmentModule: AppModule = { name: 'development', routes: [developmentRoutes] };
