import type { SectionWithSubjects } from '@yanxiu/contract/basecode';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../request/request';

export function findSubjectAndSection(): Promise<SectionWithSubjects[]> {
  return request<SectionWithSubjects[]>(CorePaths.findSubjectAndSection);
}

/** Sections with their subjects; reference data, so it is kept for the whole visit. */
export const subjectAndSectionQuery = queryOptions({
  queryKey: ['basecode', 'subjectAndSection'],
  queryFn: findSubjectAndSection,
  staleTime: Infinity,
});

export function useSubjectAndSection() {
  return useQuery(subjectAndSectionQuery);
}
