import type { AppModule } from '@server/platform/module';
import { filesRoutes } from './files.routes';

/** Uploads and downloads of stored files. */
export const filesModule: AppModule = { name: 'files', routes: [filesRoutes] };
