import type { AppModule } from '@server/platform/module';
import { basecodeRoutes } from './basecode.routes';

/** Code tables, sections and subjects (shared reference data). */
export const basecodeModule: AppModule = { name: 'basecode', routes: [basecodeRoutes] };
