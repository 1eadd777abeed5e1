import { ApiPaths } from '@yanxiu/contract/paths';
import type { CourseQuestion, CourseQuestionsPage, CourseRatingSummary, CourseReviewsPage } from '@yanxiu/contract/training-discussion';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, refusal, renderAt, setUpTeacherTests } from '../../training.fixtures';
import { CourseDiscussion } from './CourseDiscussion';

const shown = setUpTeacherTests();

const person = (userId: number, name: string) => ({ userId, name, orgName: '示范区第一实验小学' });
const post = (id: number, text: string, change: Partial<CourseQuestion> = {}): CourseQuestion => ({
  id,
  author: person(7, '王芳'),
  text,
  byLecturer: false,
  helpfulCount: 0,
  votedHelpful: false,
  reported: false,
  reportCount: 0,
  hidden: null,
  // 2026-11-21 10:00 in China, whatever the test machine's zone.
  createdAt: '2026-11-21T02:00:00.000Z',
  answers: [],
  ...change,
});
const page = (records: CourseQuestion[], change: Partial<CourseQuestionsPage> = {}): CourseQuestionsPage => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  isLecturer: false,
  canModerate: false,
  ...change,
});
const noRating: CourseRatingSummary = { average: null, count: 0, mine: null, canRate: false };
const noReviews: CourseReviewsPage = { records: [], total: 0, current: 1, size: 5, canModerate: false };

const render = () =>
  renderAt('/training/common/:id', <CourseDiscussion course={{ courseType: 'programme', courseId: 42 }} />, '/training/common/42');

describe('a course discussion', () => {
  test('shows questions with the lecturer’s answer marked, in China time, and asks a new one', async () => {
    const question = post(1, '<b>课件</b>在哪里？', {
      answers: [{ ...post(2, '已上传到第二讲。', { byLecturer: true, author: person(3, '赵磊') }), answers: undefined } as never],
    });
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.courseQuestions) return page([question]);
      if (call.path === ApiPaths.courseRatingSummary) return noRating;
      if (call.path === ApiPaths.courseReviews) return noReviews;
      if (call.path === ApiPaths.courseAsk) return post(5, '新的问题');
      return undefined;
    });
    render();
    const questions = await screen.findAllByTestId('course-question');
    // Markup is shown as typed, never interpreted.
    expect(questions[0]!.textContent).toContain('<b>课件</b>在哪里？');
    expect(questions[0]!.textContent).toContain('2026-11-21 10:00');
    const answer = screen.getByTestId('course-answer');
    expect(within(answer).getByText('讲师回答')).toBeTruthy();
    expect(screen.getByText('1 个回答')).toBeTruthy();
    expect(api.of(ApiPaths.courseQuestions)[0]!.query.get('sort')).toBe('helpful');

    fireEvent.change(screen.getByLabelText('提问内容'), { target: { value: '新的问题' } });
    fireEvent.click(screen.getByRole('button', { name: '提 问' }));
    await waitFor(() => expect(api.of(ApiPaths.courseAsk)).toHaveLength(1));
    expect(api.of(ApiPaths.courseAsk)[0]!.body).toEqual({ courseType: 'programme', courseId: 42, text: '新的问题' });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '问题已发布' }));
  });

  test('says nothing is there only once the read answered, and says so in the words of the posting limit', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fakeApi((call) => {
      if (call.path === ApiPaths.courseQuestions) return new Promise((resolve) => (answer = resolve));
      if (call.path === ApiPaths.courseRatingSummary) return noRating;
      if (call.path === ApiPaths.courseReviews) return noReviews;
      if (call.path === ApiPaths.courseAsk) return refusal(429, 4029, '请求过于频繁，请稍后再试');
      return undefined;
    });
    render();
    await screen.findByText('参加学习后即可评价（培训项目需完成至少一个单元或开始学习，公开课需观看）');
    expect(screen.queryByText('还没有人提问，来提第一个问题吧')).toBeNull();
    answer(page([]));
    await screen.findByText('还没有人提问，来提第一个问题吧');

    fireEvent.change(screen.getByLabelText('提问内容'), { target: { value: '再问一个' } });
    fireEvent.click(screen.getByRole('button', { name: '提 问' }));
    await waitFor(() => expect(shown).toContainEqual(expect.objectContaining({ kind: 'error', text: '请求过于频繁，请稍后再试' })));
  });

  test('a teacher who took part rates with stars and a review; the average and count are shown', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.courseQuestions) return page([]);
      if (call.path === ApiPaths.courseRatingSummary) return { average: 4.5, count: 2, mine: null, canRate: true };
      if (call.path === ApiPaths.courseReviews) return noReviews;
      if (call.path === ApiPaths.courseRate) return {};
      return undefined;
    });
    render();
    expect((await screen.findByTestId('course-rating-summary')).textContent).toContain('4.5 分');
    expect(screen.getByText('2 人评价')).toBeTruthy();
    const stars = screen.getByTestId('course-rate-form');
    fireEvent.click(within(stars).getAllByRole('radio')[3]!);
    fireEvent.change(screen.getByLabelText('简短评价（选填）'), { target: { value: '很实用' } });
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(api.of(ApiPaths.courseRate)).toHaveLength(1));
    expect(api.of(ApiPaths.courseRate)[0]!.body).toEqual({ courseType: 'programme', courseId: 42, stars: 4, review: '很实用' });
  });
});
