import type { CSSProperties } from 'react';
import { boundText } from '@/shared/format/bounded-text';

export type BoundedTextProps = {
  text: string;
  /** The most characters shown; longer text ends in "…". */
  max: number;
  /** One line cut with "…" at the width it is given, for cells; otherwise it wraps anywhere. */
  singleLine?: boolean;
  /** At most this many lines, cut by the browser's own line clamp (antd's ellipsis measures in script, row by row). */
  lines?: number;
  style?: CSSProperties;
  'data-testid'?: string;
};

const ONE_LINE: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};
const WRAPPING: CSSProperties = { overflowWrap: 'anywhere' };
const clampedTo = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * Text someone typed, shown bounded (boundText) inside <bdi>: a right-to-left override in it turns its own letters
 * round but never the words, numbers or buttons beside it. A long unbroken string wraps or is cut at the width given
 * rather than widening the table or card around it.
 */
export function BoundedText({ text, max, singleLine = false, lines, style, 'data-testid': testId }: BoundedTextProps) {
  const layout = singleLine ? ONE_LINE : lines ? { ...WRAPPING, ...clampedTo(lines) } : WRAPPING;
  return (
    <bdi style={{ ...layout, ...style }} data-testid={testId}>
      {boundText(text, max).shown}
    </bdi>
  );
}
