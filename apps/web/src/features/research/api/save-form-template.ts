import type { FormTemplate, RetireFormTemplateBody, SaveFormTemplateBody } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** POST researchSaveFormTemplate: a new template of the library, or a change to one (district staff). */
export function saveFormTemplate(body: SaveFormTemplateBody): Promise<FormTemplate> {
  return request<FormTemplate>(ApiPaths.researchSaveFormTemplate, { body });
}

/** POST researchRetireFormTemplate: takes a template out of the offer, or brings it back. */
export function retireFormTemplate(body: RetireFormTemplateBody): Promise<unknown> {
  return request<unknown>(ApiPaths.researchRetireFormTemplate, { body });
}

export function useSaveFormTemplate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveFormTemplate, onSuccess: () => client.invalidateQueries({ queryKey: ['research', 'templates'] }) });
}

export function useRetireFormTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retireFormTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: ['research', 'templates'] }),
  });
}
