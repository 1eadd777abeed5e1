// The hours' reads, apart from the pages and panels that show them: /studyTime's route declares its prefetch
// (app/route-table.ts), the home page's prefetch takes the panel's.
import type { QueryClient } from '@tanstack/react-query';
import type { RoutePrefetch } from '@/shared/ui/route-prefetch';
import { hoursQuery } from './api/get-hours';
import { myDeclarationsQuery } from './api/get-my-declarations';
import { readHoursParams } from './model/url-filters';

/** Starts the home page panel's read (the caller's own year) before the panel renders. */
export const prefetchHoursSummary = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(hoursQuery({}));
};

/**
 * Starts /studyTime's reads before the page's code has arrived: the hours of the year and teacher its address names,
 * and (the caller's own) the first page of the caller's declarations.
 */
export const prefetchStudyTime: RoutePrefetch = (queryClient, { search, userId }) => {
  const params = readHoursParams(search);
  void queryClient.prefetchQuery(hoursQuery(params));
  if (params.userId === undefined || params.userId === userId) void queryClient.prefetchQuery(myDeclarationsQuery(1));
};
