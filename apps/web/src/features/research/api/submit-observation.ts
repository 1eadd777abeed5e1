import type { ObservationForm, SubmitObservationBody } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateActivity, researchKeys } from './keys';

/** POST researchSubmitObservation: hands the form in (again replaces it); may complete the activity ("form"). */
export function submitObservation(body: SubmitObservationBody): Promise<ObservationForm> {
  return request<ObservationForm>(ApiPaths.researchSubmitObservation, { body });
}

export function useSubmitObservation(stageId: number, activityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitObservation,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: researchKeys.form(stageId) }),
        client.invalidateQueries({ queryKey: researchKeys.results(stageId) }),
        invalidateActivity(client, activityId),
      ]),
  });
}
