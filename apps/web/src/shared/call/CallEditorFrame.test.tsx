import { ErrorCodes } from '@yanxiu/contract/errors';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RequestError } from '@/shared/request/request';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { callBodyFieldsOf, type WindowValue } from './call-form-values';
import { CallEditorForm } from './CallEditorForm';
import { CallEditorFrame } from './CallEditorFrame';
import { CallWindowField } from './CallWindowField';
import { useCallEditor, type SaveMutation } from './use-call-editor';

// A loaded two-core run renders antd forms slowly: waits allow 5 s.
configure({ asyncUtilTimeout: 5_000 });

type Values = { title?: string; window?: WindowValue };
type Body = { id: number; version: number; startsAt: string; endsAt: string };

/** An editor of a stored draft (id 9, version 3) around a form with the call window; `answer` plays the save call. */
function StoredDraftEditor({ answer, onReload }: { answer: (body: Body) => Promise<{ version: number }>; onReload: () => void }) {
  const mutation: SaveMutation<Body, { version: number }> = {
    isPending: false,
    mutate: (body, callbacks) => void answer(body).then(callbacks.onSuccess, callbacks.onError),
  };
  const editor = useCallEditor({
    stored: { id: 9, version: 3 },
    toBody: (values: Values, stored?: { id: number; version: number }) => {
      const { startsAt, endsAt } = callBodyFieldsOf(values);
      return { ...stored!, startsAt, endsAt };
    },
    problemsOf: () => [],
    mutation,
    created: { text: '已创建', pathOf: () => '/things/9' },
  });
  const publish = { mutation: { isPending: false, mutate: () => undefined }, confirm: '确定发布？', done: '已发布' };
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <CallEditorFrame editor={editor} testIdPrefix="thing" versioned={{ id: 9, version: 3 }} draft publish={publish} onReload={onReload}>
        <CallEditorForm<Values> form={editor.form} initialValues={{}} disabled={false} onChange={editor.markDirty} testId="thing-form">
          <CallWindowField testId="thing-window" />
        </CallEditorForm>
      </CallEditorFrame>
    </ConfigProvider>
  );
}

let shown: Shown[];
beforeEach(async () => {
  shown = await signInWith(['district_admin']);
});
afterEach(cleanup);

describe("a call's editor (selection projects and topic calls)", { timeout: 60_000 }, () => {
  test('nothing is sent while the window is missing; the page says to correct the fields', async () => {
    const answer = vi.fn(() => Promise.resolve({ version: 4 }));
    renderAt('/things/9', <StoredDraftEditor answer={answer} onReload={() => undefined} />, '/things/9');
    await userEvent.setup().click(screen.getByTestId('thing-save'));
    expect(await screen.findByText('请选择申报开始与结束时间')).toBeTruthy();
    expect(shown).toContainEqual({ kind: 'warning', text: '请先修正标红的内容' });
    expect(answer).not.toHaveBeenCalled();
  });

  test('Enter in the window takes the typed moments and saves nothing; publishing waits for the save, which sends them in China time', async () => {
    const user = userEvent.setup();
    const answer = vi.fn((_: Body) => Promise.resolve({ version: 4 }));
    renderAt('/things/9', <StoredDraftEditor answer={answer} onReload={() => undefined} />, '/things/9');
    const [start, end] = within(screen.getByTestId('thing-form')).getAllByRole('textbox') as [HTMLElement, HTMLElement];
    await user.type(start, '2026-12-01 08:00{Enter}');
    await user.type(end, '2026-12-31 18:00{Enter}');
    await waitFor(() => expect((screen.getByTestId('thing-publish') as HTMLButtonElement).disabled).toBe(true));
    expect(answer).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('thing-save'));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    expect(answer.mock.calls[0]![0]).toEqual({
      id: 9,
      version: 3,
      startsAt: '2026-12-01T08:00:00+08:00',
      endsAt: '2026-12-31T18:00:00+08:00',
    });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存' }));
    await waitFor(() => expect((screen.getByTestId('thing-publish') as HTMLButtonElement).disabled).toBe(false));
  });

  test('a save refused as stale offers to reload instead of overwriting; another refusal names the fields', async () => {
    const user = userEvent.setup();
    const stale = new RequestError('内容已被修改', 409, { code: ErrorCodes.STALE_VERSION.code, msg: '内容已被修改', data: null });
    const refused = new RequestError('数据无法处理', 422, {
      code: ErrorCodes.UNPROCESSABLE.code,
      msg: '数据无法处理',
      data: { issues: [{ path: 'body.eligibility.sectionCodes.0', message: 'unknown section 99' }] },
    });
    const answer = vi.fn<(body: Body) => Promise<{ version: number }>>().mockRejectedValueOnce(refused).mockRejectedValueOnce(stale);
    const onReload = vi.fn();
    renderAt('/things/9', <StoredDraftEditor answer={answer} onReload={onReload} />, '/things/9');
    const [start, end] = within(screen.getByTestId('thing-form')).getAllByRole('textbox') as [HTMLElement, HTMLElement];
    await user.type(start, '2026-12-01 08:00{Enter}');
    await user.type(end, '2026-12-31 18:00{Enter}');
    await user.click(screen.getByTestId('thing-save'));
    await waitFor(() =>
      expect(shown).toContainEqual({ kind: 'error', text: '数据无法处理（body.eligibility.sectionCodes.0：unknown section 99）' }),
    );
    expect(screen.queryByTestId('thing-reload')).toBeNull();
    await user.click(screen.getByTestId('thing-save'));
    await user.click(await screen.findByTestId('thing-reload'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(answer).toHaveBeenCalledTimes(2);
  });
});
