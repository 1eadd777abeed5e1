import { sql, type SQL } from 'drizzle-orm';

// Keyword search over a column of yx_grams (the unigrams and bigrams of a lower-cased text, migration 0015), served by
// its GIN index. The keyword is looked up by its bigrams alone (yx_query_grams, migration 0023; its one unigram when it
// is a single character): every unigram of a longer keyword lies inside one of its bigrams, so the candidates are the
// same, and the planner, which multiplies the frequencies of the grams as if independent, no longer takes a common
// two-character keyword (数学, 作业: one row in four) for a rare one and sort every match instead of reading the list's
// index in order. For one or two characters the gram is the keyword itself, so containing it is containing the
// keyword and no LIKE is needed; longer keywords are confirmed by LIKE.

/** Whether grams alone decide that a text contains the keyword (one or two characters, unchanged in length by lower()). */
export function gramsDecide(keyword: string): boolean {
  const length = [...keyword].length;
  return length <= 2 && [...keyword.toLowerCase()].length === length;
}

/**
 * `grams` (a yx_grams column or expression of the lower-cased text) contain the keyword's grams; with `confirm` (the
 * LIKE on the same text) added only when the grams alone do not decide.
 */
export function gramsContain(grams: SQL, keyword: string, confirm: () => SQL): SQL {
  const candidates = sql`${grams} @> yx_query_grams(lower(${keyword}))`;
  return gramsDecide(keyword) ? candidates : sql`(${candidates} and ${confirm()})`;
}
