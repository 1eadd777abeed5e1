import { ApiPaths } from '@yanxiu/contract/paths';
import type { StudioSummary } from '@yanxiu/contract/training';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, renderAt, setUpTeacherTests } from '../../training.fixtures';
import StudiosPage from './StudiosPage';

setUpTeacherTests();

const studio: StudioSummary = {
  id: 3,
  name: '孙丽高中语文名师工作室',
  summary: '',
  leadUserId: 5,
  leadName: '孙丽',
  leadSchoolName: '示范区第二高级中学',
  sectionCode: null,
  subjectCode: null,
  coverFileId: null,
  memberCount: 1,
  programmeCount: 4,
};

describe('names with a note and labelled values follow the language', () => {
  test('English: "Lead teacher: 孙丽 (school)", "1 member", with no Chinese brackets or colon', async () => {
    await changeLocale('en-US');
    fakeApi((call) => (call.path === ApiPaths.trainingStudios ? { records: [studio], total: 1, current: 1, size: 10 } : undefined));
    renderAt('/training/studio', <StudiosPage />, '/training/studio');
    const card = await screen.findByText(/Lead teacher:/);
    expect(card.textContent).toBe('Lead teacher: 孙丽 (示范区第二高级中学)');
    expect(document.body.textContent).toContain('1 member');
    expect(document.body.textContent).not.toMatch(/[（）：、，]/);
  });

  test('Chinese: "领衔名师：孙丽（学校）", never an English colon', async () => {
    fakeApi((call) => (call.path === ApiPaths.trainingStudios ? { records: [studio], total: 1, current: 1, size: 10 } : undefined));
    renderAt('/training/studio', <StudiosPage />, '/training/studio');
    const card = await screen.findByText(/孙丽（示范区第二高级中学）/);
    expect(card.textContent).toBe('领衔名师：孙丽（示范区第二高级中学）');
  });
});
