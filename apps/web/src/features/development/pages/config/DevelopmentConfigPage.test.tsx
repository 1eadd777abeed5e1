import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, renderAt, signInAs } from '../../development.fixtures';
import DevelopmentConfigPage from './DevelopmentConfigPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TYPES = [{ code: '1', name: '教学型', nameEn: 'Teaching', sort: 1, enabled: true }];
const STEPS = [
  { code: 'school', role: 'school_admin', scope: 'org', name: '学校审核', nameEn: 'School review', switchable: false, enabled: true },
  { code: 'district', role: 'district_admin', scope: 'org', name: '区县审核', nameEn: 'District review', switchable: false, enabled: true },
  { code: 'expert', role: 'expert', scope: 'tenant', name: '专家评审', nameEn: 'Expert panel', switchable: true, enabled: false },
];
const configCalls = (calls: Array<{ path: string }>) => calls.filter((call) => call.path.startsWith('/teacherProfile/developmentConfig/'));

describe('/manage/development', () => {
  test.each([[['teacher']], [['teacher', 'school_admin']]] as const)(
    'refuses %j with a 403 result and makes no configuration call',
    async (roles) => {
      await signInAs([...roles]);
      const api = fakeApi(() => []);
      renderAt('/manage/development', <DevelopmentConfigPage />, '/manage/development');
      expect((await screen.findByTestId('development-config-forbidden')).textContent).toContain('仅限区县管理员');
      expect(configCalls(api.calls)).toEqual([]);
    },
  );

  test('shows a district admin the development types', async () => {
    await signInAs(['district_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.developmentConfigListTypes ? TYPES : []));
    renderAt('/manage/development', <DevelopmentConfigPage />, '/manage/development');
    expect((await screen.findByText('教学型')).closest('[data-testid="config-types"]')).not.toBeNull();
    expect(api.of(ApiPaths.developmentConfigListTypes)).toHaveLength(1);
  });

  test('switches the expert panel on from the review steps tab; the mandatory steps have no switch', async () => {
    const shown = await signInAs(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.developmentConfigListReviewSteps) return STEPS;
      if (call.path === ApiPaths.developmentConfigSaveReviewStep)
        return STEPS.map((step) => (step.code === 'expert' ? { ...step, enabled: true } : step));
      return [];
    });
    renderAt('/manage/development', <DevelopmentConfigPage />, '/manage/development?tab=steps');
    const expert = await screen.findByTestId('config-step-expert');
    expect(screen.queryByTestId('config-step-school')).toBeNull();
    expect(screen.getAllByText('必经环节')).toHaveLength(2);
    fireEvent.click(expert);
    await waitFor(() => expect(api.of(ApiPaths.developmentConfigSaveReviewStep)).toHaveLength(1));
    expect(api.of(ApiPaths.developmentConfigSaveReviewStep)[0]!.body).toEqual({ stepCode: 'expert', enabled: true });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存' }));
  });
});
