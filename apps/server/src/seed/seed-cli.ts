import { loadConfig } from '@server/config';
import { createDeps, prepareDatabase } from '@server/bootstrap';

// `npm run db:seed`: migrates, syncs reference data and tenants, and seeds demo data into empty tenants.
const config = loadConfig();
const deps = await createDeps(config);
const report = await prepareDatabase(deps);
await deps.database.close();
process.stdout.write(
  report.seeded.length > 0
    ? `seeded demo data into: ${report.seeded.join(', ')}\n`
    : 'nothing to seed: every tenant has accounts (or demo data is off)\n',
);
