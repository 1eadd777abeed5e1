import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import type { CallDomain } from './call-domain';
import { CallEditorForm } from './CallEditorForm';
import { CallEditorFrame } from './CallEditorFrame';
import { useDomainCallEditor, type SaveMutation, type VersionedCall } from './use-call-editor';

// A loaded two-core run renders antd forms slowly: waits allow 5 s.
configure({ asyncUtilTimeout: 5_000 });

type Values = { title?: string };
type Body = { thingId?: number; version?: number; title: string };
type Saved = { thingId: number; version: number };

const things: CallDomain<'thingId'> = {
  listPath: '/things',
  idName: 'thingId',
  textsAt: 'things.list',
  testIds: { row: 'thing', table: 'things', forbidden: 'things-forbidden' },
  useMayManage: () => true,
  useTexts: () => ({
    listTitle: '事项',
    newTitle: '新建事项',
    editTitle: '编辑事项',
    backToList: '返回',
    notFound: '没有这个事项',
    forbiddenTitle: '无权访问',
    forbiddenText: '无权访问',
  }),
};

/** The editor of a stored thing (its row carries more than its id and version) or of a new one; `answer` plays the save. */
function ThingEditor({
  stored,
  answer,
}: {
  stored: (VersionedCall<'thingId'> & { title: string; owner: string }) | null;
  answer: (body: Body) => Saved;
}) {
  const mutation: SaveMutation<Body, Saved> = {
    isPending: false,
    mutate: (body, callbacks) => void Promise.resolve(body).then(answer).then(callbacks.onSuccess, callbacks.onError),
  };
  const call = useDomainCallEditor(things, stored, {
    toBody: (values: Values, versioned?: VersionedCall<'thingId'>) => ({ ...versioned, title: values.title ?? '' }),
    problemsOf: () => [],
    mutation,
    createdText: '已创建',
  });
  const publish = { mutation: { isPending: false, mutate: () => undefined }, confirm: '确定发布？', done: '已发布' };
  return (
    <CallEditorFrame {...call} draft publish={publish} onReload={() => undefined}>
      <CallEditorForm<Values>
        form={call.editor.form}
        initialValues={{ title: stored?.title }}
        disabled={false}
        onChange={call.editor.markDirty}
        testId="thing-form"
      >
        <Form.Item name="title" label="名称">
          <Input data-testid="thing-title" />
        </Form.Item>
      </CallEditorForm>
    </CallEditorFrame>
  );
}

let shown: Shown[];
beforeEach(async () => {
  shown = await signInWith(['district_admin']);
});
afterEach(cleanup);

describe("a domain's call editor", { timeout: 60_000 }, () => {
  test("a new call is saved without an id, then its own page opens, at the domain's path by the domain's id", async () => {
    const answer = vi.fn((_: Body) => ({ thingId: 12, version: 1 }));
    const { router } = renderRoutes(
      [
        { path: '/things/new', element: <ThingEditor stored={null} answer={answer} /> },
        { path: '/things/:thingId', element: <p data-testid="stored-page" /> },
      ],
      '/things/new',
    );
    // A new call is saved before it can be published.
    expect(screen.queryByTestId('thing-publish')).toBeNull();
    await userEvent.setup().type(screen.getByTestId('thing-title'), '新的事项');
    await userEvent.setup().click(screen.getByTestId('thing-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things/12'));
    expect(answer.mock.calls[0]![0]).toEqual({ title: '新的事项' });
    expect(shown).toContainEqual({ kind: 'success', text: '已创建' });
  });

  test('a stored call is saved naming its id and the version read, nothing else of its row', async () => {
    const answer = vi.fn((_: Body) => ({ thingId: 9, version: 4 }));
    const { router } = renderRoutes(
      [
        {
          path: '/things/:thingId',
          element: <ThingEditor stored={{ thingId: 9, version: 3, title: '旧名称', owner: '区教研室' }} answer={answer} />,
        },
      ],
      '/things/9',
    );
    expect(screen.getByTestId('thing-publish')).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('thing-save'));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    expect(answer.mock.calls[0]![0]).toEqual({ thingId: 9, version: 3, title: '旧名称' });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存' }));
    expect(router.state.location.pathname).toBe('/things/9');
  });
});
