// What the loading-state tests look for (issue 39): a page whose reads are still on their way must say it is loading,
// never that there is nothing (an empty text, antd's empty picture) and never count zero.

/** Whether `root` shows that something is loading: a spinner, a skeleton, a count's placeholder or a busy region. */
export function loadingShown(root: HTMLElement): boolean {
  return root.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]') !== null;
}

/** A catalogue key that names a "nothing here" text: `empty`, `none`, `noRecords`, `reviewEmpty`, `empty.pending`. */
const EMPTY_KEY = /(^|\.)(empty|none|nothing)(\.|$)|(^|\.)no[A-Z]\w*$|Empty$/;

/** The "nothing here" texts of a catalogue (its keys flattened), with no interpolation, as `key: text`. */
export function emptyTexts(bundle: Record<string, unknown>, prefix = ''): Array<[key: string, text: string]> {
  return Object.entries(bundle).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') return emptyTexts(value as Record<string, unknown>, path);
    if (typeof value !== 'string' || !EMPTY_KEY.test(path) || value.includes('{{') || value.length < 3) return [];
    return [[path, value]];
  });
}

/**
 * The "nothing here" texts `root` shows: antd's empty pictures and any element reading one of the catalogue's empty
 * texts whole (a longer text that merely contains the words is something else), less the `allowed` keys' texts.
 */
export function emptyTextsShown(root: HTMLElement, bundle: Record<string, unknown>, allowed: readonly string[] = []): string[] {
  const candidates = emptyTexts(bundle);
  const textOf = (key: string) => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], bundle);
  const excused = allowed.map(textOf).filter((text): text is string => typeof text === 'string');
  const pictures = [...root.querySelectorAll('.ant-empty')]
    .map((empty) => empty.textContent ?? '')
    .filter((text) => !excused.some((allowedText) => text.includes(allowedText)))
    .map((text) => `antd Empty: ${text}`);
  const shown = new Set([...root.querySelectorAll('*')].map((element) => element.textContent?.trim() ?? ''));
  const texts = candidates.filter(([key, value]) => !allowed.includes(key) && shown.has(value)).map(([key, value]) => `${key}: ${value}`);
  return [...pictures, ...texts];
}

/** Totals written as words: "共 0 条", "0 项", "Total 0", "0 items" (not "已选 0 条", a count of what the person ticked). */
const ZERO_TOTAL =
  /共\s*0\s*[条项个人门份次篇]|(?<!已选)(^|[^\d.])0\s*[条项个人门份次篇](?!\d)|\bTotal:?\s*0\b|(?<!Selected:?)(^|[^\d.])0 (items?|records?|people|teachers?)\b/;

/** The zero counts `root` shows: badges and statistics reading 0, and totals of zero in words. */
export function zeroCountsShown(root: HTMLElement): string[] {
  const badges = [...root.querySelectorAll('.ant-badge-count, .ant-scroll-number')]
    .filter((badge) => badge.getAttribute('title') === '0' || badge.textContent?.trim() === '0')
    .map((badge) => `badge 0 in "${badge.closest('[role="tab"], .ant-badge')?.parentElement?.textContent ?? ''}"`);
  const statistics = [...root.querySelectorAll('.ant-statistic')]
    .filter((statistic) => statistic.querySelector('.ant-statistic-content')?.textContent?.trim() === '0')
    .map((statistic) => `statistic 0: ${statistic.textContent ?? ''}`);
  const words = [...(root.textContent ?? '').matchAll(new RegExp(ZERO_TOTAL, 'g'))].map((match) => `total: ${match[0]}`);
  return [...badges, ...statistics, ...words];
}
