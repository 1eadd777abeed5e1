import type { ProgrammeUnit } from '@yanxiu/contract/training';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import { changeLocale } from '@/shared/i18n/i18n';
import '../../i18n/teacher.register';
import { UnitList } from './UnitList';

beforeEach(async () => {
  await changeLocale('zh-CN');
});
afterEach(() => cleanup());

const exam: ProgrammeUnit = {
  id: 14,
  position: 1,
  kind: 'exam',
  title: '结业考试',
  fileId: null,
  fileName: null,
  contentType: null,
  durationSeconds: null,
  minViewSeconds: null,
  creditHours: 2,
  location: null,
  sessionStartsAt: null,
  completed: true,
};

describe("a programme's exam unit", () => {
  test('opens the exam page of the unit for an enrolled teacher, and shows it completed once passed', () => {
    render(
      <MemoryRouter>
        <UnitList units={[exam]} programmeId={3} canOpen />
      </MemoryRouter>,
    );
    const open = screen.getByTestId('open-unit-14');
    expect(open.getAttribute('href')).toBe('/training/exam/unit/14');
    expect(open.textContent).toContain('参加考试');
    expect(screen.getByTestId('unit-done-14')).toBeTruthy();
  });

  test('asks a teacher who has not enrolled to enrol first', () => {
    render(
      <MemoryRouter>
        <UnitList units={[{ ...exam, completed: false }]} programmeId={3} canOpen={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('open-unit-14')).toBeNull();
    expect(screen.getByText(/报名/)).toBeTruthy();
  });
});

describe("a programme's evaluation unit", () => {
  test('opens the questionnaire of the unit for an enrolled teacher', () => {
    render(
      <MemoryRouter>
        <UnitList units={[{ ...exam, id: 15, kind: 'evaluation', title: '结业评估', completed: false }]} programmeId={3} canOpen />
      </MemoryRouter>,
    );
    const open = screen.getByTestId('open-unit-15');
    expect(open.getAttribute('href')).toBe('/training/evaluation/unit/15');
    expect(open.textContent).toContain('填写问卷');
  });
});
