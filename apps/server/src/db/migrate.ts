import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

// Beside this file in the source tree, and copied beside main.js by the build.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every pending migration; several processes starting at once apply them once. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withExclusiveLock(async (db) => {
    if (handle.driver === 'postgres') await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    else await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  });
}
