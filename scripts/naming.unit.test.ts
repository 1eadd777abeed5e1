import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The house rules for file and folder names, in one place. A name that breaks one fails the test naming the file;
// where a rename would be wrong the name is listed below with the reason.

const ROOTS = ['apps', 'packages', 'e2e', 'bench'];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/;

/** What may stand between a file's stem and its extension, by where the file lives (the first matching prefix). */
const ROLES: Array<[prefix: string, roles: string[]]> = [
  [
    'apps/server/src/',
    [
      'routes',
      'service',
      'repository',
      'public',
      'module',
      'access',
      'queues',
      'texts',
      'queries',
      'fixtures',
      'test',
      'unit.test',
      // The shared checks of an area's service files (several services of the area apply them).
      'rules',
      // A Fastify request hook the app installs (session, tenant, web host).
      'hook',
      // A module's recurring jobs (sweeps), beside its queues.
      'jobs',
      // The server loader of a first-read route (its data is in the page's HTML).
      'loader',
    ],
  ],
  // `worker`: a module Vite bundles as a Web Worker. A feature's texts are under I18N_FOLDER below.
  ['apps/web/src/features/', ['public', 'access', 'fixtures', 'test', 'unit.test', 'worker']],
  // `d`: type declarations; `config`: a tool's configuration.
  ['apps/web/', ['test', 'unit.test', 'fixtures', 'd', 'config']],
  ['bench/', ['bench', 'unit.test', 'd']],
  ['', ['test', 'unit.test', 'fixtures', 'd', 'config']],
];

/**
 * Where a feature (or a shared piece of several features, `shared/<piece>/i18n`) keeps its texts, and the only names
 * a file there may have (`<part>` a kebab-case name).
 */
const I18N_FOLDER = /^apps\/web\/src\/(?:features\/(?:.+\/)?|shared\/[a-z0-9-]+\/)i18n$/;
const I18N_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(zh-CN|en-US|register|catalogues\.test)\.ts$/;

/** Names that break a rule on purpose, each with the reason. */
const EXCEPTIONS: Record<string, string> = {
  'apps/server/src/db/migrations/': "drizzle-kit writes the migrations' names (`0007_learning.sql`, `meta/_journal.json`)",
  'apps/web/src/shared/i18n/':
    "the app's own catalogues (zh-CN.ts, en-US.ts) beside the i18n set-up that loads them at start; not a feature's registered part",
  'apps/web/src/features/demo/pages/demo-pages.tsx': "the tour's three static pages are one chunk on purpose",
};

/** Server modules and web features pair up by name; these are on one side only. */
const ONE_SIDED_DOMAINS: Record<string, string> = {
  basecode: "code tables; the web reads them through shared/basecode, since every feature's forms use them",
  files: "uploads and downloads; the web's side is shared/files and shared/request, used by every feature",
  health: 'liveness and readiness for the operator; no page',
  account: "the signed-in user's own password and security page, on auth's calls",
  demo: 'the static guided tour; no server data',
  home: "the landing page, composed from other features' public reads",
};
const SERVER_DOMAINS = 'apps/server/src/modules';
const WEB_DOMAINS = 'apps/web/src/features';

const root = path.resolve(import.meta.dirname, '..');
const excepted = (file: string) => Object.keys(EXCEPTIONS).some((name) => (name.endsWith('/') ? file.startsWith(name) : file === name));

/** Why a file's name breaks the rules, or undefined. */
function fileProblem(file: string): string | undefined {
  if (excepted(file)) return undefined;
  const parts = file.split('/');
  const name = parts.pop() as string;
  const badFolder = parts.find((folder) => !KEBAB.test(folder));
  if (badFolder) return `folder "${badFolder}" is not kebab-case`;
  const folder = parts.join('/');
  if (I18N_FOLDER.test(folder))
    return I18N_FILE.test(name)
      ? undefined
      : 'an i18n file is <part>.zh-CN.ts, <part>.en-US.ts, <part>.register.ts or <part>.catalogues.test.ts';
  const [stem, ...rest] = name.split('.');
  const extension = rest.pop();
  if (extension === undefined) return 'has no extension';
  if (extension === 'tsx') {
    if (!PASCAL.test(stem) && !KEBAB.test(stem)) return 'a .tsx file is a PascalCase component or a kebab-case module';
    if (parts.includes('pages') && !rest.length && !PASCAL.test(stem)) return 'a page is a PascalCase .tsx named after it';
  } else if (!KEBAB.test(stem)) return 'is not kebab-case';
  const role = rest.join('.');
  const roles = (ROLES.find(([prefix]) => file.startsWith(prefix)) as [string, string[]])[1];
  if (role && !roles.includes(role)) return `".${role}." is not a role suffix here (${roles.join(', ')})`;
  return undefined;
}

