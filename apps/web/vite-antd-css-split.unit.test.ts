import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import {
  antdFolders,
  antdStyledFolderOf,
  antdStyledFolders,
  classOwners,
  partitionCss,
  planCssSplit,
  selectorPart,
  unmappedAntdClasses,
} from './vite-antd-css-split';
import type { ChunkPlan } from './vite-chunk-plan';

const folders = antdFolders();
const style = (folder: string) => `/app/node_modules/antd/es/${folder}/style/index.js`;
const HOME = '/app/src/features/home/pages/HomePage.tsx';
const LAYOUT = '/app/src/app/layouts/MainLayout.tsx';
const TRAINING = '/app/src/features/training/pages/teacher/training-pages.ts';
const MANAGE = '/app/src/features/training/pages/manage/manage-pages.ts';
const LOGIN = '/app/src/features/auth/pages/LoginPage.tsx';
const WORKER = '/app/src/features/auth/challenge/solver.ts';

/** A build where the entry renders buttons, /home steps, the training pages date pickers and the staff pages tables. */
function plan(): ChunkPlan {
  const roots = new Map<string, string[]>([
    [style('steps'), [HOME]],
    [style('menu'), [LAYOUT]],
    [style('date-picker'), [TRAINING, MANAGE]],
    [style('table'), [MANAGE, LOGIN]],
    ['/app/src/features/auth/challenge/solver.ts', [WORKER]],
    // The date picker's locale texts come with antd's locale in the entry: they say nothing about rendering one.
    ['/app/node_modules/antd/es/date-picker/locale/zh_CN.js', []],
  ]);
  return {
    rootsOf: (id) => new Set(roots.get(id) ?? []),
    roots: new Set([HOME, LAYOUT, TRAINING, MANAGE, LOGIN, WORKER]),
    entryModules: new Set([style('button'), '/app/node_modules/antd/es/date-picker/locale/zh_CN.js']),
    modules: new Set(roots.keys()),
  };
}
const split = planCssSplit(plan(), [/MainLayout\.tsx$/, /HomePage\.tsx$/], [/training-pages\.ts$/], [/LoginPage\.tsx$/]);

describe("antd's stylesheet in parts (issue 19)", () => {
  test('a class belongs to the components that render it; motion and unknown classes to none', () => {
    expect(classOwners('btn-primary', folders)).toEqual(['button']);
    expect(classOwners('picker-dropdown', folders)).toEqual(['date-picker', 'time-picker', 'calendar']);
    expect(classOwners('input-number-handler', folders)).toEqual(['input-number']);
    expect(classOwners('input-affix-wrapper', folders)).toEqual(['input']);
    expect(classOwners('col-24', folders)).toEqual(['grid', 'col']);
    expect(classOwners('table-cell', folders)).toEqual(['table']);
    expect(classOwners('slide-up-enter', folders)).toEqual([]);
    expect(classOwners('zoom-big', folders)).toEqual([]);
    expect(classOwners('nothing-known', folders)).toEqual([]);
  });

  test("a component renders where its style module is loaded, not wherever its folder's other files are", () => {
    expect(antdStyledFolderOf(style('date-picker'))).toBe('date-picker');
    expect(antdStyledFolderOf('/app/node_modules/antd/es/date-picker/locale/zh_CN.js')).toBeUndefined();
    expect(antdStyledFolderOf('/app/src/features/table/style/index.js')).toBeUndefined();
  });

  test('each component in the first part whose pages load it: the entry and the layout, the first pages, the rest', () => {
    expect(split.partOf('button')).toBe('layout');
    expect(split.partOf('steps')).toBe('layout');
    expect(split.partOf('menu')).toBe('layout');
    expect(split.partOf('date-picker')).toBe('first');
    expect(split.partOf('table')).toBe('rest');
    expect(split.partOf('tour')).toBeUndefined();
  });

  test('a module imports the parts holding its components; /home, the layout, the run-time styled pages and a worker none', () => {
    expect(split.importsOf(HOME)).toEqual([]);
    expect(split.importsOf(LAYOUT)).toEqual([]);
    expect(split.importsOf(TRAINING)).toEqual(['first']);
    expect(split.importsOf(MANAGE)).toEqual(['first', 'rest']);
    expect(split.importsOf(LOGIN)).toEqual([]);
    expect(split.importsOf(WORKER)).toEqual([]);
  });

  test('a selector is in the last part among its classes; one of a component nothing loads in the last', () => {
    const partOf = selectorPart(split, folders);
    expect(partOf(':where(.css-var-root).ant-btn-primary')).toBe(0);
    expect(partOf('.ant-slide-up-enter')).toBe(0);
    expect(partOf('.ant-picker-dropdown .ant-btn')).toBe(1);
    expect(partOf('.ant-table-wrapper .ant-picker')).toBe(2);
    expect(partOf('.ant-tour-inner')).toBe(2);
  });

  test('rules go to the lowest part one of their selectors is in, inside @media too; @keyframes stay in the first', () => {
    const partOf = (selector: string) => (selector.includes('table') ? 2 : selector.includes('picker') ? 1 : 0);
    const css =
      '.a{color:red}.picker{color:blue}.table,.picker-x{margin:0}.table{padding:0}@media (max-width:575px){.a{top:0}.table{left:0}}@keyframes spin{to{transform:rotate(1turn)}}';
    expect(partitionCss(css, partOf, 3)).toEqual([
      '.a{color:red}@media (max-width:575px){.a{top:0}}@keyframes spin{to{transform:rotate(1turn)}}',
      '.picker{color:blue}.table,.picker-x{margin:0}',
      '.table{padding:0}@media (max-width:575px){.table{left:0}}',
    ]);
  });
});

describe('an antd upgrade that leaves a class unmapped fails the build', () => {
  const styled = antdStyledFolders();
  test("every class of the installed antd's stylesheet has an owner the split can see loaded", () => {
    const css = fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    expect(unmappedAntdClasses(css, folders, styled)).toEqual([]);
  });

  test('a class of no known component, or owned only by a folder without a style module, is reported', () => {
    const css = '.ant-btn{color:red}.ant-hologram-beam{color:blue}.ant-zoom-enter{opacity:0}';
    expect(unmappedAntdClasses(css, folders, styled)).toEqual(['.ant-hologram-beam has no owner with a style module (owners: none)']);
    expect(unmappedAntdClasses('.ant-btn{color:red}', folders, new Set(['input']))).toEqual([
      '.ant-btn has no owner with a style module (owners: button)',
    ]);
  });

  test('an owner folder antd no longer has is reported', () => {
    const without = new Set([...folders].filter((folder) => folder !== 'float-button'));
    expect(unmappedAntdClasses('', without, styled)).toContain(
      "CLASS_OWNERS['float-btn'] names antd/es/float-button, which antd does not have",
    );
  });
});
