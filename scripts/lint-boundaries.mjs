// `npm run lint` part two: the boundaries of .dependency-cruiser.cjs on both apps, each with its own tsconfig (the
// apps' path aliases differ). First with the tests, then without them for the folder-cycle rule.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
const APPS = [
  { tsconfig: 'apps/server/tsconfig.json', withTests: ['apps/server/src', 'apps/server/test'], withoutTests: ['apps/server/src'] },
  { tsconfig: 'apps/web/tsconfig.json', withTests: ['apps/web/src'], withoutTests: ['apps/web/src'] },
];

let failed = false;
for (const app of APPS) {
  for (const [withoutTests, folders] of /** @type {const} */ ([
    [false, app.withTests],
    [true, app.withoutTests],
  ])) {
    const args = ['--config', '.dependency-cruiser.cjs', '--ts-config', path.join(root, app.tsconfig), '--output-type', 'err', ...folders];
    const env = { ...process.env, BOUNDARIES_WITHOUT_TESTS: withoutTests ? '1' : '0' };
    const result = spawnSync(depcruise, args, { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) failed = true;
  }
}
if (failed) {
  console.error('lint:boundaries: see the violations above (rules and reasons in .dependency-cruiser.cjs).');
  process.exit(1);
}
console.log('lint:boundaries: no cross-domain internal imports and no import cycles in either app.');
