import { ApiPaths } from '@yanxiu/contract/paths';
import type { ActivitySummary, SaveSummaryBody } from '@yanxiu/contract/research-interaction';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import '../i18n/research.register';
import { SummaryPanel } from './SummaryPanel';

// Saving the activity's summary and closing the activity with it say they were done, as the rest of the activity's
// writes do (issue 39).

const shown: Shown[] = [];
beforeEach(async () => {
  await signInWith(['teacher'], shown);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the organiser's summary", () => {
  test('saving it says so, and closing the activity with it, once confirmed, says the activity is closed', async () => {
    let saved: ActivitySummary = null;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.researchSummary) return saved;
      if (call.path !== ApiPaths.researchSaveSummary) return undefined;
      const body = call.body as SaveSummaryBody;
      saved = {
        activityId: 8,
        text: body.text,
        photos: [],
        author: { userId: 5, name: '王芳', orgName: '实验中学' },
        savedAt: '2026-12-01T08:00:00.000Z',
        closedAt: body.close ? '2026-12-01T08:00:00.000Z' : null,
      };
      return saved;
    });
    renderAt('/research/ActivityCover/:id', <SummaryPanel activityId={8} canWrite started />, '/research/ActivityCover/8');
    fireEvent.change(await screen.findByTestId('summary-text', {}, { timeout: 10_000 }), { target: { value: '本次观课聚焦情境导入' } });
    fireEvent.click(screen.getByTestId('summary-save'));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '活动总结已保存' }]));

    fireEvent.click(screen.getByTestId('summary-close'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(shown.map((message) => message.text)).toEqual(['活动总结已保存', '活动已总结并关闭']));
    expect(api.of(ApiPaths.researchSaveSummary).map((call) => (call.body as SaveSummaryBody).close)).toEqual([false, true]);
  });
});
