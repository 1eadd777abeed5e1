import { ApiPaths } from '@yanxiu/contract/paths';
import type { EnrolmentRow } from '@yanxiu/contract/training';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, renderAt, signInAs } from '../../training.fixtures';
import ManageEnrolmentsPage from '../../pages/manage/ManageEnrolmentsPage';

const row = (id: number, teacherName: string): EnrolmentRow => ({
  id,
  programmeId: 42,
  programmeTitle: '小学数学大单元教学设计',
  userId: 100 + id,
  teacherName,
  schoolName: '演示区实验小学',
  phone: '138****0001',
  status: 'pending',
  source: 'approval',
  reason: null,
  createdAt: '2026-11-20T10:00:00.000+08:00',
  decidedAt: null,
  decidedByName: null,
  progress: { completedUnits: 0, totalUnits: 2, completedHours: 0, percent: 0 },
});

let shown: Array<{ kind: string; text: string }>;
beforeEach(async () => {
  shown = await signInAs(['teacher', 'school_admin']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('batch decisions on pending enrolments', { timeout: 20_000 }, () => {
  test('rejecting asks for a reason and sends nothing without one; with it, the batch goes with the reason', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.trainingManageEnrolments)
        return { records: [row(1, '王老师'), row(2, '赵老师')], total: 2, current: 1, size: 10 };
      if (call.path === ApiPaths.trainingManageDecideEnrolments) return { decided: [1], skipped: [{ id: 2, reason: 'not_pending' }] };
      return undefined;
    });
    renderAt('/manage/enrolments', <ManageEnrolmentsPage />, '/manage/enrolments');
    await screen.findByText('王老师');
    expect(api.of(ApiPaths.trainingManageEnrolments)[0]!.query.get('status')).toBe('pending');
    expect((screen.getByTestId('decision-reject') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: '王老师' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '赵老师' }));
    fireEvent.click(screen.getByTestId('decision-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /不\s*通\s*过/ }));
    await within(dialog).findByText('请填写不通过的原因，教师会看到它');
    expect(api.of(ApiPaths.trainingManageDecideEnrolments)).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('decision-reason'), { target: { value: '  不在本次培训对象范围内 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /不\s*通\s*过/ }));
    await waitFor(() => expect(api.of(ApiPaths.trainingManageDecideEnrolments)).toHaveLength(1));
    expect(api.of(ApiPaths.trainingManageDecideEnrolments)[0]!.body).toEqual({
      enrolmentIds: [1, 2],
      decision: 'reject',
      reason: '不在本次培训对象范围内',
    });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已处理 1 条' }));
    expect(shown).toContainEqual({ kind: 'warning', text: '1 条未处理：已不是待审核状态 × 1' });
  });

  test('one pending enrolment is approved from its own row, without the checkboxes', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.trainingManageEnrolments)
        return { records: [row(1, '王老师'), row(2, '赵老师')], total: 2, current: 1, size: 10 };
      if (call.path === ApiPaths.trainingManageDecideEnrolments) return { decided: [2], skipped: [] };
      return undefined;
    });
    renderAt('/manage/enrolments', <ManageEnrolmentsPage />, '/manage/enrolments');
    await screen.findByText('赵老师');
    fireEvent.click(screen.getAllByTestId('decide-2-approve')[0]!);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.of(ApiPaths.trainingManageDecideEnrolments)).toHaveLength(1));
    expect(api.of(ApiPaths.trainingManageDecideEnrolments)[0]!.body).toEqual({ enrolmentIds: [2], decision: 'approve' });
    expect(screen.getAllByTestId('decide-1-reject')).not.toHaveLength(0);
  });
});
