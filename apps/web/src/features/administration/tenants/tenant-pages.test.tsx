import type { AuditEntryView, TenantSettings } from '@yanxiu/contract/administration-tenants';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import AuditTrailPage from '../audit/pages/AuditTrailPage';
import ManageBrandingPage from './pages/ManageBrandingPage';
import ManageTenantsPage from './pages/ManageTenantsPage';

const shown: Shown[] = [];
beforeEach(async () => {
  await signInWith(['platform_admin'], shown);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dongcheng: TenantSettings = {
  tenantId: '2',
  appId: 'yx110101',
  name: '东城区',
  nameEn: 'Dongcheng',
  districtCode: '110101',
  hostnames: ['dongcheng.localhost', 'dc.example.org'],
  defaultLocale: 'zh-CN',
  loginLogo: null,
  version: 3,
  signInPolicy: {
    passwordMinLength: 8,
    passwordNeedsLettersAndDigits: true,
    lockoutAfterFailures: 0,
    lockoutMinutes: 15,
    idleLogoutMinutes: 15,
  },
  learning: { completionShare: 0.95, presenceEveryMinutes: 10, presenceAnswerSeconds: 60 },
};

describe('/manage/tenants', () => {
  test('lists the districts and saves one at the version read, with its policy', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.administrationTenants) return [dongcheng];
      if (call.path === ApiPaths.administrationTenant) return dongcheng;
      if (call.path === ApiPaths.administrationTenantSave) return { ...dongcheng, version: 4 };
      return undefined;
    });
    renderAt('/manage/tenants', <ManageTenantsPage />, '/manage/tenants');
    const table = await screen.findByTestId('tenants-table');
    await waitFor(() => expect(table.textContent).toMatch(/dongcheng\.localhost.+dc\.example\.org/));
    expect(table.textContent).toContain('操作');
    fireEvent.click(within(table).getAllByTestId('tenant-edit-yx110101')[0]!);
    const form = await screen.findByTestId('tenant-form');
    // The lockout setting says what it locks: the failing address, never the owner (issue 35).
    expect(within(form).getByLabelText('同一网络地址连续登录某账号失败多少次后锁定该地址（0 为不锁定）')).toBeTruthy();
    expect(form.textContent).toContain('账号本人仍可从自己的地址登录');
    fireEvent.change(within(form).getByLabelText('无操作自动退出（分钟）'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(api.of(ApiPaths.administrationTenantSave)).toHaveLength(1));
    expect(api.of(ApiPaths.administrationTenantSave)[0]!.body).toMatchObject({
      tenantId: '2',
      version: 3,
      loginLogo: { keep: true },
      hostnames: ['dongcheng.localhost', 'dc.example.org'],
      signInPolicy: { idleLogoutMinutes: 20 },
    });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存' }));
  });

  test('shows the empty and the failed list, and refuses district staff', async () => {
    fakeApi(() => []);
    renderAt('/manage/tenants', <ManageTenantsPage />, '/manage/tenants');
    expect(await screen.findByText('暂无区县')).toBeTruthy();
    cleanup();
    fakeApi(() => refusal(500, 5000, '服务器开小差了'));
    renderAt('/manage/tenants', <ManageTenantsPage />, '/manage/tenants');
    expect(await screen.findByRole('button', { name: /重\s*试|Retry/ })).toBeTruthy();
    cleanup();
    await signInWith(['district_admin'], shown);
    renderAt('/manage/tenants', <ManageTenantsPage />, '/manage/tenants');
    expect(await screen.findByTestId('tenants-forbidden')).toBeTruthy();
  });
});

describe('/manage/tenant', () => {
  test('district staff rename their district and go back to the default icon, in English too', async () => {
    await signInWith(['district_admin'], shown);
    await changeLocale('en-US');
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.administrationBranding)
        return { name: '东城区', nameEn: 'Dongcheng', loginLogo: '/pc/tenant-logos/dongcheng.svg', version: 2 };
      if (call.path === ApiPaths.administrationBrandingSave)
        return { name: '东城区', nameEn: 'Dongcheng District', loginLogo: null, version: 3 };
      return undefined;
    });
    renderAt('/manage/tenant', <ManageBrandingPage />, '/manage/tenant');
    const form = await screen.findByTestId('branding-form');
    expect(within(form).getByTestId('logo-preview')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('English name'), { target: { value: 'Dongcheng District' } });
    fireEvent.click(within(form).getByTestId('logo-default'));
    fireEvent.click(within(form).getByTestId('branding-save'));
    await waitFor(() =>
      expect(api.of(ApiPaths.administrationBrandingSave)[0]?.body).toEqual({
        name: '东城区',
        nameEn: 'Dongcheng District',
        loginLogo: null,
        version: 2,
      }),
    );
  });

  test('refuses school staff and shows a failed load with a retry', async () => {
    await signInWith(['school_admin'], shown);
    renderAt('/manage/tenant', <ManageBrandingPage />, '/manage/tenant');
    expect(await screen.findByTestId('branding-forbidden')).toBeTruthy();
    cleanup();
    await signInWith(['district_admin'], shown);
    fakeApi(() => refusal(500, 5000, '服务器开小差了'));
    renderAt('/manage/tenant', <ManageBrandingPage />, '/manage/tenant');
    expect(await screen.findByText('区县信息加载失败')).toBeTruthy();
  });
});

