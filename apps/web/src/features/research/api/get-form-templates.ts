import type { FormTemplate } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchFormTemplates: the district's observation form library (retired ones too when asked, for its staff). */
export function getFormTemplates(retired: boolean, signal?: AbortSignal): Promise<FormTemplate[]> {
  return request<FormTemplate[]>(ApiPaths.researchFormTemplates, { query: { retired: String(retired) }, signal });
}

export function formTemplatesQuery(retired: boolean) {
  return queryOptions({ queryKey: researchKeys.templates(retired), queryFn: ({ signal }) => getFormTemplates(retired, signal) });
}

export function useFormTemplates(retired = false) {
  return useQuery(formTemplatesQuery(retired));
}
