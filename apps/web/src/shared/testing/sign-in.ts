import type { AppInfo } from '@yanxiu/contract/app-info';
import type { RoleCode } from '@yanxiu/contract/roles';
import { changeLocale } from '@/shared/i18n/i18n';
import { resetShownMessages } from '@/shared/request/message-dedupe';
import { setNotifier } from '@/shared/request/notifier';
import { sessionStore } from '@/shared/session/session-store';

/** A message the notifier showed. */
export type Shown = { kind: string; text: string };

/** The demo tenant the tests sign in to. */
export const DEMO_APP_INFO: AppInfo = {
  appId: 'yxdemo',
  name: '演示区',
  nameEn: 'Demo District',
  districtCode: '000000',
  loginLogo: null,
  defaultLocale: 'zh-CN',
  isDistrict: true,
  demoAccounts: true,
  signInPolicy: { passwordMinLength: 8, passwordNeedsLettersAndDigits: true, idleLogoutMinutes: 15 },
};

/**
 * User 7 of the demo tenant signed in holding `roles`, Chinese interface, nothing in storage but the login; the
 * messages shown are recorded into `shown` (emptied first), which is returned.
 */
export async function signInWith(roles: RoleCode[], shown: Shown[] = []): Promise<Shown[]> {
  shown.length = 0;
  localStorage.clear();
  resetShownMessages();
  await changeLocale('zh-CN');
  sessionStore.setAppInfo(DEMO_APP_INFO, 'ready');
  sessionStore.setLoginInfo({
    userId: '7',
    tokenId: '6f1c7c1e-2f4e-4c55-9d6a-0c8c1a1e2b3d',
    appId: 'yxdemo',
    access_token: 'token',
    token_type: 'Bearer',
    expiresAt: '2030-01-01T00:00:00.000Z',
    roles,
    needConfirm: false,
  });
  setNotifier({
    success: (text) => shown.push({ kind: 'success', text }),
    warning: (text) => shown.push({ kind: 'warning', text }),
    error: (text) => shown.push({ kind: 'error', text }),
  });
  return shown;
}
