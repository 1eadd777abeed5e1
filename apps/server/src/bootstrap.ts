import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { syncReferenceData } from '@server/modules/basecode/basecode.public';
import { createEventBus } from '@server/platform/events/domain-events';
import { createJobQueue, installJobQueues } from '@server/platform/jobs/jobs';
import { createPasswordHasher } from '@server/platform/auth/password';
import { createBlobStore } from '@server/platform/storage/create-blob-store';
import { serviceDepsOf, type AppDeps } from '@server/platform/deps';
import { createTenantResolver } from '@server/platform/tenant/tenant-resolver';
import { MODULES } from './modules';
import { seedDemoData } from '@server/seed/demo-data';
import { syncTenants } from '@server/seed/tenants';

/** Opens the configured database and wires the services modules are built with. */
export async function createDeps(config: Config, database?: DatabaseHandle): Promise<AppDeps> {
  const handle =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolMax: config.DB_POOL_MAX,
      connectTimeoutMillis: config.DB_CONNECT_TIMEOUT_SECONDS * 1000,
    }));
  const deps: AppDeps = {
    config,
    database: handle,
    db: handle.db,
    events: createEventBus(),
    jobs: createJobQueue(handle),
    passwords: createPasswordHasher(config),
    storage: createBlobStore(config),
    tenants: createTenantResolver(handle.db, config),
  };
  // Before anything writes (the demo seed included), so every reaction to a domain event is in place.
  for (const module of MODULES) module.subscribe?.(deps.events, deps);
  return deps;
}

/** What preparing the database did, for the start-up banner. */
export type PrepareReport = { tenants: Array<{ slug: string; appId: string; hostnames: string[] }>; seeded: string[] };

/** Migrates, syncs reference data and tenants, and seeds demo data into empty tenants when demo data is on. */
export async function prepareDatabase(deps: AppDeps): Promise<PrepareReport> {
  await runMigrations(deps.database);
  await deps.database.withExclusiveLock(() => installJobQueues(deps.database, MODULES));
  return deps.database.withExclusiveLock(async (db) => {
    await syncReferenceData(db);
    const tenants = await syncTenants(db, deps.config);
    const seeded = deps.config.DEMO_DATA ? await seedDemoData(db, tenants, serviceDepsOf(deps), MODULES) : [];
    return { tenants: tenants.map(({ slug, appId, hostnames }) => ({ slug, appId, hostnames })), seeded };
  });
}
