import type { CredentialVerification } from '@yanxiu/contract/certificate-credentials';
import { ApiPaths } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal, renderAt, setUpTeacherTests, signInAs } from '@/features/training/training.fixtures';
import { i18n } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import ManageCertificatesPage from './ManageCertificatesPage';
import VerifyCredentialPage from './VerifyCredentialPage';

setUpTeacherTests();

const JWT = 'eyJhbGciOiJFZERTQSJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl';

const verdict = (outcome: CredentialVerification['outcome'], withCertificate = true): CredentialVerification => ({
  outcome,
  certificate: withCertificate
    ? {
        code: 'ABCD2345WXYZ',
        status: outcome === 'revoked' ? 'revoked' : 'valid',
        source: 'programme',
        teacherName: '王芳',
        title: '小学数学大单元教学设计',
        hours: 12,
        award: null,
        issuerName: '演示区教师进修学校',
        issuedOn: '2026-11-20',
        expiresOn: null,
        revokedAt: outcome === 'revoked' ? '2026-11-21T02:00:00.000Z' : null,
        revokeReason: outcome === 'revoked' ? '学时登记有误' : null,
      }
    : null,
});

/** Chooses a file in the page's (hidden) file input, as the file dialog would. */
function chooseFile(content: string, name = '王芳-ABCD2345WXYZ.jwt') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([`${content}\n`], name, { type: 'application/vc+jwt' })] } });
}

describe('public verification of a credential file', () => {
  test('a chosen file is read and checked signed out: the verdict and the certificate as our records show it', async () => {
    sessionStore.setLoginInfo(null);
    const api = fakeApi((call) => (call.path === ApiPaths.credentialVerify ? verdict('valid') : undefined));
    renderAt('/verify', <VerifyCredentialPage />, '/verify');
    chooseFile(JWT);
    expect(await screen.findByTestId('credential-valid')).toBeTruthy();
    expect(within(screen.getByTestId('verify-fields')).getByText('王芳')).toBeTruthy();
    const [call] = api.of(ApiPaths.credentialVerify);
    expect(call!.method).toBe('POST');
    expect(call!.body).toEqual({ credential: JWT });
    expect(call!.query.get('appId')).toBe('yxdemo');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect((init?.headers as Record<string, string>).authorization).toBeUndefined();
  });

  test('a pasted credential that was changed is shown as a broken signature, in English too', async () => {
    fakeApi(() => verdict('signatureInvalid', false));
    renderAt('/verify', <VerifyCredentialPage />, '/verify');
    const submit = screen.getByTestId('credential-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('credential-text'), { target: { value: `  ${JWT}  ` } });
    fireEvent.click(submit);
    expect(await screen.findByTestId('credential-signatureInvalid')).toBeTruthy();
    expect(screen.getByText('签名无效')).toBeTruthy();
    expect(screen.queryByTestId('verify-fields')).toBeNull();
    await i18n.changeLanguage('en-US');
    try {
      expect(await screen.findByText('Signature invalid')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  test('revoked, expired and another issuer’s credentials each say so', async () => {
    const answers: CredentialVerification[] = [verdict('revoked'), verdict('expired'), verdict('otherIssuer', false)];
    fakeApi(() => answers.shift());
    renderAt('/verify', <VerifyCredentialPage />, '/verify');
    chooseFile(JWT);
    expect(await screen.findByTestId('credential-revoked')).toBeTruthy();
    expect(screen.getByText('签名有效，但该证书已于 2026-11-21 被颁发单位撤销，不再有效。')).toBeTruthy();
    chooseFile(JWT);
    expect(await screen.findByTestId('credential-expired')).toBeTruthy();
    chooseFile(JWT);
    expect(await screen.findByTestId('credential-otherIssuer')).toBeTruthy();
  });

  test('a file that is no credential is refused clearly, and a failure offers a retry', async () => {
    const answers: unknown[] = [refusal(400, 4000, '参数错误'), refusal(503, 5030, '服务暂不可用'), verdict('valid')];
    const api = fakeApi(() => answers.shift());
    renderAt('/verify', <VerifyCredentialPage />, '/verify');
    chooseFile('not a credential', 'notes.txt');
    expect(await screen.findByTestId('credential-refused')).toBeTruthy();
    chooseFile(JWT);
    const failed = await screen.findByTestId('credential-failed');
    fireEvent.click(within(failed).getByRole('button'));
    expect(await screen.findByTestId('credential-valid')).toBeTruthy();
    await waitFor(() => expect(api.of(ApiPaths.credentialVerify)).toHaveLength(3));
  });

  test('a code goes to its verification page', async () => {
    fakeApi(() => undefined);
    const { router } = renderAt('/verify', <VerifyCredentialPage />, '/verify');
    fireEvent.change(screen.getByTestId('verify-code'), { target: { value: ' abcd2345wxyz ' } });
    fireEvent.click(screen.getByTestId('verify-code-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify/ABCD2345WXYZ'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});

describe('credential signing keys on the staff page', () => {
  const page = { records: [], total: 0, current: 1, size: 10 };
  const key = (kid: string, retiredAt: string | null) => ({ kid, algorithm: 'EdDSA', createdAt: '2026-11-20T02:00:00.000Z', retiredAt });

  test('district staff see the keys and rotate after confirming; the old key is shown retired', async () => {
    await signInAs(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.credentialKeysManage) return [key('firstKeyAAAAAAAA', null)];
      if (call.path === ApiPaths.credentialKeysRotate)
        return [key('secondKeyBBBBBBB', null), key('firstKeyAAAAAAAA', '2026-11-22T02:00:00.000Z')];
      if (call.path === ApiPaths.certificatesManage || call.path === ApiPaths.trainingManageProgrammes) return page;
      return undefined;
    });
    renderAt('/manage/certificates', <ManageCertificatesPage />, '/manage/certificates');
    fireEvent.click(await screen.findByTestId('open-credential-keys'));
    const list = await screen.findByTestId('credential-keys');
    expect(within(list).getByText('firstKeyAAAAAAAA')).toBeTruthy();
    expect(within(list).getByText('使用中')).toBeTruthy();
    fireEvent.click(screen.getByTestId('credential-keys-rotate'));
    expect(api.of(ApiPaths.credentialKeysRotate)).toHaveLength(0);
    // The popover's own confirm button is the second of that name.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '更换密钥' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '更换密钥' })[1]!);
    await waitFor(() => expect(api.of(ApiPaths.credentialKeysRotate)).toHaveLength(1));
    expect(await screen.findByText('secondKeyBBBBBBB')).toBeTruthy();
    expect(screen.getByText('已于 2026-11-22 10:00 停用')).toBeTruthy();
  });

  test('school staff are not offered the keys', async () => {
    await signInAs(['school_admin']);
    fakeApi((call) => (call.path === ApiPaths.certificatesManage || call.path === ApiPaths.trainingManageProgrammes ? page : undefined));
    renderAt('/manage/certificates', <ManageCertificatesPage />, '/manage/certificates');
    expect(await screen.findByTestId('open-issue')).toBeTruthy();
    expect(screen.queryByTestId('open-credential-keys')).toBeNull();
  });
});
