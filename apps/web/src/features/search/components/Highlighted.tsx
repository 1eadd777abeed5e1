import type { SearchRange } from '@yanxiu/contract/search';
import { calmMarks } from '@/shared/format/bounded-text';
import { highlightParts } from '../model/highlight';

/** The matched stretches' look: the page's text colour on a pale yellow, readable in every theme the app has. */
const MARK_STYLE = { backgroundColor: '#ffe58f', color: 'inherit', padding: 0 } as const;

/**
 * A result's text with the keyword's matches in <mark>: the text is the server's plain text and React escapes it;
 * only the ranges decide what is marked, so no markup from the server ever reaches the page.
 */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly SearchRange[] }) {
  return (
    <bdi>
      {highlightParts(text, ranges).map((part, index) =>
        part.marked ? (
          <mark key={index} style={MARK_STYLE}>
            {calmMarks(part.text)}
          </mark>
        ) : (
          <span key={index}>{calmMarks(part.text)}</span>
        ),
      )}
    </bdi>
  );
}
