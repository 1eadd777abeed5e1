import type { SearchRange } from '@yanxiu/contract/search';

/** A stretch of a result's text, marked when it matched the keyword. */
export type TextPart = { text: string; marked: boolean };

/**
 * Cuts `text` into plain and marked stretches by the server's ranges (UTF-16 offsets, end exclusive). The ranges are
 * data from the server, so they are taken defensively: clamped to the text, sorted, overlaps merged, empty or reversed
 * ones dropped, and never moved inside a surrogate pair (a mark must not split an emoji or a rare character in two).
 */
export function highlightParts(text: string, ranges: readonly SearchRange[]): TextPart[] {
  const clean = ranges
    .map(({ start, end }) => ({ start: onCharacter(text, clamp(start, text.length)), end: onCharacter(text, clamp(end, text.length)) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const parts: TextPart[] = [];
  let at = 0;
  for (const { start, end } of clean) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    const last = parts.at(-1);
    // Touching or overlapping ranges make one mark.
    if (last?.marked && from === at) last.text += text.slice(from, end);
    else parts.push({ text: text.slice(from, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

function clamp(offset: number, length: number): number {
  return Number.isFinite(offset) ? Math.min(Math.max(Math.trunc(offset), 0), length) : 0;
}

/** The offset moved back onto the start of its character when it falls between the two halves of a surrogate pair. */
function onCharacter(text: string, offset: number): number {
  const code = text.charCodeAt(offset);
  return offset > 0 && code >= 0xdc00 && code <= 0xdfff ? offset - 1 : offset;
}
