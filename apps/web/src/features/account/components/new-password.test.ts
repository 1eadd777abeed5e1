import { afterEach, describe, expect, test } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { DEMO_APP_INFO } from '@/shared/testing/sign-in';
import { localPasswordProblem } from './new-password';

afterEach(() => {
  sessionStore.setAppInfo(DEMO_APP_INFO, 'ready');
});

describe("a new password against the tenant's sign-in policy (app info)", () => {
  test("names the tenant's minimum length and follows its letters-and-digits rule", async () => {
    await changeLocale('en-US');
    sessionStore.setAppInfo(
      { ...DEMO_APP_INFO, signInPolicy: { passwordMinLength: 12, passwordNeedsLettersAndDigits: false, idleLogoutMinutes: 15 } },
      'ready',
    );
    expect(localPasswordProblem('abc12345xyz', undefined)).toBe('The new password needs at least 12 characters');
    expect(localPasswordProblem('only letters here', undefined)).toBeNull();
    sessionStore.setAppInfo(DEMO_APP_INFO, 'ready');
    expect(localPasswordProblem('abc12345xyz', undefined)).toBeNull();
    expect(localPasswordProblem('only letters here', undefined)).toBe('The new password needs both letters and digits');
    await changeLocale('zh-CN');
  });
});
