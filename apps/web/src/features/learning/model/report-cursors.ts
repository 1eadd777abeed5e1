import { useMemo, useRef } from 'react';
import type { ReportParams } from './url-filters';

// Keyset paging of the hours report: each page's answer names where the next one starts (`nextCursor`), remembered
// here per filters and page, so moving to the next page, or back to one already seen, sends the cursor and the server
// reads on from there instead of skipping every teacher before it. A page not reached that way (a jump by number, a
// reload, a shared link) goes by number alone. Kept per mounted page: the address keeps only the page number.

const placeOf = (params: ReportParams, current: number) =>
  JSON.stringify([params.year ?? null, params.schoolId ?? null, params.onlyUnmet, params.keyword ?? null, current]);

export type ReportCursors = {
  /** The cursor that reads the page `params` name, when the page before it was read. */
  cursorFor(params: ReportParams): string | undefined;
  /** Keeps the cursor a page's answer gave for the page after it. */
  remember(params: ReportParams, page: { nextCursor: string | null }): void;
};

export function useReportCursors(): ReportCursors {
  const cursors = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      cursorFor: (params) => cursors.current.get(placeOf(params, params.current)),
      remember: (params, page) => {
        if (page.nextCursor) cursors.current.set(placeOf(params, params.current + 1), page.nextCursor);
      },
    }),
    [],
  );
}
