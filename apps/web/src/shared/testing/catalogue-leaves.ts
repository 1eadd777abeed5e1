// What the catalogue tests of every feature compare: the two languages' texts as flat key paths, their {{placeholders}}
// and their keys without the plural suffixes English adds.

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
