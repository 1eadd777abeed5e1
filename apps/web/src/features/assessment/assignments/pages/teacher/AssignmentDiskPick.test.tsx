import type { DiskResourceItem } from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider, Modal } from 'antd';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { loadingShown } from '@/shared/testing/loading-states';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { round, teacherAssignment } from '../../testing/assignment-fixtures';
import AssignmentPage from './AssignmentPage';

// The teacher hands in a file chosen from their disk: the draft's picker lists their resources, and choosing one copies
// it to a file of theirs that joins the draft like an uploaded one.

afterEach(async () => {
  await changeLocale('zh-CN');
  Modal.destroyAll();
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  renderAt(
    '/training/assignment/:assignmentId',
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AssignmentPage />
    </ConfigProvider>,
    '/training/assignment/5',
  );

const resource = (id: number, title: string): DiskResourceItem => ({
  id,
  title,
  folderId: null,
  resourceType: 'lessonPlan',
  tags: [],
  sectionCode: null,
  subjectCode: null,
  fileName: `${title}.pdf`,
  contentType: 'application/pdf',
  size: 2048,
  previewKind: 'pdf',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
});

const page = (records: DiskResourceItem[]) => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  totalIsLowerBound: false,
  nextCursor: null,
});
const COPY = '00000000-0000-4000-8000-0000000000d1';
const draft = () => round({ round: 1, status: 'draft', submittedAt: null, text: '<p>我的教学设计</p>' });

describe('choosing a draft file from the teacher’s disk', () => {
  test('lists the disk (loading first), searches it, and the chosen copy joins the draft that is saved', async () => {
    await signInWith(['teacher']);
    let answer: (value: unknown) => void = () => undefined;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAssignment) return teacherAssignment({ state: 'draft', rounds: [draft()] });
      if (call.path === ApiPaths.diskResources && !call.query.get('keyword')) return new Promise((resolve) => (answer = resolve));
      if (call.path === ApiPaths.diskResources) return page([resource(8, '单元教学设计')]);
      if (call.path === ApiPaths.diskCopyResourceToFile)
        return { id: COPY, name: '单元教学设计.pdf', contentType: 'application/pdf', size: 2048 };
      if (call.path === ApiPaths.assessmentSaveSubmissionDraft) return teacherAssignment({ state: 'draft', rounds: [draft()] });
      return undefined;
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /从我的网盘选择/ }));
    const dialog = await screen.findByRole('dialog', { name: '从我的网盘选择文件' });
    await within(dialog).findByText('正在读取网盘…');
    expect(loadingShown(dialog)).toBe(true);
    expect(within(dialog).queryByText('网盘里没有可选的资源')).toBeNull();
    answer(page([resource(7, '说课稿')]));
    expect(await within(dialog).findByText('说课稿')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('searchbox', { name: '在整个网盘中搜索' }), { target: { value: '教学设计' } });
    fireEvent.keyDown(within(dialog).getByRole('searchbox', { name: '在整个网盘中搜索' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await within(dialog).findByRole('button', { name: '选择 单元教学设计' }));
    await waitFor(() => expect(api.of(ApiPaths.diskCopyResourceToFile)).toHaveLength(1));
    expect(api.of(ApiPaths.diskCopyResourceToFile)[0]!.body).toEqual({ resourceId: 8 });
    expect(api.of(ApiPaths.diskResources).at(-1)!.query.get('keyword')).toBe('教学设计');
    expect(await within(screen.getByTestId('draft-files-list')).findByText('单元教学设计.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '从我的网盘选择文件' })).toBeNull());

    fireEvent.click(screen.getByTestId('draft-save'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentSaveSubmissionDraft)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentSaveSubmissionDraft)[0]!.body).toEqual({
      assignmentId: 5,
      text: '<p>我的教学设计</p>',
      fileIds: ['00000000-0000-4000-8000-000000000002', COPY],
    });
  }, 60_000);

  test('a failed read offers a retry, a refused copy adds nothing, a search without a match says so (English)', async () => {
    await signInWith(['teacher']);
    await changeLocale('en-US');
    let fail = true;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentAssignment) return teacherAssignment({ state: 'draft', rounds: [draft()] });
      if (call.path === ApiPaths.diskResources) {
        if (fail) return refusal(500, 5000, 'boom');
        return call.query.get('keyword') ? page([]) : page([resource(9, 'Big video')]);
      }
      if (call.path === ApiPaths.diskCopyResourceToFile) return refusal(413, 4013, 'Files may not exceed 64 KB');
      return undefined;
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Choose from my disk/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a file from my disk' });
    fail = false;
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose Big video' }));
    await waitFor(() => expect(api.of(ApiPaths.diskCopyResourceToFile)).toHaveLength(1));
    // Still open, and the draft keeps only its own file.
    expect(screen.getByRole('dialog', { name: 'Choose a file from my disk' })).toBeTruthy();
    expect(within(screen.getByTestId('draft-files-list')).queryByText('Big video.pdf')).toBeNull();
    const search = within(dialog).getByRole('searchbox', { name: 'Search the whole disk' });
    fireEvent.change(search, { target: { value: 'nothing' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await within(dialog).findByText('No resources match')).toBeTruthy();
  }, 60_000);
});
