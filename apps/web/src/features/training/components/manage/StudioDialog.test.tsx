import { ApiPaths } from '@yanxiu/contract/paths';
import type { ManagedTeacher, StudioDetail } from '@yanxiu/contract/training';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../i18n/manage.register';
import { fakeApi, signInAs } from '../../training.fixtures';
import { StudioDialog } from './StudioDialog';

const studio: StudioDetail = {
  id: 5,
  name: '孙丽高中语文名师工作室',
  summary: '高中语文',
  description: '',
  leadUserId: 21,
  leadName: '孙丽',
  leadSchoolName: '示范区第二高级中学',
  sectionCode: null,
  subjectCode: null,
  coverFileId: null,
  memberCount: 2,
  programmeCount: 0,
  members: [
    { userId: 21, name: '孙丽', schoolName: '示范区第二高级中学', role: 'lead' },
    { userId: 22, name: '李强', schoolName: '示范区实验中学', role: 'member' },
  ],
  programmes: [],
};
const found: ManagedTeacher[] = [{ userId: 23, name: '周涛', schoolName: '示范区实验中学' }];

let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  await signInAs(['district_admin']);
  api = fakeApi((call) => {
    if (call.path === '/training/studios/5') return studio;
    if (call.path === ApiPaths.trainingManageTeachers) return call.query.get('keyword') === '周' ? found : [];
    if (call.path === ApiPaths.trainingManageSaveStudio) return studio;
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StudioDialog studioId={5} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the studio dialog', { timeout: 20_000 }, () => {
  test('shows the saved lead and members by name, finds a teacher by name and saves their ids', async () => {
    renderDialog();
    const lead = await screen.findByTestId('studio-lead');
    const members = screen.getByTestId('studio-members');
    expect(within(lead).getByText('孙丽（示范区第二高级中学）')).toBeTruthy();
    expect(within(members).getByText('李强（示范区实验中学）')).toBeTruthy();

    const input = within(members).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '李' } });
    fireEvent.change(input, { target: { value: '周' } });
    fireEvent.click(await screen.findByText('周涛（示范区实验中学）'));
    // The search waits for typing to pause: the keyword typed over is never sent.
    expect(api.of(ApiPaths.trainingManageTeachers).map((call) => call.query.get('keyword'))).toEqual(['周']);

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.of(ApiPaths.trainingManageSaveStudio)).toHaveLength(1));
    expect(api.of(ApiPaths.trainingManageSaveStudio)[0]!.body).toMatchObject({ id: 5, leadUserId: 21, memberUserIds: [22, 23] });
  });

  test('a lead is required', async () => {
    renderDialog();
    const lead = await screen.findByTestId('studio-lead');
    fireEvent.mouseDown(within(lead).getByRole('combobox'));
    const clear = lead.querySelector('.ant-select-clear');
    expect(clear).toBeTruthy();
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请选择主持人')).toBeTruthy();
    expect(api.of(ApiPaths.trainingManageSaveStudio)).toHaveLength(0);
  });
});
