import type { AppModule } from '@server/platform/module';
import { authRoutes } from './auth.routes';

/** Sign-in, token checks, sign-out and passwords. */
export const authModule: AppModule = { name: 'auth', routes: [authRoutes] };
