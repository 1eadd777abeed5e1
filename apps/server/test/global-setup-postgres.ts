// Vitest globalSetup of the `api-postgres` project: one throwaway PostgreSQL cluster for the whole run.
//
// Tests get the cluster's superuser URL (database `postgres`, user `postgres`, no password) two ways:
//   - process.env.TEST_PG_ADMIN_URL (set here in the main process; forked workers inherit it)
//   - inject('pgAdminUrl') from 'vitest' (typed through the ProvidedContext declaration below)
// Each test file should CREATE DATABASE its own database through that URL so files stay independent.
// It also builds the migrated, demo-seeded template those databases are copied from, once for the run
// (test/support/database-template.ts).
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../../scripts/lib/pg-cluster.mjs';
import { buildPostgresTemplate, seedDataDir, TEMPLATE_ENV } from './support/database-template';

declare module 'vitest' {
  // Module augmentation merges only with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** Superuser URL of the throwaway cluster of the api-postgres project. */
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  const seedFiles = seedDataDir();
  const template = await buildPostgresTemplate(cluster.adminUrl, seedFiles.dir);
  // Set together, with no await between: two projects share this setup and one environment, and a cluster's URL
  // must never travel with the other cluster's template.
  process.env.TEST_PG_ADMIN_URL = cluster.adminUrl;
  process.env[TEMPLATE_ENV.postgres] = template;
  process.env[TEMPLATE_ENV.postgresDataDir] = seedFiles.dir;
  return async () => {
    await cluster.stop();
    seedFiles.remove();
  };
}
