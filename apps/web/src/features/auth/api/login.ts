import type { LoginInfo } from '@yanxiu/contract/auth';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { request } from '@/shared/request/request';

export type LoginInput = {
  username: string;
  password: string;
  /** The solved challenge (the ALTCHA payload), when the server asked for one with 1008. */
  challengeSolution?: string;
};

/** Signs in; the form explains a refusal itself (wrong password, too fast, challenge), so nothing is shown here. */
export function login(input: LoginInput): Promise<LoginInfo> {
  return request<LoginInfo>(CorePaths.login, { method: 'POST', body: input, skipErrorHandler: true });
}
