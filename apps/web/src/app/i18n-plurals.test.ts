import { describe, expect, test } from 'vitest';
import { enUS } from '@/shared/i18n/en-US';

// Every English catalogue of the app: the shared one and each feature's (imported lazily by their pages, so found here).
// The profile feature's catalogue is still being written (issue 14) and joins once it has its plural forms.
const featureCatalogues = import.meta.glob<Record<string, unknown>>(['../features/*/i18n/*en-US.ts', '!../features/profile/**'], {
  eager: true,
});

/** Every leaf of a catalogue as [dotted key path, value]. */
function leaves(catalogue: object, prefix = ''): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leaves(value as object, path) : [[path, String(value)]];
  });
}

const english: Array<[string, string]> = [
  ...leaves(enUS, 'app'),
  ...Object.entries(featureCatalogues).flatMap(([file, module]) =>
    Object.values(module).flatMap((catalogue) => (catalogue && typeof catalogue === 'object' ? leaves(catalogue, file) : [])),
  ),
];
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('English counts', () => {
  test('the catalogues were all found', () => {
    expect(Object.keys(featureCatalogues).length).toBeGreaterThanOrEqual(5);
  });

  test('a text showing {{count}} has plural forms (key_one, key_other), so "1 order" is never "1 orders"', () => {
    expect(english.filter(([path, text]) => text.includes('{{count}}') && !PLURAL.test(path)).map(([path]) => path)).toEqual([]);
  });

  test('a number followed by a plural noun is a plural form too ("{{hours}} hours" reads "1 hours" otherwise)', () => {
    // Placeholders that hold numbers (names, titles and labels are words: "{{kind}} records" is no count).
    const numberThenPlural =
      /\{\{\s*(count|total|hours|minutes|seconds|days|years|teachers|members|done|min\w*|max\w*)\s*\}\}\+? (?!in\b|of\b|to\b|h\b)[a-z]+s\b/;
    expect(
      english.filter(([path, text]) => numberThenPlural.test(text) && !PLURAL.test(path)).map(([path, text]) => `${path}: ${text}`),
    ).toEqual([]);
  });

  test('each plural has both the one and the other form', () => {
    const plurals = english.filter(([path]) => PLURAL.test(path)).map(([path]) => path);
    const bases = new Set(plurals.map((path) => path.replace(PLURAL, '')));
    expect([...bases].filter((base) => !plurals.includes(`${base}_one`) || !plurals.includes(`${base}_other`))).toEqual([]);
  });
});
