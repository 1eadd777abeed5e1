import { CorePaths } from '@yanxiu/contract/paths-core';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

export type ChangePasswordInput = { oldPassword: string; newPassword: string };

export function changePassword(input: ChangePasswordInput): Promise<{ endedSessions: number }> {
  return request(CorePaths.changePassword, { method: 'POST', body: input, skipErrorHandler: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
