import { ApiPaths } from '@yanxiu/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/development.register';
import '../../i18n/config.register';
import { fakeApi, signInAs } from '../../development.fixtures';
import { ConditionDialog } from './ConditionDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONDITION = {
  code: 'C2',
  name: '教龄满 5 年',
  nameEn: 'Five years',
  sort: 2,
  rule: { kind: 'teaching_years' as const, params: { minYears: 5 } },
};

describe('the condition dialog', () => {
  test("shows the kind's parameters only and saves the edited rule", async () => {
    await signInAs(['district_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.developmentConfigSaveCondition ? CONDITION : []));
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConditionDialog postTypeCode="1" phaseCode="3" condition={CONDITION} onClose={onClose} />
      </QueryClientProvider>,
    );
    const years = await screen.findByLabelText('最少教龄（年）');
    expect(screen.queryByLabelText('最少学时')).toBeNull();
    fireEvent.change(years, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.of(ApiPaths.developmentConfigSaveCondition)).toHaveLength(1));
    expect(api.of(ApiPaths.developmentConfigSaveCondition)[0]!.body).toEqual({
      postTypeCode: '1',
      phaseCode: '3',
      code: 'C2',
      name: '教龄满 5 年',
      nameEn: 'Five years',
      sort: 2,
      rule: { kind: 'teaching_years', params: { minYears: 8 } },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
