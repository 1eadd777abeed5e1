import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { ReviewTimeline } from './ReviewTimeline';
import type { ReviewTimelineEntry, ReviewWording } from './review-wording';

afterEach(cleanup);
beforeEach(async () => {
  await changeLocale('zh-CN');
});

const wording: ReviewWording = {
  step: (code) => ({ school: '学校推荐', district: '区县审核', applicant: '申报人' })[code] ?? code,
  status: (code) => ({ '4': '审核中', '5': '已退回' })[code] ?? code,
  event: (event, stepCode) => (event === 'approve' && stepCode === 'school' ? '推荐' : undefined),
};

const entry = (change: Partial<ReviewTimelineEntry>): ReviewTimelineEntry => ({
  actorName: '王芳',
  stepCode: 'applicant',
  event: 'submit',
  comment: null,
  round: 1,
  statusAfter: '4',
  // 02:30 UTC is 10:30 in China.
  decidedAt: '2026-12-05T02:30:00.000Z',
  ...change,
});

describe('the review timeline', () => {
  test('one line per event: China time, who, the step and event in the domain words, the round, the status after, the comment', () => {
    render(
      <ReviewTimeline
        testId="audit-trail"
        wording={wording}
        history={[
          entry({}),
          entry({ actorName: '李校长', stepCode: 'school', event: 'return', comment: '请补充证书\n和照片', statusAfter: '5' }),
          entry({ actorName: '李校长', stepCode: 'school', event: 'approve', round: 2, decidedAt: '2026-12-06T16:05:00.000Z' }),
          entry({ event: 'finish' }),
        ]}
      />,
    );
    const lines = within(screen.getByTestId('audit-trail')).getAllByTestId('audit-trail-entry');
    expect(lines.map((line) => line.getAttribute('data-event'))).toEqual(['submit', 'return', 'approve', 'finish']);
    expect(lines[0]!.textContent).toContain('王芳 · 申报人');
    expect(lines[0]!.textContent).toContain('提交申报');
    expect(lines[0]!.textContent).toContain('第 1 轮');
    expect(lines[1]!.textContent).toContain('退回修改');
    expect(lines[1]!.textContent).toContain('状态变为“已退回”');
    expect(lines[1]!.textContent).toContain('意见：请补充证书\n和照片');
    // The domain's own word for the school's approval; an event the pieces do not know shows as its code.
    expect(lines[2]!.textContent).toContain('推荐');
    expect(lines[2]!.textContent).toContain('第 2 轮');
    expect(lines[3]!.textContent).toContain('finish');
    const text = screen.getByTestId('audit-trail').textContent!;
    expect(text).toContain('2026-12-05 10:30');
    // 16:05 UTC is past midnight in China: the next day.
    expect(text).toContain('2026-12-07 00:05');
  });

  test('a history spanning several reviews names the review of each line first', () => {
    render(
      <ReviewTimeline
        wording={wording}
        history={[entry({ subject: '立项申报' }), entry({ subject: '开题报告', round: 1, event: 'approve', stepCode: 'district' })]}
      />,
    );
    const lines = screen.getAllByTestId('review-timeline-entry');
    expect(lines.map((line) => line.firstChild!.firstChild!.textContent)).toEqual(['立项申报', '开题报告']);
  });

  test('no history says so', () => {
    render(<ReviewTimeline wording={wording} history={[]} />);
    expect(screen.getByTestId('review-timeline-empty').textContent).toContain('暂无审核记录');
  });

  test('in English', async () => {
    await changeLocale('en-US');
    render(<ReviewTimeline wording={wording} history={[entry({ event: 'reject', stepCode: 'district', comment: 'No proof' })]} />);
    const text = screen.getByTestId('review-timeline').textContent!;
    expect(text).toContain('Rejected');
    expect(text).toContain('Round 1');
    expect(text).toContain('Comment: No proof');
  });
});
