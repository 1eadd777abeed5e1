import type { CataloguePage } from '@yanxiu/contract/training';
import type { CatalogueSortValue, TrainingKindValue } from '@yanxiu/contract/training-enums';
import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** The server's page size for lists (the guide: 10). */
export const TRAINING_PAGE_SIZE = 10;

/** One page of any training list. */
export type TrainingPage<T> = { records: T[]; total: number; current: number; size: number };

/** What a catalogue page asks for (the contract's CatalogueQuery without appId, which the request layer adds). */
export type CatalogueParams = {
  kind: TrainingKindValue;
  current: number;
  keyword?: string;
  sectionCode?: string;
  subjectCode?: string;
  level?: string;
  status?: 'published' | 'closed';
  price?: 'free' | 'paid';
  studioId?: string;
  sort: CatalogueSortValue;
};

/** GET trainingCatalogue: published programmes of one kind open to the caller, paged. */
export function getCatalogue(params: CatalogueParams, signal?: AbortSignal): Promise<CataloguePage> {
  return request<CataloguePage>(FirstReadPaths.trainingCatalogue, { query: { ...params, size: TRAINING_PAGE_SIZE }, signal });
}

export function catalogueQuery(params: CatalogueParams) {
  return queryOptions({ queryKey: ['training', 'catalogue', params], queryFn: ({ signal }) => getCatalogue(params, signal) });
}

/** A catalogue page; the previous page stays on screen while the next one loads. */
export function useCatalogue(params: CatalogueParams) {
  return useQuery({ ...catalogueQuery(params), placeholderData: keepPreviousData });
}
