import { ApiPaths, profileRecordPath } from '@yanxiu/contract/paths';
import { screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { cleanUpAfterEach, fakeApi, page, paper, refusal, renderAt, signInAs, summary } from '../profile.fixtures';
import { BackbonePage, BackboneViewPage } from './ProfilePage';

cleanUpAfterEach();
beforeEach(() => {
  // The read-only status is kept for the tab (spec 2): each test starts without it.
  window.sessionStorage.clear();
});

const LIST = profileRecordPath('public-thesis', 'list');

/** The paper page of the backbone area (or its mirror) at `path`, answered with `records` of teacher 7 or 9. */
function show(element: ReactNode, pattern: string, path: string) {
  renderAt(pattern, <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, path);
}

/** Every control that would change a record: add, edit, delete. */
const editControls = () => [
  ...screen.queryAllByTestId(/^record-(add|edit|delete)-/),
  ...screen.queryAllByRole('button', { name: /添加|修改|删除/ }),
];

describe('the profile pages', { timeout: 15_000 }, () => {
  test('the teacher’s own area offers add, edit and delete for an unverified record, and says a verified one is locked', async () => {
    await signInAs(['teacher', 'backbone']);
    fakeApi((call) =>
      call.path === LIST
        ? page([paper(), paper({ id: 42, title: '大单元作业设计', state: 'verified', editable: false, version: 2 })])
        : call.path === ApiPaths.profileRecordsSummary
          ? summary()
          : null,
    );
    show(<BackbonePage />, '/backbone/paper', '/backbone/paper');
    await screen.findByText('以数学实验促进小学生空间观念的发展');
    expect(screen.getByTestId('record-add-public-thesis')).toBeTruthy();
    expect(screen.getByTestId('record-edit-41')).toBeTruthy();
    expect(screen.getByTestId('record-delete-41')).toBeTruthy();
    const verified = screen.getByTestId('record-42');
    expect(within(verified).queryByRole('button', { name: /修改|删除/ })).toBeNull();
    expect(within(verified).getByTestId('record-locked').textContent).toBe('已锁定');
  });

  test('the stored read-only status renders no edit control on the teacher’s own records', async () => {
    await signInAs(['teacher', 'backbone']);
    fakeApi((call) => (call.path === LIST ? page([paper()]) : call.path === ApiPaths.profileRecordsSummary ? summary() : null));
    show(<BackbonePage />, '/backbone/paper', '/backbone/paper?status=1');
    await screen.findByText('以数学实验促进小学生空间观念的发展');
    expect(screen.getByTestId('profile-read-only')).toBeTruthy();
    expect(editControls()).toEqual([]);
    expect(screen.getByTestId('profile-page').dataset.readOnly).toBe('true');
  });

  test('staff read a teacher’s records in the mirror, read-only, from the staff view of that teacher', async () => {
    await signInAs(['teacher', 'school_admin']);
    const api = fakeApi((call) => {
      if (call.path === LIST) return page([paper({ userId: 9, editable: false })]);
      if (call.path === ApiPaths.profileRecordsSummary) return summary(undefined, '李强');
      return null;
    });
    show(<BackboneViewPage />, '/viewbackbone/paper', '/viewbackbone/paper?userId=9');
    await screen.findByText('以数学实验促进小学生空间观念的发展');
    expect(screen.getByTestId('profile-viewing').textContent).toContain('正在查看李强的成长档案');
    expect(editControls()).toEqual([]);
    expect(api.of(LIST)[0]!.query.get('userId')).toBe('9');
    expect(api.of(ApiPaths.profileRecordsSummary)[0]!.query.get('userId')).toBe('9');
  });

  test('a teacher outside the caller’s reach gets a 403 page, and none of their lists is asked for', async () => {
    await signInAs(['teacher']);
    const api = fakeApi((call) => (call.path === ApiPaths.profileRecordsSummary ? refusal(403, 4003, '没有权限') : null));
    show(<BackboneViewPage />, '/viewbackbone/paper', '/viewbackbone/paper?userId=99');
    expect(await screen.findByTestId('profile-forbidden')).toBeTruthy();
    expect(screen.getByText('无权查看')).toBeTruthy();
    expect(api.of(LIST)).toHaveLength(0);
    expect(editControls()).toEqual([]);
  });
});
