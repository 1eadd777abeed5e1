import { ApiPaths } from '@yanxiu/contract/paths';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { conclusionStage, expertDetail, topic } from './manage.fixtures';
import ScoringListPage from './ScoringListPage';
import ScoringPage from './ScoringPage';

// A loaded two-core run renders these antd forms slowly: waits allow 5 s, each test a minute.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(element: ReactNode, pattern: string, path: string) {
  return renderAt(pattern, <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, path);
}

const scoreInput = () => screen.getByLabelText('评分') as HTMLInputElement;

async function confirmSubmit() {
  fireEvent.click(screen.getByTestId('topic-score-submit'));
  const tooltip = await screen.findByRole('tooltip');
  fireEvent.click(within(tooltip).getByRole('button', { name: '提交评审' }));
}

describe('the expert scoring a plan', () => {
  test('a score above 100 or with two decimals is refused before anything is sent; a valid one is sent once confirmed', async () => {
    const shown: Shown[] = await signInWith(['teacher', 'expert']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.topicExpertDetail) return expertDetail();
      if (call.path === ApiPaths.topicExpertScore) return { reviewId: 501, complete: true, outcome: 'approved' };
      return undefined;
    });
    show(<ScoringPage />, '/scientific/topicScoring/:reviewId', '/scientific/topicScoring/501');
    expect((await screen.findByTestId('topic-title')).textContent).toBe('小学数学单元作业设计研究');
    expect(screen.getByTestId('topic-score-card').textContent).toContain('立项分数线 60');

    fireEvent.change(scoreInput(), { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText('评审意见'), { target: { value: '选题有价值。' } });
    await confirmSubmit();
    expect(await screen.findByText('请填写 0 到 100 之间的分数')).toBeTruthy();
    fireEvent.change(scoreInput(), { target: { value: '85.25' } });
    await confirmSubmit();
    expect(await screen.findByText('分数最多保留一位小数')).toBeTruthy();
    expect(api.of(ApiPaths.topicExpertScore)).toEqual([]);

    fireEvent.change(scoreInput(), { target: { value: '85.5' } });
    await confirmSubmit();
    await waitFor(() => expect(api.of(ApiPaths.topicExpertScore)).toHaveLength(1));
    expect(api.of(ApiPaths.topicExpertScore)[0]!.body).toEqual({
      kind: 'application',
      reviewId: 501,
      score: 85.5,
      comment: '选题有价值。',
    });
    await waitFor(() => expect(shown.map((entry) => entry.text)).toContain('全部专家已评审，课题已立项'));
  }, 60_000);

  test('after submitting, the score and comment show read-only', async () => {
    await signInWith(['expert']);
    fakeApi((call) =>
      call.path === ApiPaths.topicExpertDetail
        ? expertDetail({
            submittedAt: '2026-12-20T02:00:00.000Z',
            mine: { score: 88, appraisal: null, comment: '方案可行。', submittedAt: '2026-12-20T02:00:00.000Z' },
          })
        : undefined,
    );
    show(<ScoringPage />, '/scientific/topicScoring/:reviewId', '/scientific/topicScoring/501');
    const mine = await screen.findByTestId('topic-score-mine');
    expect(mine.textContent).toContain('评分：88 分');
    expect(mine.textContent).toContain('方案可行。');
    expect(screen.queryByTestId('topic-score-form')).toBeNull();
  }, 60_000);

  test('an expert not on the panel is told so; a non-expert is refused the page', async () => {
    await signInWith(['expert']);
    fakeApi((call) =>
      call.path === ApiPaths.topicExpertDetail ? refusal(403, ErrorCodes.TOPIC_NOT_ON_PANEL.code, '您不是该课题的评审专家') : undefined,
    );
    show(<ScoringPage />, '/scientific/topicScoring/:reviewId', '/scientific/topicScoring/501');
    expect((await screen.findByTestId('topic-score-not-found')).getAttribute('data-failure')).toBe('forbidden');
    cleanup();

    await signInWith(['teacher']);
    const api = fakeApi(() => undefined);
    show(<ScoringListPage />, '/scientific/topicScoring', '/scientific/topicScoring');
    expect(await screen.findByTestId('topic-scoring-expert-only')).toBeTruthy();
    expect(api.of(ApiPaths.topicExpertQueue)).toEqual([]);
  }, 60_000);
});

describe('the expert appraising a conclusion', () => {
  test('the appraisal is chosen among excellent, pass and fail with a comment; the last one says the topic is concluded (结题)', async () => {
    const shown: Shown[] = await signInWith(['expert']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.topicExpertDetail)
        return expertDetail({ reviewId: 601, kind: 'conclusion', topic: topic({ phase: 'approved' }), stage: conclusionStage() });
      if (call.path === ApiPaths.topicExpertScore) return { reviewId: 601, complete: true, outcome: 'approved' };
      return undefined;
    });
    show(<ScoringPage />, '/scientific/topicScoring/:reviewId', '/scientific/topicScoring/601');
    expect((await screen.findByTestId('stage-filing')).textContent).toContain('出版作业设计案例集一册。');
    expect(screen.queryByLabelText('评分')).toBeNull();
    fireEvent.change(screen.getByLabelText('评审意见'), { target: { value: '成果扎实。' } });
    await confirmSubmit();
    expect(await screen.findByText('请选择鉴定等级')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '优秀' }));
    await confirmSubmit();
    await waitFor(() => expect(api.of(ApiPaths.topicExpertScore)).toHaveLength(1));
    expect(api.of(ApiPaths.topicExpertScore)[0]!.body).toEqual({
      kind: 'conclusion',
      reviewId: 601,
      appraisal: 'excellent',
      comment: '成果扎实。',
    });
    await waitFor(() => expect(shown.map((entry) => entry.text)).toContain('全部专家已鉴定，课题已结题'));
    expect(shown.map((entry) => entry.text).join()).not.toContain('立项');
  }, 60_000);

  test('the list says which reviews are not open yet and links the open ones', async () => {
    await signInWith(['expert']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.topicExpertQueue
        ? {
            records: [
              {
                reviewId: 501,
                kind: 'application',
                applyId: 31,
                title: '作业设计研究',
                level: 'general',
                callTitle: '2026 指南',
                open: true,
                submittedAt: null,
              },
              {
                reviewId: 502,
                kind: 'application',
                applyId: 32,
                title: '家校共育研究',
                level: 'key',
                callTitle: '2026 指南',
                open: false,
                submittedAt: null,
              },
            ],
            total: 2,
            current: 1,
            size: 10,
          }
        : undefined,
    );
    show(<ScoringListPage />, '/scientific/topicScoring', '/scientific/topicScoring');
    expect((await screen.findByTestId('topic-score-open-501')).getAttribute('href')).toBe('/scientific/topicScoring/501');
    expect(screen.queryByTestId('topic-score-open-502')).toBeNull();
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(api.of(ApiPaths.topicExpertQueue)[0]!.query.get('state')).toBe('pending');
  }, 60_000);
});
