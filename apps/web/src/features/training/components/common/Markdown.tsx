import { useMemo } from 'react';
import { renderMarkdown } from './markdown';

/** Renders Markdown safely (see markdown.ts); loaded lazily, as only programme and studio pages need the parser. */
export default function Markdown({ text, testId }: { text: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  // The HTML is safe by construction: renderMarkdown escapes raw HTML and filters link addresses.
  return (
    <div
      className="training-markdown"
      data-testid={testId}
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
