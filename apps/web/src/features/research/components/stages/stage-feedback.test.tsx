import { ApiPaths } from '@yanxiu/contract/paths';
import type { DiscussionPage, DiscussionThread, ObservationForm } from '@yanxiu/contract/research-interaction';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import '../../i18n/research.register';
import { DiscussionStage } from './DiscussionStage';
import { ObservationStage } from './ObservationStage';

// Posting in a discussion and handing an observation form in say they were done, as topics and selection do.

const shown: Shown[] = [];
beforeEach(async () => {
  await signInWith(['teacher'], shown);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const thread: DiscussionThread = {
  id: 1,
  parentId: null,
  author: { userId: 5, name: '王芳', orgName: '实验中学' },
  text: '导入环节的情境设计值得借鉴',
  attachments: [],
  mentions: [],
  pinned: false,
  hidden: false,
  createdAt: '2026-12-01T06:00:00.000Z',
  replies: [],
  replyCount: 0,
};

describe('a discussion stage', () => {
  test('a post and a reply each say they were published', async () => {
    const page: DiscussionPage = { threads: [thread], nextCursor: null, canModerate: false };
    const api = fakeApi((call) =>
      call.path === ApiPaths.researchPosts ? page : call.path === ApiPaths.researchCreatePost ? { ...thread, id: 2 } : undefined,
    );
    renderAt('/research/activity/:id', <DiscussionStage stageId={4} activityId={8} canPost people={[]} />, '/research/activity/8');
    fireEvent.change(await screen.findByRole('textbox', { name: '发表您的观点' }, { timeout: 10_000 }), {
      target: { value: '我的观课记录' },
    });
    fireEvent.click(screen.getByTestId('new-post-submit'));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '发言已发表' }]));

    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    fireEvent.change(screen.getByRole('textbox', { name: '写下您的回复' }), { target: { value: '同意' } });
    fireEvent.click(screen.getByTestId('reply-submit'));
    await waitFor(() => expect(shown.map((message) => message.text)).toEqual(['发言已发表', '回复已发表']));
    expect(api.of(ApiPaths.researchCreatePost).map((call) => (call.body as { text: string }).text)).toEqual(['我的观课记录', '同意']);
  });
});

describe('an observation stage', () => {
  test('handing the form in says so', async () => {
    const form: ObservationForm = {
      stageId: 6,
      title: '课堂观察量表',
      indicators: [{ key: 'goal', title: '教学目标', hint: '', maxScore: 10 }],
      mine: null,
      canSubmit: true,
      canSeeResults: false,
    };
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.researchObservationForm) return form;
      if (call.path === ApiPaths.researchSubmitObservation)
        return {
          ...form,
          mine: { scores: [{ key: 'goal', score: 8, comment: '' }], comment: '', total: 8, submittedAt: '2026-12-01T06:30:00.000Z' },
        };
      return undefined;
    });
    renderAt('/research/activity/:id', <ObservationStage stageId={6} activityId={8} />, '/research/activity/8');
    fireEvent.change(await screen.findByRole('spinbutton', { name: '教学目标的得分' }, { timeout: 10_000 }), { target: { value: '8' } });
    await waitFor(() => expect((screen.getByTestId('observation-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('observation-submit'));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '观课量表已提交' }]));
    expect(api.of(ApiPaths.researchSubmitObservation)).toHaveLength(1);
  });
});
