import type { AppModule } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { auditTrailRoutes } from './audit/audit-trail.routes';
import { keepLogosInUse } from './tenants/logo-in-use';
import { tenantsRoutes } from './tenants/tenants.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { importsRoutes } from './imports/imports.routes';
import { unitsRoutes } from './units/units.routes';

/** Administration: org units, accounts and roles, bulk import and export, tenant settings and the audit trail. */
export const administrationModule: AppModule = {
  name: 'administration',
  routes: [unitsRoutes, accountsRoutes, importsRoutes, tenantsRoutes, auditTrailRoutes],
  subscribe(events) {
    events.on(fileDeletionRequested, keepLogosInUse);
  },
};
