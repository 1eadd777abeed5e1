import type { TopicDetail } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { ShareSettings } from './ShareSettings';

const shown: Shown[] = [];
beforeEach(async () => {
  await signInWith(['teacher'], shown);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Topic = Pick<TopicDetail, 'applyId' | 'sharedAt' | 'shareAbstract' | 'files' | 'stages'>;
const files: Topic['files'] = [
  { id: 'a1a1a1a1-0000-4000-8000-000000000001', name: '开题报告.pdf', contentType: 'application/pdf', size: 1000, public: false },
  { id: 'a1a1a1a1-0000-4000-8000-000000000002', name: '结题报告.pdf', contentType: 'application/pdf', size: 2000, public: true },
];

describe("the host's share settings", () => {
  test('shares with the abstract and the ticked files, and refuses an empty abstract first', async () => {
    const api = fakeApi((call) =>
      call.path === ApiPaths.topicShare
        ? { applyId: '12', sharedAt: '2026-11-20T02:00:00.000Z', shareAbstract: '摘要', publicFileIds: [] }
        : undefined,
    );
    renderAt('/', <ShareSettings topic={{ applyId: 12, sharedAt: null, shareAbstract: '', files, stages: [] }} />, '/');
    expect(screen.getByText('未分享')).toBeTruthy();
    fireEvent.click(screen.getByTestId('share-open'));
    fireEvent.click(await screen.findByTestId('share-save'));
    expect(await screen.findByText('请填写分享摘要')).toBeTruthy();
    expect(api.of(ApiPaths.topicShare)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('分享摘要'), { target: { value: '研究大单元作业设计。' } });
    fireEvent.click(screen.getByLabelText('开题报告.pdf'));
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() => expect(api.of(ApiPaths.topicShare)).toHaveLength(1));
    expect(api.of(ApiPaths.topicShare)[0]!.body).toEqual({
      applyId: 12,
      abstract: '研究大单元作业设计。',
      publicFileIds: [files[0]!.id, files[1]!.id],
    });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已公开分享' }));
  });

  test('offers the documents each stage filed, by stage, when the application itself has none', async () => {
    const filed = (kind: 'opening' | 'midterm' | 'conclusion', id: string, name: string): Topic['stages'][number] => ({
      kind,
      opensOn: '2026-01-01',
      dueOn: '2026-12-31',
      overdue: false,
      canFile: false,
      stage: {
        stageId: Number(id.slice(-1)),
        kind,
        status: 'passed',
        report: '报告',
        results: '',
        change: null,
        files: [{ id, name, contentType: 'application/pdf', size: 100, public: false }],
        reviewId: 40 + Number(id.slice(-1)),
        stepCode: null,
        round: 1,
        version: 2,
        appraisal: null,
        returnComment: null,
        filedAt: '2026-03-01T02:00:00.000Z',
        decidedAt: '2026-03-05T02:00:00.000Z',
      },
    });
    const stages = [
      filed('opening', 'b2b2b2b2-0000-4000-8000-000000000001', '开题论证.pdf'),
      filed('midterm', 'b2b2b2b2-0000-4000-8000-000000000002', '中期报告.pdf'),
      filed('conclusion', 'b2b2b2b2-0000-4000-8000-000000000003', '结题报告.pdf'),
    ];
    const api = fakeApi((call) =>
      call.path === ApiPaths.topicShare
        ? { applyId: '12', sharedAt: '2026-11-20T02:00:00.000Z', shareAbstract: '摘要', publicFileIds: [] }
        : undefined,
    );
    renderAt('/', <ShareSettings topic={{ applyId: 12, sharedAt: null, shareAbstract: '', files: [], stages }} />, '/');
    fireEvent.click(screen.getByTestId('share-open'));
    await screen.findByLabelText('开题报告：开题论证.pdf');
    expect(screen.queryByText('课题还没有文件。')).toBeNull();
    expect(screen.getByLabelText('中期检查：中期报告.pdf')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('分享摘要'), { target: { value: '研究成果摘要。' } });
    fireEvent.click(screen.getByLabelText('结题：结题报告.pdf'));
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() => expect(api.of(ApiPaths.topicShare)).toHaveLength(1));
    expect(api.of(ApiPaths.topicShare)[0]!.body).toEqual({
      applyId: 12,
      abstract: '研究成果摘要。',
      publicFileIds: ['b2b2b2b2-0000-4000-8000-000000000003'],
    });
  });

  test('a shared topic shows its link and stops sharing after a confirmation', async () => {
    const api = fakeApi((call) =>
      call.path === ApiPaths.topicUnshare ? { applyId: '12', sharedAt: null, shareAbstract: '摘要', publicFileIds: [] } : undefined,
    );
    renderAt(
      '/',
      <ShareSettings topic={{ applyId: 12, sharedAt: '2026-11-20T02:00:00.000Z', shareAbstract: '摘要', files, stages: [] }} />,
      '/',
    );
    expect(screen.getByText('已公开分享')).toBeTruthy();
    fireEvent.click(screen.getByTestId('share-open'));
    expect((await screen.findByTestId('share-link')).textContent).toContain('/pc/topicContentDetail/sharePage/12');
    fireEvent.click(screen.getByTestId('share-stop'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.of(ApiPaths.topicUnshare)).toHaveLength(1));
    expect(api.of(ApiPaths.topicUnshare)[0]!.body).toEqual({ applyId: 12 });
  });
});
