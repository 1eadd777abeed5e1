import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { DownloadableFiles } from './DownloadableFiles';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const files = [
  { id: 'a1', name: 'plan.pdf', missing: false },
  { id: 'b2', name: 'gone.docx', missing: true },
];

test('a stored file is a named download button that saves under the name the download gives; a missing one is a tag', async () => {
  const download = vi.fn((id: string) => Promise.resolve({ blob: new Blob([id]), fileName: 'served.pdf' }));
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  render(
    <DownloadableFiles
      files={files}
      download={download}
      downloadLabel={(file) => `Download ${file.name}`}
      missingLabel={(file) => `${file.name} (missing)`}
      nameWidth={240}
      testId="file"
    />,
  );
  expect(screen.getAllByTestId('file')).toHaveLength(1);
  expect(screen.getByText('gone.docx (missing)')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Download plan.pdf' }));
  await waitFor(() => expect(saved).toEqual(['served.pdf']));
  expect(download).toHaveBeenCalledWith('a1');
});

test('without a name from the download the file keeps its own; a failed download saves nothing', async () => {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const download = vi
    .fn()
    .mockResolvedValueOnce({ blob: new Blob(['x']), fileName: null })
    .mockRejectedValueOnce(new Error('refused'));
  render(
    <DownloadableFiles
      files={files.slice(0, 1)}
      download={download}
      downloadLabel={(file) => file.name}
      missingLabel={() => ''}
      nameWidth={240}
      testId="file"
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'plan.pdf' }));
  await waitFor(() => expect(saved).toEqual(['plan.pdf']));
  await waitFor(() => expect(screen.getByRole('button', { name: 'plan.pdf' }).className).not.toContain('loading'));
  fireEvent.click(screen.getByRole('button', { name: 'plan.pdf' }));
  await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
  expect(saved).toEqual(['plan.pdf']);
});
