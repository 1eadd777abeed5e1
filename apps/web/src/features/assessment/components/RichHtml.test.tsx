import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { signInWith } from '@/shared/testing/sign-in';
import { RichHtml } from './RichHtml';

beforeEach(async () => {
  await signInWith(['teacher']);
  // jsdom has no object URLs; the picture's bytes are read with the session and shown through one.
  let made = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:picture-${++made}`, revokeObjectURL: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a question’s rich text', () => {
  test('a question’s rich text shows its own pictures through the session and never asks a foreign address', async () => {
    const other = '7d2e4f60-1b3c-4a5d-8e9f-0a1b2c3d4e5f';
    const api = fakeApi(() => new Response(new Blob(['png']), { status: 200 }));
    render(
      <RichHtml
        className="question-rich-text"
        testId="view"
        html={`<p>如图<img src="/api/files/${other}" alt="示意图" /><img src="https://evil.example/a.png" alt="外链" /></p>`}
      />,
    );
    const [own, foreign] = screen.getByTestId('view').querySelectorAll('img');
    expect(own!.alt).toBe('示意图');
    await waitFor(() => expect(own!.getAttribute('src')).toMatch(/^blob:picture-/));
    expect(foreign!.hasAttribute('src')).toBe(false);
    expect(api.calls.map((call) => call.path)).toEqual([`/files/${other}`]);
  });
});
