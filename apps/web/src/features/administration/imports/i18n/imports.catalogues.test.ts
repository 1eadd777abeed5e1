import { IMPORT_COLUMNS, ImportProblemCode } from '@yanxiu/contract/administration-imports';
import { describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { importsEnUS } from './imports.en-US';
import { importsZhCN } from './imports.zh-CN';
import './imports.register';
import { leaves, placeholders } from '@/shared/testing/catalogue-leaves';

describe('account import texts', () => {
  test('zh-CN and en-US have the same keys, non-empty, with the same placeholders', () => {
    const zh = leaves(importsZhCN);
    const en = new Map(leaves(importsEnUS));
    expect(zh.map(([path]) => path).sort()).toEqual([...en.keys()].sort());
    expect([...zh, ...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    expect(zh.filter(([path, text]) => placeholders(text).join() !== placeholders(en.get(path)).join()).map(([path]) => path)).toEqual([]);
  });

  test('name every column and every problem the server answers', () => {
    expect(Object.keys(importsZhCN.columns).sort()).toEqual([...IMPORT_COLUMNS].sort());
    expect(Object.keys(importsZhCN.problems).sort()).toEqual([...ImportProblemCode.options].sort());
  });

  test('Chinese texts use full-width punctuation, English texts half-width', () => {
    expect(
      leaves(importsZhCN)
        .filter(([, text]) => /[,;:?!]|\.(?!xlsx)/.test(String(text).replace(/\{\{\s*\w+\s*\}\}/g, '')))
        .map(([path]) => path),
    ).toEqual([]);
    expect(
      leaves(importsEnUS)
        .filter(([, text]) => /[，；：？！。（）]/.test(String(text)))
        .map(([path]) => path),
    ).toEqual([]);
  });

  test('once registered they are read with plurals beside the page title', () => {
    expect(i18n.getFixedT('en-US')('accountImports.problemRows', { count: 1 })).toMatch(/^1 row has problems/);
    expect(i18n.getFixedT('en-US')('accountImports.problemRows', { count: 3 })).toMatch(/^3 rows have problems/);
    expect(i18n.getFixedT('zh-CN')('accountImports.problems.duplicate_phone_in_file', { otherRow: 3 })).toBe('与第 3 行的手机号重复');
    expect(i18n.getFixedT('zh-CN')('routes.manageAccountsImport')).toBe('批量导入教师');
  });
});
