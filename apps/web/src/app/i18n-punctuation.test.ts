import { describe, expect, test } from 'vitest';
import { enUS } from '@/shared/i18n/en-US';
import { zhCN } from '@/shared/i18n/zh-CN';

// Every catalogue of the app, the shared ones and each feature's (the profile feature's joins when it lands).
const english = import.meta.glob<Record<string, unknown>>(['../features/*/i18n/*en-US.ts', '!../features/profile/**'], { eager: true });
const chinese = import.meta.glob<Record<string, unknown>>(['../features/*/i18n/*zh-CN.ts', '!../features/profile/**'], { eager: true });

/** Every leaf of the catalogues as [where, text]. */
function texts(shared: object, features: Record<string, Record<string, unknown>>): Array<[string, string]> {
  const leaves = (catalogue: object, prefix: string): Array<[string, string]> =>
    Object.entries(catalogue).flatMap(([key, value]): Array<[string, string]> =>
      value !== null && typeof value === 'object' ? leaves(value as object, `${prefix}.${key}`) : [[`${prefix}.${key}`, String(value)]],
    );
  return [
    ...leaves(shared, 'app'),
    ...Object.entries(features).flatMap(([file, module]) =>
      Object.values(module).flatMap((catalogue) => (catalogue && typeof catalogue === 'object' ? leaves(catalogue, file) : [])),
    ),
  ];
}

describe('punctuation follows the language of the text', () => {
  test('English texts use no Chinese punctuation (、，（）：；。)', () => {
    expect(texts(enUS, english).filter(([, text]) => /[、，（）：；。]/.test(text))).toEqual([]);
  });

  test('Chinese sentences use no English ". " or ": " after Chinese text', () => {
    expect(texts(zhCN, chinese).filter(([, text]) => /[\u4e00-\u9fff][.:] /.test(text))).toEqual([]);
  });
});
