import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { planFromBundle, type ChunkPlan } from './vite-chunk-plan';

// A real build of a small app: three lazily loaded pages, a barrel each takes a different export from, and a module
// two of them share. The plan must say who needs what after tree-shaking, not by the import graph.
const FILES: Record<string, string> = {
  'index.html': '<script type="module" src="./main.js"></script>',
  'main.js': "import('./a.js'); import('./b.js'); import('./c.js');",
  'a.js': "import { x } from './barrel.js'; import { s } from './shared.js'; export default () => x() + s();",
  'b.js': "import { y } from './barrel.js'; import { s } from './shared.js'; export default () => y() + s();",
  'c.js': "import { y } from './barrel.js'; export default () => y();",
  'barrel.js': "export { x } from './x.js'; export { y } from './y.js';",
  'x.js': "export function x() { return 'x'; }",
  'y.js': "export function y() { return 'y'; }",
  'shared.js': "export function s() { return 's'; }",
};

describe('chunk plan', () => {
  let dir = '';
  let plan: ChunkPlan;
  const id = (file: string) => path.join(dir, file);
  const rootsOf = (file: string) => [...plan.rootsOf(id(file))].map((root) => path.basename(root)).sort();

  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-plan-')));
    for (const [name, source] of Object.entries(FILES)) fs.writeFileSync(path.join(dir, name), source);
    const result = (await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false },
    })) as Rollup.RollupOutput;
    plan = planFromBundle(result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('every lazily loaded page is a root', () => {
    expect([...plan.roots].map((root) => path.basename(root)).sort()).toEqual(['a.js', 'b.js', 'c.js']);
  });

  test('a module is needed by the pages that use it, whatever else its barrel offers them', () => {
    expect(rootsOf('x.js')).toEqual(['a.js']);
    expect(rootsOf('y.js')).toEqual(['b.js', 'c.js']);
    expect(rootsOf('shared.js')).toEqual(['a.js', 'b.js']);
  });

  test("the entry's own modules belong to no page", () => {
    expect(rootsOf('main.js')).toEqual([]);
    expect(plan.entryModules.has(id('main.js'))).toBe(true);
    expect(plan.entryModules.has(id('x.js'))).toBe(false);
  });
});
