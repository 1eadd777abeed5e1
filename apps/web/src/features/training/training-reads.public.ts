// Training's first reads, apart from the pages and panels that show them: the catalogues' routes declare their
// prefetch (app/route-table.ts), the home page's prefetch takes the panel's.
import type { QueryClient } from '@tanstack/react-query';
import { subjectAndSectionQuery } from '@/shared/basecode/find-subject-and-section';
import type { RoutePrefetch } from '@/shared/ui/route-prefetch';
import { catalogueQuery } from './api/get-catalogue';
import { trainingHomeQuery } from './api/get-training-home';
import { readCatalogueFilters } from './model/catalogue-filters';
import { kindOfPath } from './model/programme-path';

/** Starts the home page panel's read before the panel renders. */
export const prefetchTrainingHome = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(trainingHomeQuery);
};

/**
 * Starts the reads of the catalogue at `pathname` (`/training/<kind>`, its filters in the address), if it is one: the
 * page of programmes and the sections and subjects its filters offer.
 */
export const prefetchCatalogue: RoutePrefetch = (queryClient, { pathname, search }) => {
  const kind = kindOfPath(pathname);
  if (!kind) return;
  void queryClient.prefetchQuery(catalogueQuery({ kind, ...readCatalogueFilters(search) }));
  void queryClient.prefetchQuery(subjectAndSectionQuery);
};
