import type { ContinueLearning } from '@yanxiu/contract/learning-continue';
import { ContinueLearningPaths } from '@yanxiu/contract/learning-continue-paths';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal, renderAt, setUpSignedIn } from '../learning.fixtures';
import { ContinueFromLast } from './ContinueFromLast';
import ContinueLearningCard from './ContinueLearningCard';
import DueSoonCard from './DueSoonCard';

setUpSignedIn();

const DAY = 86_400_000;
const programme = { id: 42, title: '小学数学大单元教学设计', kind: 'common' as const, studioId: null };
const programmeHref = (entry: { id: number }) => `/training/common/${entry.id}`;

function answer(change: Partial<ContinueLearning> = {}): ContinueLearning {
  return {
    points: [
      {
        programme,
        unitId: 501,
        unitTitle: '第三讲 单元目标的确定',
        unitKind: 'video',
        positionSeconds: 754,
        durationSeconds: 2700,
        lastWatchedAt: '2026-11-28T12:00:00.000Z',
      },
      {
        programme: { ...programme, id: 43, title: '班主任工作' },
        unitId: 601,
        unitTitle: '导论',
        unitKind: 'document',
        positionSeconds: 0,
        durationSeconds: null,
        lastWatchedAt: null,
      },
    ],
    due: [
      { kind: 'assignment', id: 7, title: '教学设计作业', dueAt: new Date(Date.now() + 2.5 * DAY).toISOString(), programme },
      { kind: 'exam', id: 8, title: '结业考试', dueAt: new Date(Date.now() + 5.5 * 3_600_000).toISOString(), programme },
      { kind: 'programme', id: 42, title: programme.title, dueAt: new Date(Date.now() + 20 * DAY).toISOString(), programme },
      { kind: 'activity', id: 9, title: '大单元教学设计专题研讨', dueAt: new Date(Date.now() + 21 * DAY).toISOString(), programme: null },
    ],
    ...change,
  };
}

const serving = (data: () => unknown) => fakeApi((call) => (call.path === ContinueLearningPaths.learningContinue ? data() : undefined));

describe('continue learning on /home', () => {
  test('offers the last lesson with its programme and place, and one button that opens it at that second', async () => {
    const api = serving(() => answer());
    renderAt('/home', <ContinueLearningCard programmeHref={programmeHref} />, '/home');
    const card = await screen.findByTestId('continue-point');
    expect(within(card).getByText('第三讲 单元目标的确定')).not.toBeNull();
    expect(within(card).getByRole('link', { name: programme.title }).getAttribute('href')).toBe('/training/common/42');
    expect(within(card).getByTestId('continue-position').textContent).toBe('上次看到 12:34 / 45:00');
    const button = within(card).getByRole('link', { name: /继续学习/ });
    expect(button.getAttribute('href')).toBe('/videoPlay?unitId=501&programmeId=42&t=754');
    expect(card.textContent).toContain('另有 1 个进行中的培训项目');
    expect(api.of(ContinueLearningPaths.learningContinue)).toHaveLength(1);
  });

  test('lists what is due in the order the server gave, with the time left and the China time', async () => {
    serving(() => answer());
    renderAt('/home', <DueSoonCard programmeHref={programmeHref} />, '/home');
    const list = await screen.findByTestId('due-list');
    const rows = within(list).getAllByTestId('due-item');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['assignment', 'exam', 'programme', 'activity']);
    expect(rows[0]!.textContent).toContain('还剩 2 天');
    expect(rows[1]!.textContent).toContain('还剩 5 小时');
    expect(within(rows[0]!).getByRole('link', { name: '教学设计作业' }).getAttribute('href')).toBe('/training/assignment/7');
    expect(within(rows[1]!).getByRole('link', { name: '结业考试' }).getAttribute('href')).toBe('/training/exam/8');
    expect(within(rows[2]!).getByRole('link', { name: programme.title }).getAttribute('href')).toBe('/training/common/42');
    expect(within(rows[3]!).getByRole('link', { name: '大单元教学设计专题研讨' }).getAttribute('href')).toBe('/research/ActivityCover/9');
    expect(rows[3]!.textContent).toContain('活动结束');
    // Written in China time: an instant at 16:00 UTC is midnight of the next day in Beijing.
    cleanup();
    const midnight = new Date(Date.now() + 3 * DAY);
    midnight.setUTCHours(16, 0, 0, 0);
    serving(() => answer({ due: [{ kind: 'programme', id: 42, title: programme.title, dueAt: midnight.toISOString(), programme }] }));
    renderAt('/home', <DueSoonCard programmeHref={programmeHref} />, '/home');
    const row = await screen.findByTestId('due-item');
    const chinaDay = new Date(midnight.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(row.textContent).toContain(`截止于 ${chinaDay} 00:00`);
  });

  test('says so when nothing is in progress or due, and warns when the read fails, never empty while loading', async () => {
    serving(() => answer({ points: [], due: [] }));
    renderAt('/home', <ContinueLearningCard programmeHref={programmeHref} />, '/home');
    await screen.findByText('暂无进行中的培训，去培训中心选一门课程吧');
    cleanup();
    renderAt('/home', <DueSoonCard programmeHref={programmeHref} />, '/home');
    await screen.findByText('近期没有需要完成的截止事项');
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt('/home', <ContinueLearningCard programmeHref={programmeHref} />, '/home');
    expect(screen.getByTestId('home-continue').querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByText('暂无进行中的培训，去培训中心选一门课程吧')).toBeNull();
    cleanup();

    serving(() => refusal(500, 5000, '服务器开小差了'));
    renderAt('/home', <ContinueLearningCard programmeHref={programmeHref} />, '/home');
    await screen.findByText('学习进度加载失败，请稍后刷新重试');
  });

  test('the programme page links straight to the place once there is one, else shows its own action', async () => {
    serving(() => answer());
    renderAt('/training/common/42', <ContinueFromLast programmeId={42} fallback={<span>开始学习</span>} />, '/training/common/42');
    const link = await screen.findByRole('link', { name: /从上次离开处继续/ });
    expect(link.getAttribute('href')).toBe('/videoPlay?unitId=501&programmeId=42&t=754');
    expect(screen.getByTestId('continue-from-last').textContent).toContain('第三讲 单元目标的确定 12:34');
    cleanup();
    serving(() => answer());
    renderAt('/training/common/43', <ContinueFromLast programmeId={43} fallback={<span>开始学习</span>} />, '/training/common/43');
    await screen.findByText('开始学习');
    expect(screen.queryByRole('link', { name: /从上次离开处继续/ })).toBeNull();
  });
});
