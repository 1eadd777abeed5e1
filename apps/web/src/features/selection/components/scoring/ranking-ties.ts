/** A ranked row as the server answers it: competition ranking, equal scores share a rank (1, 2, 2, 4). */
export type Ranked = { rank: number | null };

/** A row with how many rows share its rank (1 when alone), so the table can say 并列 / tied. */
export type WithTie<T> = T & { tiedWith: number };

/**
 * Marks ties within one group's ranking. The rank comes from the server (it aggregates the scores); the page only
 * counts the rows sharing each rank, so two rows of equal score both read "tied 2nd" and the next one "4th".
 */
export function markTies<T extends Ranked>(rows: readonly T[]): Array<WithTie<T>> {
  const counts = new Map<number, number>();
  for (const row of rows) if (row.rank !== null) counts.set(row.rank, (counts.get(row.rank) ?? 0) + 1);
  return rows.map((row) => ({ ...row, tiedWith: row.rank === null ? 1 : (counts.get(row.rank) ?? 1) }));
}
