import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';

/** What a keyset-paged answer says about paging. */
export type CursorPage = { current: number; nextCursor: string | null; totalIsLowerBound: boolean };

/**
 * Keyset paging for a list the page walks through: remembers each page's `nextCursor`, so going to the next page
 * (or back to one seen) sends the cursor and the server reads an index range instead of skipping rows; a jump to
 * a page never seen sends the page number alone. `reset` starts again when filters change.
 */
export function usePageCursors() {
  const cursors = useRef(new Map<number, string>());
  const [filter, setFilter] = useState<{ current: number; cursor?: string }>({ current: 1 });
  const remember = (page: CursorPage | undefined) => {
    if (page?.nextCursor) cursors.current.set(page.current + 1, page.nextCursor);
  };
  const go = useCallback((current: number) => {
    const cursor = cursors.current.get(current);
    setFilter(cursor ? { current, cursor } : { current });
  }, []);
  const reset = useCallback(() => {
    cursors.current.clear();
    setFilter({ current: 1 });
  }, []);
  const totalText = (t: TFunction, total: number, page: CursorPage | undefined) =>
    page?.totalIsLowerBound ? t('disk.common.totalAtLeast', { total }) : t('disk.common.total', { total });
  return { filter, remember, go, reset, totalText };
}
