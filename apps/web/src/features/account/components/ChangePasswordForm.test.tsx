import { ErrorCodes } from '@yanxiu/contract/errors';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { PASSWORD_PROBLEMS } from '@yanxiu/contract/password-rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { ChangePasswordForm } from './ChangePasswordForm';

const shown: Shown[] = [];

beforeEach(async () => {
  await signInWith(['teacher'], shown);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form item (label, input, hint and errors) of the field labelled `label`. */
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

/** The error a field shows, as its input describes it to assistive technology (aria-describedby), or ''. */
function errorOf(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const help = ids.map((id) => document.getElementById(id)).find((element) => element?.querySelector('.ant-form-item-explain-error'));
  return help?.textContent ?? '';
}

/** Fills the three passwords (the new one twice) and submits. */
function fill(
  oldPassword: string,
  newPassword: string,
  labels = { old: '当前密码', next: '新密码', repeat: '确认新密码', submit: '修改密码' },
) {
  fireEvent.change(screen.getByLabelText(labels.old), { target: { value: oldPassword } });
  fireEvent.change(screen.getByLabelText(labels.next), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText(labels.repeat), { target: { value: newPassword } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('the new password', () => {
  test('a password the server finds weak shows its reason on the new-password field', async () => {
    const reason = PASSWORD_PROBLEMS.common['zh-CN'];
    const api = fakeApi((call) =>
      call.path === CorePaths.changePassword
        ? new Response(
            JSON.stringify({ code: 1007, status: 1007, msg: reason, data: { issues: [{ path: 'body.newPassword', message: reason }] } }),
            { status: 422 },
          )
        : undefined,
    );
    renderAt('/account', <ChangePasswordForm />, '/account');
    fill('Yanxiu@2026', 'Password123');
    await waitFor(() => expect(errorOf('新密码')).toBe(reason));
    expect(api.of(CorePaths.changePassword)[0]!.body).toEqual({ oldPassword: 'Yanxiu@2026', newPassword: 'Password123' });
    // Said once, in place: no banner above the form and no toast.
    expect(screen.queryByText(reason, { selector: '.ant-alert *' })).toBeNull();
    expect(shown).toEqual([]);

    // Typing another password clears the server's reason.
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'lantern-orbit-42' } });
    await waitFor(() => expect(errorOf('新密码')).toBe(''));
    expect(ErrorCodes.WEAK_PASSWORD.code).toBe(1007);
  });

  test('without an issue the refusal’s own message is used', async () => {
    fakeApi(() => refusal(422, 1007, '新密码不能包含您的用户名、姓名、手机号或本平台名称'));
    renderAt('/account', <ChangePasswordForm />, '/account');
    fill('Yanxiu@2026', 'teacher2026x');
    await waitFor(() => expect(errorOf('新密码')).toBe('新密码不能包含您的用户名、姓名、手机号或本平台名称'));
  });

  test.each([
    ['short1', 'tooShort'],
    ['abcdefghij', 'needsLettersAndDigits'],
    ['Yanxiu@2026', 'sameAsCurrent'],
  ] as const)('%s is refused at once (%s), without calling the server', async (password, problem) => {
    const api = fakeApi(() => undefined);
    renderAt('/account', <ChangePasswordForm />, '/account');
    fill('Yanxiu@2026', password);
    await waitFor(() => expect(errorOf('新密码')).toBe(PASSWORD_PROBLEMS[problem]['zh-CN']));
    expect(api.calls).toEqual([]);
  });

  test('in English, the local check and the hint are in English', async () => {
    await changeLocale('en-US');
    const api = fakeApi(() => undefined);
    renderAt('/account', <ChangePasswordForm />, '/account');
    expect(fieldOf('New password').textContent).toContain('not a common password and not your own names');
    fill('Yanxiu@2026', 'abcdefghij', {
      old: 'Current password',
      next: 'New password',
      repeat: 'Repeat the new password',
      submit: 'Change password',
    });
    await waitFor(() => expect(errorOf('New password')).toBe(PASSWORD_PROBLEMS.needsLettersAndDigits['en-US']));
    expect(api.calls).toEqual([]);
  });

  test('the hint names what only the server checks', () => {
    fakeApi(() => undefined);
    renderAt('/account', <ChangePasswordForm />, '/account');
    expect(fieldOf('新密码').textContent).toContain('不能是常见密码，也不能包含您的用户名、姓名或手机号');
  });

  test('a wrong current password is shown above the form', async () => {
    fakeApi(() => refusal(422, 1006, '原密码不正确'));
    renderAt('/account', <ChangePasswordForm />, '/account');
    fill('not-it-1', 'lantern-orbit-42');
    expect((await screen.findByRole('alert')).textContent).toContain('原密码不正确');
    expect(errorOf('新密码')).toBe('');
  });

  test('a change that succeeds says how many other sign-ins ended and empties the form', async () => {
    const api = fakeApi((call) => (call.path === CorePaths.changePassword ? { endedSessions: 2 } : undefined));
    renderAt('/account', <ChangePasswordForm />, '/account');
    fill('Yanxiu@2026', 'lantern-orbit-42');
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '密码已修改，其他设备上的登录已退出（2 个）' }));
    expect(api.of(CorePaths.changePassword)).toHaveLength(1);
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('');
  });
});
