// What the catalogue tests of every feature compare: the two languages' texts as flat key paths, their {{placeholders}}
// and their keys without the plural suffixes English adds.
import { expect } from 'vitest';

/** Every leaf of a catalogue as [dotted key path, value]. */
export function leaves(catalogue: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(catalogue).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leaves(value as object, path) : [[path, value]];
  });
}

/** The names of a text's {{placeholders}}, sorted. */
export const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** A key path without its `_one` / `_other` plural suffix. */
export const withoutPlural = (path: string) => path.replace(/_(one|other)$/, '');

/**
 * The check every catalogue test makes: zh-CN and en-US have the same keys, none empty, with the same placeholders.
 * With `englishSingulars`, English may add a `_one` beside a key's `_other` (Chinese has one plural form); with
 * `foldPlurals`, keys are compared without their plural suffixes.
 */
export function expectMatchingCatalogues(
  zhCatalogue: object,
  enCatalogue: object,
  options: { englishSingulars?: boolean; foldPlurals?: boolean } = {},
) {
  const zh = leaves(zhCatalogue);
  const en = new Map(leaves(enCatalogue));
  if (options.foldPlurals)
    expect([...new Set(zh.map(([path]) => withoutPlural(path)))].sort()).toEqual([...new Set([...en.keys()].map(withoutPlural))].sort());
  else
    expect(zh.map(([path]) => path).sort()).toEqual(
      [...en.keys()].filter((path) => !(options.englishSingulars && path.endsWith('_one'))).sort(),
    );
  if (options.englishSingulars)
    expect([...en.keys()].filter((path) => path.endsWith('_one') && !en.has(path.replace(/_one$/, '_other')))).toEqual([]);
  expect([...zh, ...en].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
  expect(zh.filter(([path, text]) => placeholders(text).join() !== placeholders(en.get(path)).join()).map(([path]) => path)).toEqual([]);
}

/**
 * Chinese texts use full-width punctuation and English texts half-width. Placeholders and the `.xlsx` of a file name
 * are not punctuation; a full stop inside Chinese is 。 so a half-width one is flagged too.
 */
export function expectLanguagePunctuation(zhCatalogues: readonly object[], enCatalogues: readonly object[]) {
  const halfWidth = /[,;:?!()]|\.(?!xlsx)/;
  const withoutPlaceholders = (text: unknown) => String(text).replace(/\{\{\s*\w+\s*\}\}/g, '');
  const chinese = zhCatalogues.flatMap((catalogue) => leaves(catalogue));
  expect(chinese.filter(([, text]) => halfWidth.test(withoutPlaceholders(text))).map(([path]) => path)).toEqual([]);
  const english = enCatalogues.flatMap((catalogue) => leaves(catalogue));
  expect(english.filter(([, text]) => /[，；：？！。（）、“”]/.test(String(text))).map(([path]) => path)).toEqual([]);
}
