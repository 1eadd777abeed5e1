import type { LoginChallenge } from '@yanxiu/contract/auth';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { request } from '@/shared/request/request';

/** A fresh proof-of-work challenge, asked for when sign-in answers 1008; quiet, as the form explains a failure. */
export function fetchLoginChallenge(): Promise<LoginChallenge> {
  return request<LoginChallenge>(CorePaths.loginChallenge, { skipErrorHandler: true });
}
