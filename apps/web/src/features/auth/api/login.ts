import type { LoginBody, LoginInfo } from '@yanxiu/contract/auth';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { request } from '@/shared/request/request';

/** Signs in; the form explains a refusal itself (wrong password, too fast, challenge), so nothing is shown here. */
export function login(input: LoginBody): Promise<LoginInfo> {
  return request<LoginInfo>(CorePaths.login, { method: 'POST', body: input, skipErrorHandler: true });
}
