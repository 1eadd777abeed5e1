import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { signInWith } from '@/shared/testing/sign-in';
import { RichTextEditor } from '../RichTextEditor';

/** A stand-in XMLHttpRequest (the uploads' transport): what was sent where, answered on demand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {}
  answer(data: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify({ code: 0, msg: 'ok', data });
    act(() => this.onload?.());
  }
}

/** The editor as a form item holds it: its value fed back. */
function Controlled({ onChange }: { onChange: (html: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <RichTextEditor
      label="题干"
      testId="stem"
      picturePurpose="question_picture"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

const PICTURE_ID = '0b6f3c1e-8a52-4d3e-9b1f-2c7d8e9fa0b1';

beforeEach(async () => {
  await signInWith(['district_admin']);
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no object URLs; the picture's bytes are read with the session and shown through one.
  let made = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:picture-${++made}`, revokeObjectURL: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the editor’s picture button', () => {
  test('a picture is uploaded with progress, described and inserted by its own address; the editor shows it through the session', async () => {
    const api = fakeApi(() => new Response(new Blob(['png']), { status: 200, headers: { 'content-type': 'image/png' } }));
    const changed = vi.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Controlled onChange={changed} />
      </ConfigProvider>,
    );
    fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: [new File(['png'], '三角形.png', { type: 'image/png' })] } });
    const [xhr] = FakeXhr.sent;
    expect(xhr!.url).toContain('/files?');
    expect(new URL(xhr!.url, 'http://x').searchParams.get('purpose')).toBe('question_picture');
    act(() => xhr!.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: '上传 三角形.png' }).getAttribute('aria-valuenow')).toBe('40');
    const insert = screen.getByRole('button', { name: /插\s?入/ });
    expect((insert as HTMLButtonElement).disabled).toBe(true);
    xhr!.answer({ id: PICTURE_ID, name: '三角形.png', contentType: 'image/png', size: 3 });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '上传 三角形.png' }).getAttribute('aria-valuenow')).toBe('100'));
    // Uploaded, but not yet described: a picture goes in only with its alt text.
    expect((insert as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('图片说明'), { target: { value: '直角三角形 ABC' } });
    expect((insert as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(insert);

    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(`<p><img src="/api/files/${PICTURE_ID}" alt="直角三角形 ABC"></p>`));
    const shown = screen.getByTestId('stem').querySelector('img:not(.ProseMirror-separator)') as HTMLImageElement;
    expect(shown.alt).toBe('直角三角形 ABC');
    await waitFor(() => expect(shown.getAttribute('src')).toMatch(/^blob:picture-/));
    expect(api.of(`/files/${PICTURE_ID}`)).toHaveLength(1);
  });
});
