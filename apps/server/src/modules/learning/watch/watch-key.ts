import type { TenantId } from '@server/platform/tenant/tenant-id';

/** One teacher's watching of one lesson: the key of its watch state and of its presence checks. */
export type WatchKey = { tenantId: TenantId; unitId: number; userId: number };
