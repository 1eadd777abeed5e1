import type { AppModule } from '@server/platform/module';
import { teacherRoutes } from './teacher.routes';

/** Teacher information and its first-sign-in confirmation. */
export const teacherModule: AppModule = { name: 'teacher', routes: [teacherRoutes] };
