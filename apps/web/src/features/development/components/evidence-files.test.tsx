import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../i18n/development.register';
import { fakeApi, signInAs } from '../development.fixtures';
import { removeUpload } from './ApplicationForm';
import { EvidenceFiles } from './EvidenceFiles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEPT = '11111111-1111-4111-8111-111111111111';
const GONE = '22222222-2222-4222-8222-222222222222';

describe('evidence files', () => {
  test('a file deleted since it was submitted is listed by its name as deleted, without a preview', async () => {
    await signInAs(['teacher']);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EvidenceFiles
          detail={{
            conditions: [],
            evidence: [
              {
                conditionCode: 'C4',
                files: [
                  { id: KEPT, name: '听课记录.pdf', contentType: 'application/pdf', size: 2048 },
                  { id: GONE, name: '获奖证书.pdf', contentType: 'application/pdf', size: 1024, missing: true },
                ],
              },
            ],
          }}
        />
      </QueryClientProvider>,
    );
    const missing = screen.getByTestId('evidence-missing');
    expect(missing.textContent).toContain('获奖证书.pdf');
    expect(missing.textContent).toContain('已删除');
    expect(screen.getAllByTestId('evidence-preview-button')).toHaveLength(1);
  });

  test('removing a file uploaded in the form deletes it on the server; a file of the application being edited is kept', async () => {
    await signInAs(['teacher']);
    const api = fakeApi((call) => ({ id: call.path.split('/').at(-1) }));
    const handleRemove = removeUpload(new Set([KEPT]));
    expect(
      handleRemove({
        uid: 'a',
        name: 'a.pdf',
        status: 'done',
        response: { id: GONE, name: 'a.pdf', contentType: 'application/pdf', size: 1 },
      }),
    ).toBe(true);
    expect(
      handleRemove({
        uid: 'b',
        name: 'b.pdf',
        status: 'done',
        response: { id: KEPT, name: 'b.pdf', contentType: 'application/pdf', size: 1 },
      }),
    ).toBe(true);
    // Still uploading: there is nothing on the server to delete yet.
    expect(handleRemove({ uid: 'c', name: 'c.pdf', status: 'uploading' })).toBe(true);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({ method: 'DELETE', path: fillPath(ApiPaths.deleteFile, { id: GONE }) });
  });
});
