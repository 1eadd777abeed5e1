import type { ProgrammeUnit } from '@yanxiu/contract/training';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import '../../i18n/manage.register';
import { toUnitInputs, unitDrafts, type UnitDraft } from './unit-drafts';
import { UnitsEditor } from './UnitsEditor';

const saved: ProgrammeUnit[] = [
  {
    id: 11,
    position: 1,
    kind: 'video',
    title: '概论',
    fileId: '0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20',
    fileName: 'a.mp4',
    contentType: 'video/mp4',
    durationSeconds: 600,
    minViewSeconds: null,
    creditHours: 1,
    location: null,
    sessionStartsAt: null,
    completed: false,
  },
  {
    id: 12,
    position: 2,
    kind: 'document',
    title: '模板',
    fileId: '1c6d9f3f-9b54-4a1f-8e66-4d2f9a7b2c31',
    fileName: 't.pdf',
    contentType: 'application/pdf',
    durationSeconds: null,
    minViewSeconds: 120,
    creditHours: 0.5,
    location: null,
    sessionStartsAt: null,
    completed: false,
  },
  {
    id: 13,
    position: 3,
    kind: 'offline',
    title: '开班',
    fileId: null,
    fileName: null,
    contentType: null,
    durationSeconds: null,
    minViewSeconds: null,
    creditHours: 2,
    location: '报告厅',
    sessionStartsAt: '2027-01-05T01:00:00.000Z',
    completed: false,
  },
];

let latest: UnitDraft[] = [];

function Harness({ showProblems = false }: { showProblems?: boolean }) {
  const [units, setUnits] = useState(() => unitDrafts(saved));
  latest = units;
  return <UnitsEditor value={units} onChange={setUnits} showProblems={showProblems} />;
}

beforeEach(async () => {
  await changeLocale('zh-CN');
});
afterEach(() => cleanup());

const titles = () => latest.map((unit) => unit.title);

describe('the units editor', { timeout: 20_000 }, () => {
  test('moves units up and down, the ends disabled, and the payload follows the new order with the saved ids', () => {
    render(<Harness />);
    expect((screen.getByTestId('unit-up-0') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('unit-down-2') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('unit-down-0'));
    expect(titles()).toEqual(['模板', '概论', '开班']);
    fireEvent.click(screen.getByTestId('unit-up-2'));
    expect(titles()).toEqual(['模板', '开班', '概论']);
    expect((screen.getByTestId('unit-title-0') as HTMLInputElement).value).toBe('模板');

    expect(toUnitInputs(latest).map((unit) => [unit.id, unit.kind])).toEqual([
      [12, 'document'],
      [13, 'offline'],
      [11, 'video'],
    ]);
  });

  test('adds a unit of each kind at the end, and edits reach the payload', () => {
    render(<Harness showProblems />);
    fireEvent.click(screen.getByTestId('unit-add-offline'));
    expect(latest).toHaveLength(4);
    expect(latest[3]!.kind).toBe('offline');
    expect(latest[3]!.id).toBeUndefined();
    expect(screen.getByTestId('unit-problem-3').textContent).toBe('请填写单元名称');

    fireEvent.change(screen.getByTestId('unit-title-3'), { target: { value: '结业交流' } });
    fireEvent.change(screen.getByTestId('unit-location-3'), { target: { value: '302 教室' } });
    expect(screen.getByTestId('unit-problem-3').textContent).toBe('请选择活动时间');
    const last = toUnitInputs(latest)[3]!;
    expect(last).toMatchObject({ kind: 'offline', title: '结业交流', location: '302 教室' });
    expect('id' in last).toBe(false);
  });

  test('an exam unit has no file; saved with its programme, it links to its exam in the exam editor', () => {
    const withExam: ProgrammeUnit[] = [
      ...saved,
      { ...saved[2]!, id: 14, position: 4, kind: 'exam', title: '结业考试', location: null, sessionStartsAt: null },
    ];
    function ExamHarness() {
      const [units, setUnits] = useState(() => unitDrafts(withExam));
      latest = units;
      return <UnitsEditor value={units} onChange={setUnits} programmeId={3} showProblems />;
    }
    render(
      <MemoryRouter>
        <ExamHarness />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('unit-exam-3').getAttribute('href')).toBe('/manage/assessment/exams/new?unitId=14&programmeId=3');
    expect(screen.queryByTestId('unit-file-3')).toBeNull();
    fireEvent.click(screen.getByTestId('unit-add-exam'));
    // A new exam unit has no id yet: its exam is set up once the programme is saved.
    expect(screen.getByTestId('unit-exam-4').textContent).toBe('保存项目后即可设置本单元的考试');
    fireEvent.change(screen.getByTestId('unit-title-4'), { target: { value: '补考' } });
    expect(screen.queryByTestId('unit-problem-4')).toBeNull();
    expect(toUnitInputs(latest).slice(3)).toEqual([
      { id: 14, kind: 'exam', title: '结业考试', creditHours: 2 },
      { kind: 'exam', title: '补考', creditHours: 0.5 },
    ]);
  });

  test('an evaluation unit has no file; saved, it links to its questionnaire in the builder', () => {
    const withEvaluation: ProgrammeUnit[] = [
      ...saved,
      { ...saved[2]!, id: 15, position: 4, kind: 'evaluation', title: '结业评估', location: null, sessionStartsAt: null },
    ];
    function EvaluationHarness() {
      const [units, setUnits] = useState(() => unitDrafts(withEvaluation));
      latest = units;
      return <UnitsEditor value={units} onChange={setUnits} programmeId={3} showProblems />;
    }
    render(
      <MemoryRouter>
        <EvaluationHarness />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('unit-evaluation-3').getAttribute('href')).toBe('/manage/assessment/evaluations/new?unitId=15&programmeId=3');
    expect(screen.queryByTestId('unit-file-3')).toBeNull();
    fireEvent.click(screen.getByTestId('unit-add-evaluation'));
    expect(screen.getByTestId('unit-evaluation-4').textContent).toBe('保存项目后即可设置本单元的问卷');
    expect(toUnitInputs(latest).slice(3)).toEqual([
      { id: 15, kind: 'evaluation', title: '结业评估', creditHours: 2 },
      { kind: 'evaluation', title: '', creditHours: 0.5 },
    ]);
  });
});
