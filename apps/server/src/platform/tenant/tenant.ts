import type { tenants } from '@server/db/schema/tenants';
import type { TenantId } from './tenant-id';

/** A tenant (one district's site) as the app reads it; its own file so routes and hooks need no repository for it. */
export type Tenant = Omit<typeof tenants.$inferSelect, 'id'> & { id: TenantId };
