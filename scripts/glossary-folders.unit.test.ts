import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/glossary.md names each domain's folders in one table; this keeps the table and the tree saying the same.

const root = path.resolve(import.meta.dirname, '..');
const GLOSSARY = 'docs/glossary.md';
const TABLE_HEADING = '## Code names of the folders';
/** Where each column's names live, and how a cell writes one (`modules/<x>`, `features/<x>`, `shared/<x>`, `<file>.ts`). */
const SERVER_DOMAINS = 'apps/server/src/modules';
const WEB_DOMAINS = 'apps/web/src/features';
const WEB_SHARED = 'apps/web/src/shared';
const CONTRACT = 'packages/contract/src';

type Row = { server: string[]; web: string[]; shared: string[]; contract: string[] };

/** The rows of the folder table: each column's backticked names, the column's prefix taken off. */
function folderTable(markdown: string): Row[] {
  const section = markdown.split(TABLE_HEADING)[1]?.split('\n## ')[0] ?? '';
  const named = (cell: string, prefix: string) =>
    [...cell.matchAll(/`([^`]+)`/g)]
      .map(([, name]) => name)
      .filter((name) => name.startsWith(prefix))
      .map((name) => name.slice(prefix.length));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(domain|-)/.test(line))
    .map((line) => {
      const [, , server = '', web = '', contract = ''] = line.split('|').map((cell) => cell.trim());
      return {
        server: named(server, 'modules/'),
        web: named(web, 'features/'),
        shared: named(web, 'shared/'),
        contract: named(contract, ''),
      };
    });
}

const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** What the table and the tree disagree on, one line each. */
function disagreements(rows: Row[]): string[] {
  const contractFiles = fs.readdirSync(path.join(root, CONTRACT));
  const matchesFile = (pattern: string) => {
    const regex = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[a-z0-9-]*')}$`);
    return contractFiles.some((file) => regex.test(file));
  };
  const compare = (dir: string, listed: string[]) => {
    const present = folders(dir);
    return [
      ...present.filter((name) => !listed.includes(name)).map((name) => `${dir}/${name} is not in the table`),
      ...listed.filter((name) => !present.includes(name)).map((name) => `the table names ${dir}/${name}, which does not exist`),
    ];
  };
  return [
    ...compare(
      SERVER_DOMAINS,
      rows.flatMap((row) => row.server),
    ),
    ...compare(
      WEB_DOMAINS,
      rows.flatMap((row) => row.web),
    ),
    ...rows
      .flatMap((row) => row.shared)
      .filter((name) => !folders(WEB_SHARED).includes(name))
      .map((name) => `the table names ${WEB_SHARED}/${name}, which does not exist`),
    ...rows
      .flatMap((row) => row.contract)
      .filter((pattern) => !matchesFile(pattern))
      .map((pattern) => `the table names ${CONTRACT}/${pattern}, which matches no file`),
  ];
}

describe(`the folder table of ${GLOSSARY}`, () => {
  const rows = folderTable(fs.readFileSync(path.join(root, GLOSSARY), 'utf8'));

  it('names every server module and web feature folder, and only folders and contract files that exist', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(disagreements(rows)).toEqual([]);
  });

  it('catches a folder the table leaves out and a row naming one that is gone', () => {
    const withoutFirstRow = disagreements(rows.slice(1));
    expect(withoutFirstRow.some((line) => line.endsWith('is not in the table'))).toBe(true);
    const stale = disagreements([...rows, { server: ['surveys'], web: ['surveys'], shared: [], contract: ['surveys.ts'] }]);
    expect(stale).toEqual(
      expect.arrayContaining([
        `the table names ${SERVER_DOMAINS}/surveys, which does not exist`,
        `the table names ${WEB_DOMAINS}/surveys, which does not exist`,
        `the table names ${CONTRACT}/surveys.ts, which matches no file`,
      ]),
    );
  });
});
