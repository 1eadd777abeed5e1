// The hours' reads, apart from the pages and panels that show them, for start-up (app/first-reads.ts).
import type { QueryClient } from '@tanstack/react-query';
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
export const prefetchStudyTime = (queryClient: QueryClient, search: URLSearchParams, ownId: string): void => {
  const params = readHoursParams(search);
  void queryClient.prefetchQuery(hoursQuery(params));
  if (params.userId === undefined || params.userId === ownId) void queryClient.prefetchQuery(myDeclarationsQuery(1));
};
