import type { CertificateVerification, ManagedCertificate, MyCertificate } from '@yanxiu/contract/certificates';
import { ApiPaths } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal, renderAt, setUpTeacherTests, signInAs } from '@/features/training/training.fixtures';
import { sessionStore } from '@/shared/session/session-store';
import ManageCertificatesPage from './ManageCertificatesPage';
import MyCertificatesPage from './MyCertificatesPage';
import VerifyCertificatePage from './VerifyCertificatePage';

const shown = setUpTeacherTests();

function certificate(change: Partial<MyCertificate> = {}): MyCertificate {
  return {
    id: 1,
    code: 'ABCD2345WXYZ',
    programmeId: 42,
    source: 'programme',
    teacherName: '王芳',
    title: '小学数学大单元教学设计',
    hours: 12,
    award: null,
    issuerName: '演示区教师进修学校',
    issuedOn: '2026-11-20',
    expiresOn: null,
    status: 'valid',
    revokedAt: null,
    revokeReason: null,
    ...change,
  };
}

/** A selection winner's certificate: the project, the honour and its level, no hours. */
const award = certificate({
  id: 4,
  code: 'AWRD2345WXYZ',
  programmeId: null,
  source: 'award',
  title: '2026 年优秀教师评选',
  hours: 0,
  award: { honour: '区级教学能手', level: '2' },
});

const revoked = certificate({
  id: 2,
  code: 'REVK2345WXYZ',
  status: 'revoked',
  revokedAt: '2026-11-21T02:00:00.000Z',
  revokeReason: '学时登记有误',
});

describe('my certificates page', () => {
  test('lists certificates with their status and downloads a PDF with the session and the server’s file name', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.certificatesMine) return [certificate(), revoked];
      if (call.path === '/learning/certificates/1/pdf') {
        return new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="x.pdf"; filename*=UTF-8\'\'%E7%8E%8B%E8%8A%B3-ABCD2345WXYZ.pdf' },
        });
      }
      return undefined;
    });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/my/certificate', <MyCertificatesPage />, '/my/certificate');
    expect(await screen.findAllByTestId('certificate-status-valid')).not.toHaveLength(0);
    expect(screen.getAllByTestId('certificate-status-revoked')).not.toHaveLength(0);
    expect(screen.getAllByTestId('verify-link-1')[0]!.getAttribute('href')).toBe('/verify/ABCD2345WXYZ');
    // Codes stay on one line; days in the one format of the language.
    expect(screen.getAllByTestId('certificate-code').every((code) => code.style.whiteSpace === 'nowrap')).toBe(true);
    expect(screen.getAllByText('2026-11-20').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByTestId('download-1')[0]!);
    await waitFor(() => expect(saved).toEqual(['王芳-ABCD2345WXYZ.pdf']));
    const fetchMock = vi.mocked(fetch);
    const pdfCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/pdf'))!;
    expect((pdfCall[1]?.headers as Record<string, string>).authorization).toBe('Bearer token');
    expect(api.of('/learning/certificates/1/pdf')[0]!.query.get('appId')).toBe('yxdemo');
    click.mockRestore();
  });

  test('offers a revoked or expired certificate only as a secondary download, named as marked void', async () => {
    const expired = certificate({ id: 3, code: 'EXPD2345WXYZ', status: 'expired', expiresOn: '2026-01-01' });
    fakeApi((call) => (call.path === ApiPaths.certificatesMine ? [certificate(), revoked, expired] : undefined));
    renderAt('/my/certificate', <MyCertificatesPage />, '/my/certificate');
    const valid = (await screen.findAllByTestId('download-1'))[0]!;
    expect(valid.className).toContain('ant-btn-primary');
    for (const id of [2, 3]) {
      const button = screen.getAllByTestId(`download-${id}`)[0]!;
      expect(button.className).not.toContain('ant-btn-primary');
      expect(button.textContent).toBe('下载作废标注件');
    }
  });

  test('shows an award as a certificate of award with its honour and level, without hours', async () => {
    fakeApi((call) => (call.path === ApiPaths.certificatesMine ? [award, certificate()] : undefined));
    renderAt('/my/certificate', <MyCertificatesPage />, '/my/certificate');
    await screen.findByTestId('certificate-award');
    const table = screen.getByTestId('certificates-table');
    const [awardRow, trainingRow] = within(table).getAllByRole('row').slice(1);
    expect(awardRow!.textContent).toContain('荣誉证书: 区级教学能手（区县级）');
    expect(within(awardRow!).getAllByRole('cell')[1]!.textContent).toBe('—');
    expect(within(trainingRow!).getAllByRole('cell')[1]!.textContent).toBe('12');
    expect(trainingRow!.textContent).not.toContain('荣誉证书');
  });

  test('says so when there is none', async () => {
    fakeApi((call) => (call.path === ApiPaths.certificatesMine ? [] : undefined));
    renderAt('/my/certificate', <MyCertificatesPage />, '/my/certificate');
    expect(await screen.findByTestId('certificates-empty')).toBeTruthy();
  });
});

