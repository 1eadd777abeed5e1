import { loadConfig } from '@server/config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

// `npm run db:migrate`: applies pending migrations to the configured database and exits.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await runMigrations(database);
await database.close();
process.stdout.write('migrations applied\n');
