import { ApiPaths } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, test } from 'vitest';
import { cleanUpAfterEach, fakeApi, paper, refusal, renderAt, signInAs } from '../../profile.fixtures';
import VerificationQueuePage from './VerificationQueuePage';

cleanUpAfterEach();

/** Two papers of teacher 9 waiting, and one of the school admin's own (user 7), which they may not decide. */
const RECORDS = [
  paper({ id: 1, userId: 9, teacherName: '李强', version: 1, editable: false }),
  paper({ id: 2, userId: 9, teacherName: '李强', title: '物理实验教学的三个抓手', version: 3, editable: false }),
  paper({ id: 3, userId: 7, teacherName: '陈静', title: '整本书阅读的课堂推进策略' }),
];
const QUEUE = { records: RECORDS, total: 3, current: 1, size: 10, totalIsLowerBound: false };

function show(path = '/manage/profileRecords') {
  renderAt(
    '/manage/profileRecords',
    <ConfigProvider theme={{ token: { motion: false } }}>
      <VerificationQueuePage />
    </ConfigProvider>,
    path,
  );
}

/** Selects every decidable row of the page with the table's select-all box. */
async function selectAll() {
  const table = await screen.findByTestId('queue-table');
  await within(table).findByText('物理实验教学的三个抓手');
  const [all] = within(table).getAllByRole('checkbox');
  fireEvent.click(all!);
  await screen.findByTestId('queue-batch');
}

describe('the verification queue', { timeout: 15_000 }, () => {
  test('sends the filters of the URL, and verifies the selected records in one batch at the versions read', async () => {
    const shown = await signInAs(['teacher', 'school_admin']);
    let decisions = 0;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.profileManageRecords) return QUEUE;
      // The first attempt loses to another administrator; the second, on the list read again, goes through.
      if (call.path === ApiPaths.profileManageDecide)
        return ++decisions === 1
          ? refusal(409, 4602, '该记录的审核状态已变化，请刷新后重试')
          : {
              items: [
                { id: 1, state: 'verified', version: 2 },
                { id: 2, state: 'verified', version: 4 },
              ],
            };
      return null;
    });
    show('/manage/profileRecords?kind=public-thesis&year=2025&keyword=%E6%9D%8E');
    await selectAll();
    expect(Object.fromEntries(api.of(ApiPaths.profileManageRecords)[0]!.query)).toMatchObject({
      kind: 'public-thesis',
      year: '2025',
      keyword: '李',
      state: 'unverified',
      current: '1',
      size: '10',
    });
    // The admin's own record cannot be chosen: a higher administrator decides it.
    expect(screen.getByTestId('queue-batch').textContent).toContain('已选择 2 条');
    expect(screen.getAllByText('本人的记录，由上级管理员审核')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('queue-batch-verify'));
    fireEvent.click(await screen.findByTestId('queue-batch-verify-confirm'));
    expect(await screen.findByText('记录已有变化')).toBeTruthy();
    await waitFor(() => expect(api.of(ApiPaths.profileManageRecords).length).toBeGreaterThan(1));
    expect(screen.queryByTestId('queue-batch')).toBeNull();
    fireEvent.click(within(screen.getByTestId('queue-conflict')).getByRole('button', { name: '确 定' }));

    await selectAll();
    fireEvent.click(screen.getByTestId('queue-batch-verify'));
    fireEvent.click((await screen.findAllByTestId('queue-batch-verify-confirm')).at(-1)!);
    await waitFor(() => expect(api.of(ApiPaths.profileManageDecide)).toHaveLength(2));
    expect(api.of(ApiPaths.profileManageDecide)[1]!.body).toEqual({
      decision: 'verify',
      items: [
        { id: 1, version: 1 },
        { id: 2, version: 3 },
      ],
    });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已通过 2 条记录' }));
  });

  test('a batch rejection needs a reason, which is sent with it', async () => {
    await signInAs(['teacher', 'school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.profileManageRecords) return QUEUE;
      if (call.path === ApiPaths.profileManageDecide)
        return {
          items: [
            { id: 1, state: 'rejected', version: 2 },
            { id: 2, state: 'rejected', version: 4 },
          ],
        };
      return null;
    });
    show();
    await selectAll();
    fireEvent.click(screen.getByTestId('queue-batch-reject'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('驳回所选的 2 条记录')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('queue-reason-submit'));
    expect(await within(dialog).findByText('请填写理由')).toBeTruthy();
    expect(api.of(ApiPaths.profileManageDecide)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('queue-reason'), { target: { value: '请补充刊物封面' } });
    fireEvent.click(within(dialog).getByTestId('queue-reason-submit'));
    await waitFor(() => expect(api.of(ApiPaths.profileManageDecide)).toHaveLength(1));
    expect(api.of(ApiPaths.profileManageDecide)[0]!.body).toEqual({
      decision: 'reject',
      reason: '请补充刊物封面',
      items: [
        { id: 1, version: 1 },
        { id: 2, version: 3 },
      ],
    });
  });

  test('teachers are refused the page without calling the queue', async () => {
    await signInAs(['teacher']);
    const api = fakeApi(() => null);
    show();
    expect(await screen.findByTestId('queue-forbidden')).toBeTruthy();
    expect(api.of(ApiPaths.profileManageRecords)).toHaveLength(0);
  });
});
