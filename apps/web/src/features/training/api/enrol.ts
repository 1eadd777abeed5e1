import type { EnrolBody, MyEnrolment } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateMyTraining } from './invalidate-mine';

/** POST trainingEnrol: joins a programme (enrolled at once, or pending when the school must approve). */
export function enrol(body: EnrolBody): Promise<MyEnrolment> {
  return request<MyEnrolment>(ApiPaths.trainingEnrol, { body });
}

export function useEnrol() {
  const client = useQueryClient();
  return useMutation({ mutationFn: enrol, onSettled: () => void invalidateMyTraining(client) });
}