describe('/manage/audit', () => {
  const entry: AuditEntryView = {
    id: '9',
    at: '2026-11-25T06:30:00.000Z',
    actorId: '7',
    actorName: '赵磊',
    actorUsername: 'district_admin',
    action: 'administration.branding_saved',
    entityType: 'tenant',
    entityId: 'yxdemo',
    before: { name: '旧名' },
    after: { name: '新名' },
    requestId: null,
    ip: '127.0.0.1',
  };

  test('lists who did what and when, filters on the server and shows before and after', async () => {
    await signInWith(['district_admin'], shown);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.administrationAuditChoices) return { actions: ['administration.branding_saved'], entityTypes: ['tenant'] };
      if (call.path === ApiPaths.administrationAudit) return { records: [entry], total: 1, current: 1, size: 10 };
      return undefined;
    });
    renderAt('/manage/audit', <AuditTrailPage />, '/manage/audit');
    const table = await screen.findByTestId('audit-table');
    await waitFor(() => expect(table.textContent).toContain('赵磊 (district_admin)'));
    expect(table.textContent).toContain('2026-11-25 14:30');
    fireEvent.change(screen.getByLabelText('操作人姓名或账号'), { target: { value: '赵' } });
    fireEvent.keyDown(screen.getByLabelText('操作人姓名或账号'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.of(ApiPaths.administrationAudit).at(-1)?.query.get('actor')).toBe('赵'));
    fireEvent.click(within(table).getAllByTestId('audit-details-9')[0]!);
    expect(await screen.findByText(/"name": "新名"/)).toBeTruthy();
    // Read-only: no control changes an entry.
    expect(screen.queryByRole('button', { name: /删\s*除|编\s*辑/ })).toBeNull();
  });

  test('names actions and object types in words, never their codes, in either language (issue 39)', async () => {
    await signInWith(['district_admin'], shown);
    const imported: AuditEntryView = { ...entry, id: '10', action: 'accounts.import', entityType: 'account_import', entityId: 'a1b2' };
    const issued: AuditEntryView = { ...entry, id: '11', action: 'disk.issued', entityType: 'disk_issue', entityId: '4' };
    fakeApi((call) => {
      if (call.path === ApiPaths.administrationAuditChoices) return { actions: ['accounts.import', 'disk.issued'], entityTypes: [] };
      if (call.path === ApiPaths.administrationAudit) return { records: [imported, issued], total: 2, current: 1, size: 10 };
      return undefined;
    });
    const rows = async () => {
      const table = await screen.findByTestId('audit-table');
      await waitFor(() => expect(within(table).getAllByTestId('audit-details-11').length).toBeGreaterThan(0));
      return table.textContent ?? '';
    };
    renderAt('/manage/audit', <AuditTrailPage />, '/manage/audit');
    const zh = await rows();
    for (const words of ['批量导入账号', '账号导入', '下发资源', '下发']) expect(zh).toContain(words);
    for (const code of ['accounts.import', 'account_import', 'disk.issued', 'disk_issue']) expect(zh).not.toContain(code);
    cleanup();
    await changeLocale('en-US');
    renderAt('/manage/audit', <AuditTrailPage />, '/manage/audit');
    const en = await rows();
    for (const words of ['Accounts imported from a workbook', 'Resources issued', 'Issue']) expect(en).toContain(words);
    for (const code of ['accounts.import', 'account_import', 'disk.issued', 'disk_issue']) expect(en).not.toContain(code);
    await changeLocale('zh-CN');
  });

  test('shows the empty trail and refuses teachers', async () => {
    await signInWith(['district_admin'], shown);
    fakeApi((call) =>
      call.path === ApiPaths.administrationAudit ? { records: [], total: 0, current: 1, size: 10 } : { actions: [], entityTypes: [] },
    );
    renderAt('/manage/audit', <AuditTrailPage />, '/manage/audit');
    expect(await screen.findByText('没有符合条件的记录')).toBeTruthy();
    cleanup();
    await signInWith(['teacher'], shown);
    renderAt('/manage/audit', <AuditTrailPage />, '/manage/audit');
    expect(await screen.findByTestId('audit-forbidden')).toBeTruthy();
  });
});
