import { SERVER_LOADER_ELEMENT_ID, SERVER_LOADER_PATH } from '@yanxiu/contract/server-loader';
import type { TopicSharePage as SharedTopic } from '@yanxiu/contract/topic-share';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useDocumentTitle } from '@/app/layouts/use-document-title';
import { changeLocale } from '@/shared/i18n/i18n';
import { resetEmbeddedLoad } from '@/shared/server-loader/embedded-load';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { DEMO_APP_INFO } from '@/shared/testing/sign-in';
import type { RouteHandle } from '@/shared/ui/route-meta';
import { shareEnUS } from '../../i18n/share.en-US';
import { shareZhCN } from '../../i18n/share.zh-CN';
import TopicSharePage from './TopicSharePage';
import { leaves, placeholders } from '@/shared/testing/catalogue-leaves';

const ROUTE = '/topicContentDetail/sharePage/:applyId';

function sharedTopic(change: Partial<SharedTopic> = {}): SharedTopic {
  return {
    applyId: '12',
    title: '大单元教学中的作业设计研究',
    topicNo: '2026-003',
    level: 'key',
    callTitle: '2026 年度区级教育科研课题指南',
    phase: 'concluded',
    periodStartsOn: '2026-01-01',
    periodEndsOn: '2027-12-31',
    host: { name: '王芳', orgName: '第一小学' },
    abstract: '研究大单元视角下的作业设计。\n第二段。',
    results: '形成作业设计案例集一册。',
    appraisal: 'excellent',
    files: [{ id: '4f6a1d52-1111-4a8e-9d1e-0a1b2c3d4e5f', name: '结题报告.pdf', contentType: 'application/pdf', size: 2 * 1024 * 1024 }],
    sharedAt: '2026-11-20T02:00:00.000Z',
    ...change,
  };
}

/** The page at `path` as the app's router shows it: titled through its handle, which declares the server loader. */
function open(path: string) {
  function Titled() {
    useDocumentTitle();
    return <TopicSharePage />;
  }
  const handle: RouteHandle = { title: 'topicShare', serverLoader: ROUTE };
  const router = createMemoryRouter([{ path: ROUTE, handle, element: <Titled /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** What the server writes into the page's HTML. */
function embed(value: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_LOADER_ELEMENT_ID;
  element.textContent = JSON.stringify(value);
  document.head.append(element);
}

beforeEach(async () => {
  localStorage.clear();
  await changeLocale('zh-CN');
  sessionStore.setAppInfo(DEMO_APP_INFO, 'ready');
  sessionStore.setLoginInfo(null);
  resetEmbeddedLoad();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById(SERVER_LOADER_ELEMENT_ID)?.remove();
});

describe('the topic share page', () => {
  test('paints from the data the server embedded, without asking, and names the tab after the topic', async () => {
    const api = fakeApi(() => undefined);
    embed({ route: ROUTE, path: '/topicContentDetail/sharePage/12', status: 'ok', data: sharedTopic() });
    open('/topicContentDetail/sharePage/12');
    expect(screen.getByTestId('topic-share-title').textContent).toBe('大单元教学中的作业设计研究');
    expect(screen.getByText('王芳（第一小学）')).toBeTruthy();
    expect(screen.getByText('2026-01-01 至 2027-12-31')).toBeTruthy();
    expect(screen.getByText('重点课题')).toBeTruthy();
    expect(screen.getByText('形成作业设计案例集一册。')).toBeTruthy();
    const link = within(screen.getByTestId('topic-share-files')).getByRole('link', { name: '下载 结题报告.pdf' });
    expect(link.getAttribute('href')).toBe(
      'http://localhost:3000/api/topic/share/files/12/4f6a1d52-1111-4a8e-9d1e-0a1b2c3d4e5f?appId=yxdemo',
    );
    expect(document.title).toBe('大单元教学中的作业设计研究 - 演示区');
    expect(api.calls).toEqual([]);
    // The element is read once: the data of this load is never taken for another page.
    expect(document.getElementById(SERVER_LOADER_ELEMENT_ID)).toBeNull();
  });

  test('asks __serverLoader with the route and the page URL when nothing was embedded for this path', async () => {
    embed({
      route: ROUTE,
      path: '/topicContentDetail/sharePage/99',
      status: 'ok',
      data: sharedTopic({ applyId: '99', title: '别的课题' }),
    });
    const api = fakeApi((call) =>
      call.path === SERVER_LOADER_PATH ? sharedTopic({ results: '', files: [], phase: 'approved', appraisal: null }) : undefined,
    );
    open('/topicContentDetail/sharePage/12');
    expect(screen.getByTestId('topic-share-loading')).toBeTruthy();
    expect((await screen.findByTestId('topic-share-title')).textContent).toBe('大单元教学中的作业设计研究');
    const [call] = api.of(SERVER_LOADER_PATH);
    expect(call!.query.get('route')).toBe(ROUTE);
    expect(call!.query.get('url')).toBe('/pc/topicContentDetail/sharePage/12');
    expect(call!.query.get('appId')).toBe('yxdemo');
    // Empty states of a topic not concluded yet.
    expect(screen.getByText('课题结题后，研究成果将在此展示。')).toBeTruthy();
    expect(screen.getByTestId('topic-share-no-files')).toBeTruthy();
  });

  test('shows a clear 404 for an unknown or unshared topic, embedded or answered', async () => {
    const api = fakeApi(() => refusal(404, 4004, '请求的内容不存在'));
    embed({ route: ROUTE, path: '/topicContentDetail/sharePage/7', status: 'notFound' });
    const embedded = open('/topicContentDetail/sharePage/7');
    expect(await screen.findByTestId('topic-share-not-found')).toBeTruthy();
    expect(screen.getByText('课题不存在或未公开分享')).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(document.title).toBe('课题成果分享 - 演示区');
    embedded.unmount();

    open('/topicContentDetail/sharePage/8');
    expect(await screen.findByTestId('topic-share-not-found')).toBeTruthy();
    expect(api.of(SERVER_LOADER_PATH)).toHaveLength(1);
  });

  test('offers a retry when the page could not be loaded, and shows the topic once it can', async () => {
    let fail = true;
    fakeApi(() => (fail ? refusal(503, 5003, '服务暂不可用') : sharedTopic()));
    open('/topicContentDetail/sharePage/12');
    const failed = await screen.findByTestId('topic-share-failed');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('topic-share-title')).toBeTruthy();
  });

  test('reads in English with the English catalogue', async () => {
    await changeLocale('en-US');
    fakeApi(() => undefined);
    embed({ route: ROUTE, path: '/topicContentDetail/sharePage/12', status: 'ok', data: sharedTopic() });
    open('/topicContentDetail/sharePage/12');
    expect(screen.getByText('Key topic')).toBeTruthy();
    expect(screen.getByText('Jan 1, 2026 to Dec 31, 2027')).toBeTruthy();
    expect(screen.getByText('1 file')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download 结题报告.pdf' })).toBeTruthy();
    expect(document.title).toBe('大单元教学中的作业设计研究 - Demo District');
  });
});

describe('the share texts', () => {
  test('have the same keys in both languages (English adding singulars) with the same placeholders', () => {
    const english = new Map(leaves(shareEnUS));
    expect(
      leaves(shareZhCN)
        .map(([path]) => path)
        .sort(),
    ).toEqual([...english.keys()].filter((path) => !path.endsWith('_one')).sort());
    expect(
      leaves(shareZhCN)
        .filter(([path, text]) => placeholders(text).join() !== placeholders(english.get(path)).join())
        .map(([path]) => path),
    ).toEqual([]);
  });
});
