import type { LoginInfo } from '@yanxiu/contract/auth';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { sessionStore } from '@/shared/session/session-store';

export type LoginInput = { username: string; password: string };

/** Signs in; the page shows the failure itself (locked account, wrong password), so nothing is shown here. */
export function login(input: LoginInput): Promise<LoginInfo> {
  return request<LoginInfo>(CorePaths.login, { method: 'POST', body: input, skipErrorHandler: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (info) => sessionStore.setLoginInfo(info),
  });
}
