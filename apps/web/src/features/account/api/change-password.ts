import type { ChangePasswordBody, ChangePasswordResult } from '@yanxiu/contract/auth';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

export function changePassword(input: ChangePasswordBody): Promise<ChangePasswordResult> {
  return request(CorePaths.changePassword, { method: 'POST', body: input, skipErrorHandler: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
