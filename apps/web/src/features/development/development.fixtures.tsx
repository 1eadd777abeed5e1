import type { RoleCode } from '@yanxiu/contract/roles';
import { signInWith, type Shown } from '@/shared/testing/sign-in';

// What the development page tests share: a signed-in user of a demo tenant, a fake API answering at the fetch
// boundary (so the real request layer runs), and a memory router whose location the tests can read.

export { fakeApi, type Call } from '@/shared/testing/fake-api';
export { renderAt } from '@/shared/testing/render-at';

/** A signed-in user holding `roles`, Chinese interface; the messages shown are recorded. */
export function signInAs(roles: RoleCode[]): Promise<Shown[]> {
  return signInWith(roles);
}
