const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as people read it ("1.5 MB"), in binary steps, with the locale's digits and decimal mark. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}

/** A used share of a limit, 0-100 (100 when the limit is 0 and something is used). */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}
