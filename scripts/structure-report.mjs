#!/usr/bin/env node
// Prints the figures the structure work is judged by (docs/architecture.md, "Keeping the structure"): repository
// functions another module can reach through a public surface, the shapes services are written in, route files that
// import repositories, modules that import the seed, lines over 140 characters, hand-written China-time code, inline
// language ternaries in the server, and the lines of custom build code. `node scripts/structure-report.mjs [dir]`
// reads the tree at dir (default: this checkout), so two checkouts can be compared side by side.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const root = path.resolve(given ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const SOURCE = /\.(ts|tsx|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'coverage']);

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  /** @type {string[]} */
  const found = [];
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full));
    else if (SOURCE.test(entry.name)) found.push(full);
  }
  return found;
}

const all = ['apps', 'packages', 'e2e', 'bench', 'scripts'].flatMap((dir) => filesUnder(path.join(root, dir)));
/** @param {string} file */
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
/** @param {string} file */
const read = (file) => fs.readFileSync(file, 'utf8');
/** @param {string} file */
const isTest = (file) => /\.test\.tsx?$/.test(file);
const server = all.filter((file) => rel(file).startsWith('apps/server/src/') && !isTest(file));
const web = all.filter((file) => rel(file).startsWith('apps/web/src/') && !isTest(file));

// Names a public surface re-exports from a repository file.
let repositoryReexports = 0;
for (const file of server.filter((f) => f.endsWith('.public.ts'))) {
  for (const match of read(file).matchAll(/export\s*\{([^}]*)\}\s*from\s*'[^']*\.repository'/g)) {
    repositoryReexports += (match[1] ?? '').split(',').filter((name) => name.trim() && !name.trim().startsWith('type ')).length;
  }
}

const services = server.filter((f) => f.endsWith('.service.ts'));
const factories = services.filter((f) => /export function create[A-Z]\w*Service\s*\(/.test(read(f))).length;
const constantObjects = services.filter((f) => /export const \w+(Service|service)\w*\s*(:\s*\w+\s*)?=\s*\{/.test(read(f))).length;
const plainModules = services.length - factories - constantObjects;

const routesImportingRepositories = server.filter((f) => f.endsWith('.routes.ts') && /from '[^']*\.repository'/.test(read(f))).map(rel);
const modulesImportingSeed = server
  .filter((f) => rel(f).startsWith('apps/server/src/modules/') && /from '@server\/seed\//.test(read(f)))
  .map(rel);

const longLines = all.reduce(
  (sum, file) =>
    sum +
    read(file)
      .split('\n')
      .filter((line) => line.length > 140).length,
  0,
);

// Hand-written China time: a formatter with the Asia/Shanghai zone or the +8 hour offset, outside the one module.
const CHINA_CODE = /timeZone:\s*'Asia\/Shanghai'|timeZone:\s*CHINA\b|8 \* 3_?600_?000|8 \* 60 \* 60 \* 1000|\+08:00`/;
const chinaTimeFiles = [...server, ...web, ...all.filter((f) => rel(f).startsWith('packages/') && !isTest(f))]
  .filter((file) => CHINA_CODE.test(read(file)))
  .map(rel);

const LANGUAGE_TERNARY = /=== '(en-US|zh-CN)'\s*\?/g;
const languageTernaries = server.reduce((sum, file) => sum + (read(file).match(LANGUAGE_TERNARY)?.length ?? 0), 0);

const buildFiles = fs.existsSync(path.join(root, 'apps/web'))
  ? fs.readdirSync(path.join(root, 'apps/web')).filter((name) => /^vite.*\.ts$/.test(name) && !name.includes('.test.'))
  : [];
const buildLines = buildFiles.reduce((sum, name) => sum + read(path.join(root, 'apps/web', name)).split('\n').length, 0);

const report = {
  'repository functions re-exported by public surfaces': repositoryReexports,
  'service files: factories / constant objects / plain functions': `${factories} / ${constantObjects} / ${plainModules}`,
  'route files importing repositories': routesImportingRepositories.length,
  'modules importing seed/': modulesImportingSeed.length,
  'lines over 140 characters': longLines,
  'files with hand-written China time': chinaTimeFiles.length,
  'inline language ternaries (server)': languageTernaries,
  'lines of custom build code (apps/web/vite*.ts)': `${buildLines} in ${buildFiles.length} files`,
};
for (const [name, value] of Object.entries(report)) console.log(`${name.padEnd(66)} ${value}`);
if (process.argv.includes('--list')) {
  console.log('\nroute files importing repositories:', routesImportingRepositories);
  console.log('modules importing seed/:', modulesImportingSeed);
  console.log('files with hand-written China time:', chinaTimeFiles);
}
