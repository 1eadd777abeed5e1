import { ApiPaths } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CATEGORIES, declaration, fakeApi, holdRoles, refusal, renderAt, setUpSignedIn } from '../../learning.fixtures';
import DeclarationQueuePage from './DeclarationQueuePage';

// A loaded two-core run renders the antd dialog and its form slowly: each test may take a minute.
const shown = setUpSignedIn();
const categories = { categories: CATEGORIES, completionShare: 0.95 };

describe('the declaration queue', { timeout: 60_000 }, () => {
  test('rejecting needs a comment; the decision carries the version read', async () => {
    holdRoles(['school_admin']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.learningManageDeclarationQueue
        ? { records: [declaration()], total: 1, current: 1, size: 10 }
        : call.path === ApiPaths.learningHourCategories
          ? categories
          : declaration({ status: 'rejected' }),
    );
    renderAt('/manage/declarations', <DeclarationQueuePage />, '/manage/declarations');
    expect(await screen.findByText('结业证书.pdf')).toBeTruthy();
    expect(api.of(ApiPaths.learningManageDeclarationQueue)[0]!.query.get('status')).toBe('pending');
    fireEvent.click(screen.getByTestId('queue-reject-501'));
    const dialog = await screen.findByRole('dialog');
    // The shared decision form, with rejecting chosen in the row: the reason is required.
    fireEvent.click(within(dialog).getByTestId('queue-decision-submit'));
    expect(await within(dialog).findByText('请填写不通过的理由')).toBeTruthy();
    expect(api.of(ApiPaths.learningManageDecideDeclaration)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('不通过的理由'), { target: { value: '证书与培训名称不符' } });
    fireEvent.click(within(dialog).getByTestId('queue-decision-submit'));
    // Rejecting is confirmed first, as in every domain.
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.of(ApiPaths.learningManageDecideDeclaration)).toHaveLength(1));
    expect(api.of(ApiPaths.learningManageDecideDeclaration)[0]!.body).toEqual({
      id: 501,
      decision: 'reject',
      version: 3,
      comment: '证书与培训名称不符',
    });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已退回' }));
    // Nothing else waits in the list (it still answers the one decided): the dialog says so.
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '待审核的申报都已处理完' }));
  });

  test('a reviewer finishing one declaration is taken to the next of the same list', async () => {
    holdRoles(['school_admin']);
    const decided: number[] = [];
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.learningManageDeclarationQueue) {
        const records = [declaration(), declaration({ id: 502, teacherName: '王老师', title: '区级班主任培训', version: 1 })].filter(
          (row) => !decided.includes(row.id),
        );
        return { records, total: records.length, current: 1, size: 10 };
      }
      if (call.path === ApiPaths.learningManageDecideDeclaration) {
        const { id } = call.body as { id: number };
        decided.push(id);
        return declaration({ id, status: 'approved', canDecide: false });
      }
      return categories;
    });
    renderAt('/manage/declarations', <DeclarationQueuePage />, '/manage/declarations');
    fireEvent.click(await screen.findByTestId('queue-approve-501'));
    const approve = async () => {
      fireEvent.click(await screen.findByTestId('queue-decision-submit'));
      fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    };
    await approve();
    // On to 王老师's, in the same dialog.
    await waitFor(() => expect(screen.getByTestId('queue-decision-subject').textContent).toContain('区级班主任培训'));
    expect(api.of(ApiPaths.learningManageDecideDeclaration)[0]!.body).toEqual({ id: 501, decision: 'approve', version: 3 });
    await approve();
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '待审核的申报都已处理完' }));
    expect(decided).toEqual([501, 502]);
    expect(api.of(ApiPaths.learningManageDecideDeclaration)[1]!.body).toEqual({ id: 502, decision: 'approve', version: 1 });
  });

  test('a decision someone else made first offers a reload instead of an error', async () => {
    holdRoles(['school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.learningManageDeclarationQueue) return { records: [declaration()], total: 1, current: 1, size: 10 };
      if (call.path === ApiPaths.learningManageDecideDeclaration) return refusal(409, 4099, '版本冲突');
      return categories;
    });
    renderAt('/manage/declarations', <DeclarationQueuePage />, '/manage/declarations?status=pending&page=1');
    fireEvent.click(await screen.findByTestId('queue-approve-501'));
    fireEvent.click(await screen.findByTestId('queue-decision-submit'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    const conflict = await screen.findByText('申报已被他人处理');
    expect(shown).toEqual([]);
    const before = api.of(ApiPaths.learningManageDeclarationQueue).length;
    fireEvent.click(within(conflict.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(api.of(ApiPaths.learningManageDeclarationQueue).length).toBeGreaterThan(before));
  });
});
