import type { AppModule } from '@server/platform/module';
import { importsRoutes } from './imports/imports.routes';

/** Administration: org units, accounts and roles, bulk import and export, tenant settings and the audit trail. */
export const administrationModule: AppModule = {
  name: 'administration',
  routes: [importsRoutes],
};
