import type { SearchRange } from '@yanxiu/contract/search';

// Where the keyword lies in a title or snippet, as offsets (the web marks them; no HTML travels), and the snippet
// itself: a stretch of the plain text around the first match.

/** How long a snippet is at most, and how much of it comes before the first match. */
export const SNIPPET_LENGTH = 80;
const SNIPPET_LEAD = 20;

/** What search texts join their parts with (chr(31) in SQL), so no keyword spans two parts. */
const UNIT_SEPARATOR = String.fromCharCode(31);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every non-overlapping occurrence of the keyword in the text, ignoring case, in UTF-16 offsets. */
export function highlightRanges(text: string, keyword: string): SearchRange[] {
  if (keyword === '') return [];
  const pattern = new RegExp(escapeRegExp(keyword), 'giu');
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** A cut that does not split a surrogate pair (a character outside the BMP, such as some rare Chinese ones). */
function safeCut(text: string, at: number): number {
  if (at <= 0 || at >= text.length) return Math.max(0, Math.min(at, text.length));
  const code = text.charCodeAt(at);
  return code >= 0xdc00 && code <= 0xdfff ? at - 1 : at;
}

/**
 * The snippet of a body: whitespace (and the unit separators of search texts) folded to single spaces, then the
 * stretch around the first match (or the start when the body does not contain the keyword), with an ellipsis where
 * it was cut, and the keyword's ranges in it.
 */
export function snippetOf(body: string, keyword: string): { snippet: string; highlights: SearchRange[] } {
  const text = body.split(UNIT_SEPARATOR).join(' ').replace(/\s+/g, ' ').trim();
  const first = highlightRanges(text, keyword)[0];
  const from = first === undefined || first.end <= SNIPPET_LENGTH ? 0 : safeCut(text, first.start - SNIPPET_LEAD);
  const to = safeCut(text, from + SNIPPET_LENGTH);
  const snippet = `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  return { snippet, highlights: highlightRanges(snippet, keyword) };
}
