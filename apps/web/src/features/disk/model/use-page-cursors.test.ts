import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { usePageCursors } from './use-page-cursors';

describe('keyset paging', () => {
  test('the next page carries the cursor the page before answered; an unseen page goes by number; a reset forgets', () => {
    const { result } = renderHook(() => usePageCursors());
    act(() => result.current.remember({ current: 1, nextCursor: 'after-1', totalIsLowerBound: true }));
    act(() => result.current.go(2));
    expect(result.current.filter).toEqual({ current: 2, cursor: 'after-1' });
    act(() => result.current.go(7));
    expect(result.current.filter).toEqual({ current: 7 });
    act(() => result.current.reset());
    act(() => result.current.go(2));
    expect(result.current.filter).toEqual({ current: 2 });
  });

  test('a count the server stopped says so', () => {
    const { result } = renderHook(() => usePageCursors());
    const t = ((key: string, values: { total: number }) => `${key}:${values.total}`) as never;
    expect(result.current.totalText(t, 110, { current: 1, nextCursor: 'x', totalIsLowerBound: true })).toBe('disk.common.totalAtLeast:110');
    expect(result.current.totalText(t, 12, { current: 1, nextCursor: null, totalIsLowerBound: false })).toBe('disk.common.total:12');
  });
});
