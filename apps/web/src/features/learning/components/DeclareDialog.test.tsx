import { ApiPaths } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import '../i18n/learning.register';
import { CATEGORIES, fakeApi, renderAt, setUpSignedIn } from '../learning.fixtures';
import { DeclareDialog } from './DeclareDialog';

// The upload itself (XMLHttpRequest with progress) is the shared request layer's, tested there.
vi.mock('@/shared/files/upload-stored-file', () => ({
  uploadStoredFile: vi.fn(async (_purpose: string, file: File) => ({
    id: '0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20',
    name: file.name,
    contentType: 'application/pdf',
    size: 3,
  })),
}));

setUpSignedIn();

describe('declaring hours', { timeout: 20_000 }, () => {
  test('an empty form says what is missing, evidence included, and sends nothing', async () => {
    const api = fakeApi((call) =>
      call.path === ApiPaths.learningHourCategories ? { categories: CATEGORIES, completionShare: 0.95 } : undefined,
    );
    renderAt('/studyTime', <DeclareDialog open onClose={() => undefined} />, '/studyTime');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('declare-submit'));
    expect(await within(dialog).findByText('请填写培训名称')).toBeTruthy();
    expect(within(dialog).getByText('请选择学时类别')).toBeTruthy();
    expect(within(dialog).getByText('请填写学时数')).toBeTruthy();
    expect(within(dialog).getByText('请选择结束日期')).toBeTruthy();
    expect(within(dialog).getByText('请至少上传一个证明材料')).toBeTruthy();
    expect(api.of(ApiPaths.learningCreateDeclaration)).toHaveLength(0);
  });

  test('hours are checked as typed: one decimal, at most 200', async () => {
    fakeApi((call) => (call.path === ApiPaths.learningHourCategories ? { categories: CATEGORIES, completionShare: 0.95 } : undefined));
    renderAt('/studyTime', <DeclareDialog open onClose={() => undefined} />, '/studyTime');
    const dialog = await screen.findByRole('dialog');
    const hours = within(dialog).getByTestId('declare-hours');
    fireEvent.change(hours, { target: { value: '1.25' } });
    expect(await within(dialog).findByText('学时数最多一位小数')).toBeTruthy();
    fireEvent.change(hours, { target: { value: '12.5' } });
    await waitFor(() => expect(within(dialog).queryByText('学时数最多一位小数')).toBeNull());
  });

  test('an uploaded evidence file is listed and clears the evidence problem', async () => {
    fakeApi((call) => (call.path === ApiPaths.learningHourCategories ? { categories: CATEGORIES, completionShare: 0.95 } : undefined));
    renderAt('/studyTime', <DeclareDialog open onClose={() => undefined} />, '/studyTime');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('declare-submit'));
    await within(dialog).findByText('请至少上传一个证明材料');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], '结业证书.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText('结业证书.pdf')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('请至少上传一个证明材料')).toBeNull());
  });
});
