import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { NOTICES_KEY } from './keys';

/** noticeAcknowledge: acknowledges a notice that asks for it (counted once however often it is sent). */
export function acknowledgeNotice(id: number): Promise<{ id: number; acknowledgedAt: string }> {
  return request(ApiPaths.noticeAcknowledge, { method: 'POST', body: { id } });
}

export function useAcknowledgeNotice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: acknowledgeNotice, onSuccess: () => client.invalidateQueries({ queryKey: NOTICES_KEY }) });
}