describe('public verification page', () => {
  const verification = (change: Partial<CertificateVerification> = {}): CertificateVerification => {
    const { id: _id, programmeId: _programme, ...rest } = certificate();
    return { ...rest, ...change };
  };

  test('works signed out: no Authorization header, the tenant’s appId, a green valid result', async () => {
    sessionStore.setLoginInfo(null);
    const api = fakeApi((call) => (call.path === '/learning/verify/ABCD2345WXYZ' ? verification() : undefined));
    renderAt('/verify/:code', <VerifyCertificatePage />, '/verify/ABCD2345WXYZ');
    expect(await screen.findByTestId('verify-valid')).toBeTruthy();
    expect(within(screen.getByTestId('verify-fields')).getByText('王芳')).toBeTruthy();
    expect(api.of('/learning/verify/ABCD2345WXYZ')[0]!.query.get('appId')).toBe('yxdemo');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect((init?.headers as Record<string, string>).authorization).toBeUndefined();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  test('shows an award certificate as one: the selection, the honour with its level, and no hours', async () => {
    sessionStore.setLoginInfo(null);
    const { id: _id, programmeId: _programme, ...fields } = award;
    fakeApi(() => fields);
    renderAt('/verify/:code', <VerifyCertificatePage />, '/verify/AWRD2345WXYZ');
    expect(await screen.findByTestId('verify-valid')).toBeTruthy();
    const details = screen.getByTestId('verify-fields');
    expect(within(details).getByText('荣誉证书')).toBeTruthy();
    expect(within(details).getByText('评选项目')).toBeTruthy();
    expect(within(details).getByText('2026 年优秀教师评选')).toBeTruthy();
    expect(within(details).getByTestId('certificate-award').textContent).toBe('区级教学能手（区县级）');
    expect(within(details).queryByText('学时')).toBeNull();
    expect(within(details).queryByText('培训名称')).toBeNull();
  });

  test('shows a revoked certificate with its date and reason', async () => {
    fakeApi(() => verification({ status: 'revoked', revokedAt: '2026-11-21T02:00:00.000Z', revokeReason: '学时登记有误' }));
    renderAt('/verify/:code', <VerifyCertificatePage />, '/verify/REVK2345WXYZ');
    expect(await screen.findByTestId('verify-revoked')).toBeTruthy();
    expect(screen.getByText('该证书已于 2026-11-21 被颁发单位撤销，不再有效。')).toBeTruthy();
    expect(screen.getByText('学时登记有误')).toBeTruthy();
  });

  test('an unknown code is a clear "not found", without an error toast', async () => {
    fakeApi(() => refusal(404, 4004, '请求的内容不存在'));
    renderAt('/verify/:code', <VerifyCertificatePage />, '/verify/NOPE');
    expect(await screen.findByTestId('verify-not-found')).toBeTruthy();
    expect(shown).toEqual([]);
  });
});

describe('staff certificate page', () => {
  const managed = (change: Partial<ManagedCertificate> = {}): ManagedCertificate => ({
    ...certificate(),
    userId: 7,
    schoolName: '演示区第一实验小学',
    ...change,
  });

  test('shows an award with its honour and a dash for hours', async () => {
    await signInAs(['district_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.certificatesManage)
        return { records: [{ ...award, userId: 7, schoolName: '演示区第一实验小学' }], total: 1, current: 1, size: 10 };
      if (call.path === ApiPaths.trainingManageProgrammes) return { records: [], total: 0, current: 1, size: 10 };
      return undefined;
    });
    renderAt('/manage/certificates', <ManageCertificatesPage />, '/manage/certificates');
    expect((await screen.findByTestId('certificate-award')).textContent).toBe('区级教学能手（区县级）');
    expect(screen.getByText('—')).toBeTruthy();
  });

  test('refuses teachers', async () => {
    fakeApi(() => undefined);
    renderAt('/manage/certificates', <ManageCertificatesPage />, '/manage/certificates');
    expect(await screen.findByTestId('certificates-forbidden')).toBeTruthy();
  });

  test('lists within reach and revokes with a trimmed reason', async () => {
    await signInAs(['school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.certificatesManage) return { records: [managed()], total: 1, current: 1, size: 10 };
      if (call.path === ApiPaths.trainingManageProgrammes) return { records: [], total: 0, current: 1, size: 10 };
      if (call.path === ApiPaths.certificatesManageRevoke) return { ...certificate(), status: 'revoked' };
      return undefined;
    });
    renderAt('/manage/certificates', <ManageCertificatesPage />, '/manage/certificates');
    expect(await screen.findByText('演示区第一实验小学')).toBeTruthy();
    expect((screen.getByTestId('download-zip') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('revoke-1'));
    fireEvent.change(await screen.findByTestId('revoke-reason'), { target: { value: ' 学时有误 ' } });
    fireEvent.click(screen.getByTestId('revoke-submit'));
    await waitFor(() => expect(api.of(ApiPaths.certificatesManageRevoke)).toHaveLength(1));
    expect(api.of(ApiPaths.certificatesManageRevoke)[0]!.body).toEqual({ id: 1, reason: '学时有误' });
  });

  test('a revoke without a reason sends nothing', async () => {
    await signInAs(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.certificatesManage) return { records: [managed()], total: 1, current: 1, size: 10 };
      if (call.path === ApiPaths.trainingManageProgrammes) return { records: [], total: 0, current: 1, size: 10 };
      return undefined;
    });
    renderAt('/manage/certificates', <ManageCertificatesPage />, '/manage/certificates');
    fireEvent.click(await screen.findByTestId('revoke-1'));
    fireEvent.click(await screen.findByTestId('revoke-submit'));
    expect(await screen.findByText('请填写撤销原因')).toBeTruthy();
    expect(api.of(ApiPaths.certificatesManageRevoke)).toHaveLength(0);
  });

  test('the issue dialog checks a free-title issue before sending anything', async () => {
    await signInAs(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.certificatesManage) return { records: [], total: 0, current: 1, size: 10 };
      if (call.path === ApiPaths.trainingManageProgrammes) return { records: [], total: 0, current: 1, size: 10 };
      return undefined;
    });
    renderAt('/manage/certificates', <ManageCertificatesPage />, '/manage/certificates');
    fireEvent.click(await screen.findByTestId('open-issue'));
    fireEvent.click(await screen.findByTestId('issue-kind-free'));
    fireEvent.click(await screen.findByTestId('issue-submit'));
    expect(await screen.findByText('请填写培训名称')).toBeTruthy();
    expect(screen.getByText('请填写 0.1 至 999.9 之间的学时')).toBeTruthy();
    expect(screen.getByText('请至少选择一位教师')).toBeTruthy();
    expect(api.of(ApiPaths.certificatesManageIssue)).toHaveLength(0);
  });
});