/** Every problem of a feature's i18n folder as a whole: each part has both languages, one part is the folder's owner. */
function i18nFolderProblems(folder: string, names: string[]): string[] {
  const parts = new Map<string, Set<string>>();
  for (const name of names) {
    const match = I18N_FILE.exec(name);
    if (match) parts.set(match[1], (parts.get(match[1]) ?? new Set()).add(match[2]));
  }
  const problems: string[] = [];
  for (const [part, kinds] of parts) {
    if (!kinds.has('zh-CN') || !kinds.has('en-US'))
      problems.push(`${folder}/${part}.*: a part has both ${part}.zh-CN.ts and ${part}.en-US.ts`);
  }
  const owner = path.posix.basename(path.posix.dirname(folder));
  if (parts.size === 1 && !parts.has(owner)) problems.push(`${folder}: its one part is named after its folder (${owner}.zh-CN.ts, ...)`);
  return problems;
}

/** The files git tracks or would track (ignored build output and node_modules left out) that exist now. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...ROOTS], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));

describe('file and folder names', () => {
  it('every file and folder follows the naming rules (or is listed with its reason)', () => {
    const problems = files.flatMap((file) => {
      const problem = fileProblem(file);
      return problem ? [`${file}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("each feature's i18n folder holds whole parts, named after the feature when there is one", () => {
    const folders = new Map<string, string[]>();
    for (const file of files) {
      const folder = path.posix.dirname(file);
      if (I18N_FOLDER.test(folder)) folders.set(folder, [...(folders.get(folder) ?? []), path.posix.basename(file)]);
    }
    expect(folders.size).toBeGreaterThan(0);
    expect([...folders].flatMap(([folder, names]) => i18nFolderProblems(folder, names))).toEqual([]);
  });

  it('every server module has a web feature of the same name and the reverse, apart from the listed few', () => {
    const domains = (dir: string) =>
      fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    const server = domains(SERVER_DOMAINS);
    const web = domains(WEB_DOMAINS);
    const unpaired = [
      ...server.filter((name) => !web.includes(name)).map((name) => `${SERVER_DOMAINS}/${name} has no ${WEB_DOMAINS}/${name}`),
      ...web.filter((name) => !server.includes(name)).map((name) => `${WEB_DOMAINS}/${name} has no ${SERVER_DOMAINS}/${name}`),
    ];
    expect(unpaired.filter((line) => !(path.posix.basename(line.split(' ')[0]) in ONE_SIDED_DOMAINS))).toEqual([]);
    expect(Object.keys(ONE_SIDED_DOMAINS).filter((name) => server.includes(name) === web.includes(name))).toEqual([]);
  });

  it('the rules catch what they are meant to catch', () => {
    expect(fileProblem('apps/web/src/features/disk/i18n/register.ts')).toBeDefined();
    expect(fileProblem('apps/web/src/features/disk/i18n/disk-en-US.ts')).toBeDefined();
    expect(fileProblem('apps/web/src/features/disk/i18n/disk.register.ts')).toBeUndefined();
    expect(fileProblem('apps/web/src/shared/call/i18n/call.zh-CN.ts')).toBeUndefined();
    expect(fileProblem('apps/web/src/shared/call/i18n/call-zh-CN.ts')).toBeDefined();
    expect(fileProblem('apps/web/src/features/disk/pages/upload-page.tsx')).toBeDefined();
    expect(fileProblem('apps/web/src/features/disk/components/QuotaBar.tsx')).toBeUndefined();
    expect(fileProblem('apps/web/src/features/diskFiles/model/quota.ts')).toBeDefined();
    expect(fileProblem('apps/server/src/modules/disk/disk.helpers.ts')).toBeDefined();
    expect(fileProblem('apps/server/src/modules/disk/disk.service.ts')).toBeUndefined();
    expect(fileProblem('apps/server/src/modules/disk/DiskService.ts')).toBeDefined();
    expect(i18nFolderProblems('apps/web/src/features/disk/i18n', ['files.zh-CN.ts', 'files.en-US.ts'])).toHaveLength(1);
    expect(i18nFolderProblems('apps/web/src/features/disk/i18n', ['disk.zh-CN.ts', 'disk.register.ts'])).toHaveLength(1);
  });
});
