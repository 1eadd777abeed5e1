import type { CheckedCondition } from '@yanxiu/contract/development-model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../i18n/development.register';
import { fakeApi, signInAs } from '../development.fixtures';
import { ApplicationForm } from './ApplicationForm';
import { ConditionList } from './ConditionList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withQueries = (children: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>);

const hours: CheckedCondition = {
  code: 'C2',
  name: '近 5 年继续教育学时不少于 360 学时',
  nameEn: 'At least 360 continuing-education hours in the last 5 years',
  sort: 2,
  rule: { kind: 'learning_hours', params: { minHours: 360, years: 5 } },
  check: { met: false, reason: 'not enough learning hours', facts: { learningHours: 212.5, fromYear: 2022, toYear: 2026 } },
};
const declared: CheckedCondition = {
  code: 'C6',
  name: '承担校级及以上教研任务',
  nameEn: 'Led a research task at school level or above',
  sort: 6,
  rule: { kind: 'declared', params: {} },
  check: { met: null, reason: 'declared by the teacher with evidence', facts: null },
};

describe('conditions of a phase on /personal/stage', () => {
  test('the learning-hours condition is checked on the ledger and shows its figures, not an upload request', async () => {
    await signInAs(['teacher']);
    fakeApi(() => []);
    withQueries(<ConditionList conditions={[hours]} />);
    const row = screen.getByTestId('condition-C2');
    expect(row.getAttribute('data-status')).toBe('notMet');
    expect(row.textContent).toContain('学时台账 2022—2026 年共 212.5 学时，要求 360 学时');
    expect(row.textContent).toContain('学时不足');
    expect(row.textContent).not.toContain('上传');
  });

  test('a condition the platform cannot check gets an evidence slot needing a file even when no file was configured', async () => {
    await signInAs(['teacher']);
    fakeApi(() => []);
    withQueries(
      <ApplicationForm conditions={[hours, declared]} files={[]} submitLabel="提交申报" submitting={false} onSubmit={() => undefined} />,
    );
    const slot = screen.getByTestId('evidence-C6');
    expect(within(slot).getByTestId('evidence-proof-C6').textContent).toBe('证明材料（必需）');
    // The checked condition asks for nothing.
    expect(screen.queryByTestId('evidence-C2')).toBeNull();
  });
});
