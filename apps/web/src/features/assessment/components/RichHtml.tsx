import { useEffect, useMemo, useRef } from 'react';
import { showStoredPictures, withDeferredPictures } from '@/shared/files/stored-pictures';

export type RichHtmlProps = {
  /** Rich text as the server sanitised it (a question's stem, option, explanation, reference answer). */
  html: string;
  className: string;
  testId?: string | undefined;
  /** A span for text inside a line (an option's label); a div otherwise. */
  inline?: boolean;
};

/**
 * A question's rich text with its pictures: each one read with the session and shown at most as wide as its column
 * (the `rich-html` rule in global.css), with its alt text.
 */
export function RichHtml({ html, className, testId, inline = false }: RichHtmlProps) {
  const ref = useRef<HTMLElement>(null);
  const deferred = useMemo(() => withDeferredPictures(html), [html]);
  useEffect(() => {
    if (ref.current) showStoredPictures(ref.current);
  }, [deferred]);
  const props = { className: `${className} rich-html`, 'data-testid': testId, dangerouslySetInnerHTML: { __html: deferred } };
  return inline ? <span ref={ref} {...props} /> : <div ref={ref as React.RefObject<HTMLDivElement>} {...props} />;
}
