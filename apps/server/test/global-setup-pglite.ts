// Vitest globalSetup of the `api-pglite` project: the migrated, demo-seeded PGlite database every test app of the
// run starts from, built once and left as an archive file the forked workers read (they inherit the environment).
import fs from 'node:fs';
import path from 'node:path';
import { buildPgliteTemplate, seedDataDir, TEMPLATE_ENV, writePgliteTemplate } from './support/database-template';

export default async function setup(): Promise<() => Promise<void>> {
  const seedFiles = seedDataDir();
  const archive = path.join(seedFiles.dir, '..', `${path.basename(seedFiles.dir)}.pglite.tar.gz`);
  await writePgliteTemplate(archive, await buildPgliteTemplate(seedFiles.dir));
  process.env[TEMPLATE_ENV.pglite] = archive;
  process.env[TEMPLATE_ENV.pgliteDataDir] = seedFiles.dir;
  return async () => {
    seedFiles.remove();
    await fs.promises.rm(archive, { force: true });
  };
}
