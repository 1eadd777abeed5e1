import type { TenantSummary } from '@yanxiu/contract/administration-tenants';
import type { IdentityProviderSettings } from '@yanxiu/contract/portal-sign-in';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import ManageTenantsPage from './pages/ManageTenantsPage';

const shown: Shown[] = [];
beforeEach(async () => {
  await signInWith(['platform_admin'], shown);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dongcheng: TenantSummary = {
  tenantId: '2',
  appId: 'yx110101',
  name: '东城区',
  nameEn: 'Dongcheng',
  districtCode: '110101',
  hostnames: ['dongcheng.localhost'],
  defaultLocale: 'zh-CN',
  loginLogo: null,
};

const saved: IdentityProviderSettings = {
  tenantId: '2',
  configured: true,
  enabled: true,
  displayName: '东城区统一身份认证',
  issuer: 'https://sso.dongcheng.example',
  clientId: 'yanxiu',
  clientSecretSet: true,
  scopes: ['openid', 'profile', 'phone'],
  identifier: 'phone',
  claimName: 'phone_number',
  unknownPeople: 'refuse',
  provisionUnitId: null,
  version: 2,
};

test("platform staff set a district's identity portal; the stored secret is never shown and kept unless replaced", async () => {
  const api = fakeApi((call) => {
    if (call.path === ApiPaths.administrationTenants) return [dongcheng];
    if (call.path === ApiPaths.identityProvider) return saved;
    if (call.path === ApiPaths.identityProviderSave) return { ...saved, version: 3 };
    return undefined;
  });
  renderAt('/manage/tenants', <ManageTenantsPage />, '/manage/tenants');
  const table = await screen.findByTestId('tenants-table');
  fireEvent.click((await within(table).findAllByTestId('tenant-portal-yx110101'))[0]!);
  const form = await screen.findByTestId('identity-provider-form');
  expect(api.of(ApiPaths.identityProvider)[0]!.query.get('tenantId')).toBe('2');
  const secret = within(form).getByLabelText('客户端密钥（Client Secret）') as HTMLInputElement;
  expect(secret.value).toBe('');
  expect(form.textContent).toContain('留空则保留原密钥');
  fireEvent.change(within(form).getByLabelText('登录页显示名称'), { target: { value: '东城区统一认证' } });
  fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
  await waitFor(() => expect(api.of(ApiPaths.identityProviderSave)).toHaveLength(1));
  const body = api.of(ApiPaths.identityProviderSave)[0]!.body as Record<string, unknown>;
  expect(body).toMatchObject({ tenantId: '2', version: 2, displayName: '东城区统一认证', identifier: 'phone', provisionUnitId: null });
  expect(body).not.toHaveProperty('clientSecret');
  await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存' }));
});
