import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signInWith } from '@/shared/testing/sign-in';
import { UploadField } from './UploadField';

/** A stand-in XMLHttpRequest the test drives: progress, answer and abort on demand. */
class FakeXhr {
  static last: FakeXhr;
  url = '';
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

let shown: Array<{ kind: string; text: string }>;
beforeEach(async () => {
  shown = await signInWith(['district_admin']);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function choose(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('an upload field', () => {
  test('shows the percentage while a video uploads, and cancelling aborts it without a file', async () => {
    const onUploaded = vi.fn();
    const busy: boolean[] = [];
    render(
      <UploadField
        purpose="video"
        accept="video/mp4"
        fileName={null}
        chooseLabel="选择视频"
        onUploaded={onUploaded}
        onBusyChange={(value) => busy.push(value)}
        testId="up"
      />,
    );
    choose(new File(['x'.repeat(100)], 'lesson.mp4', { type: 'video/mp4' }));
    await screen.findByTestId('up-progress');
    expect(new URL(FakeXhr.last.url).searchParams.get('purpose')).toBe('video');
    act(() => FakeXhr.last.upload.onprogress?.({ loaded: 42, total: 100, lengthComputable: true } as ProgressEvent));
    await waitFor(() => expect(screen.getByTestId('up-progress').textContent).toContain('42%'));

    fireEvent.click(screen.getByTestId('up-cancel'));
    await waitFor(() => expect(screen.queryByTestId('up-progress')).toBeNull());
    expect(FakeXhr.last.aborted).toBe(true);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(busy).toEqual([true, false]);
    expect(shown).toContainEqual({ kind: 'warning', text: '已取消上传' });
  });

  test('hands over the stored file when the upload ends', async () => {
    const onUploaded = vi.fn();
    render(<UploadField purpose="document" accept=".pdf" fileName={null} chooseLabel="选择文档" onUploaded={onUploaded} testId="up" />);
    choose(new File(['%PDF-1.4'], 'handout.pdf', { type: 'application/pdf' }));
    await screen.findByTestId('up-progress');
    const stored = { id: '1c6d9f3f-9b54-4a1f-8e66-4d2f9a7b2c31', name: 'handout.pdf', contentType: 'application/pdf', size: 8 };
    act(() => {
      FakeXhr.last.status = 200;
      FakeXhr.last.responseText = JSON.stringify({ code: 0, msg: 'ok', data: stored });
      FakeXhr.last.onload?.();
    });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
  });
});
