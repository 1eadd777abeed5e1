import type { MyEnrolment } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateMyTraining } from './invalidate-mine';

/** POST trainingCancelEnrolment: withdraws the caller's enrolment before the programme starts; frees the seat. */
export function cancelEnrolment(body: { enrolmentId: number }): Promise<MyEnrolment> {
  return request<MyEnrolment>(ApiPaths.trainingCancelEnrolment, { body });
}

export function useCancelEnrolment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelEnrolment, onSettled: () => void invalidateMyTraining(client) });
}
