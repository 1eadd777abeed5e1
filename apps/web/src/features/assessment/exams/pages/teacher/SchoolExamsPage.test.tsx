import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import SchoolExamsPage from './SchoolExamsPage';
import { teacherExam } from './teacher.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () => renderAt('/training/exams', <SchoolExamsPage />, '/training/exams');

describe("the school's exams page", () => {
  test("lists the school's exams, each with its window and the way in", async () => {
    await signInWith(['teacher']);
    fakeApi((call) =>
      call.path === ApiPaths.assessmentSchoolExams ? { records: [teacherExam({ id: 7, title: '校本师德测验', unitId: null })] } : undefined,
    );
    show();
    const card = await screen.findByTestId('school-exam-7');
    expect(card.textContent).toContain('校本师德测验');
    expect(screen.getByTestId('school-exam-open-7').getAttribute('href')).toBe('/training/exam/7');
    expect(screen.getByText('校本考试', { selector: 'h1, h2, h3, h4' })).toBeTruthy();
  });

  test('says so when the school has none, and never while the list is still loading', async () => {
    await signInWith(['teacher']);
    let answer: (value: unknown) => void = () => undefined;
    fakeApi((call) => (call.path === ApiPaths.assessmentSchoolExams ? new Promise((resolve) => (answer = resolve)) : undefined));
    show();
    await screen.findByText('校本考试', { selector: 'h1, h2, h3, h4' });
    expect(screen.queryByTestId('school-exams-empty')).toBeNull();
    answer({ records: [] });
    expect((await screen.findByTestId('school-exams-empty')).textContent).toContain('本校暂时没有开放的校本考试');
  });
});
