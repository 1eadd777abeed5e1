import { ROLE_CODES } from '@yanxiu/contract/roles';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { PAGES, type PageLoader } from './page-registry';
import { MAIN_ROUTES, PROFILE_AREAS, STANDALONE_ROUTES, type PageRoute } from './route-table';
import { emptyTextsShown, loadingShown, zeroCountsShown } from '@/shared/testing/loading-states';

// Issue 39: lists and review queues showed their empty text and zero counts while their reads were still on their
// way, and a reviewer read "nothing to review" for a pending item. Every page of the registry is opened here with
// each of its reads held unanswered: whatever it shows, it never says there is nothing, and never counts zero.

const TEACHER: TeacherInfo = {
  userId: '7',
  username: 'u',
  name: '李老师',
  gender: null,
  orgId: '2',
  orgName: '第一小学',
  orgLevel: '1',
  phone: null,
  roles: [...ROLE_CODES],
  isTeacher: true,
  sectionCode: 'primary',
  subjectCode: 'chinese',
  titleCode: null,
  phaseCode: null,
  teachingSinceYear: null,
  confirmed: true,
};

/**
 * Empty texts about what the person has not done yet on the page itself, true before any read: the parts of a new
 * programme or call still to add, the project still to choose.
 */
const NOT_ABOUT_READS = [
  'trainingManage.units.empty',
  'topicManage.form.suggestionsEmpty',
  'topicManage.form.documentsEmpty',
  'selectionScoring.manage.chooseProject',
];

/**
 * Pages this environment cannot open: the upload page asks tus-js-client for the uploads the browser remembers, and
 * the Node build of the library that tests load has no such storage (the page reads nothing else).
 */
const NOT_HERE = new Set<PageLoader>([PAGES.diskUpload]);

/** Every page route with a page of its own, once per page module (a module on another path reads the same queries). */
function pageRoutes(): PageRoute[] {
  const seen = new Set<PageLoader>(NOT_HERE);
  const routes = [...MAIN_ROUTES, ...STANDALONE_ROUTES, ...PROFILE_AREAS.flatMap((area) => area.pages)];
  return routes.filter((route) => {
    if (!route.page || route.page === PAGES.unavailable || seen.has(route.page)) return false;
    seen.add(route.page);
    return true;
  });
}

/** Lets the page run what it does after a painted frame (deferred panels, tables mounted in turn). */
async function afterFrames(count: number) {
  for (let frame = 0; frame < count; frame += 1) {
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('every page while its reads are held (issue 39)', { timeout: 60_000 }, () => {
  test.each(pageRoutes().map((route) => [route.path, route] as const))('%s shows no empty text and no zero count', async (_, route) => {
    await signInWith([...ROLE_CODES]);
    sessionStore.setTeacherInfo(TEACHER);
    fakeApi(() => new Promise(() => undefined));
    const { default: Page } = await route.page!();
    const path = route.path.replace(/:(\w+)/g, '7');
    renderAt(route.path, <Page />, path);
    // What the page shows once it has asked for its reads and painted what it shows after a frame.
    await afterFrames(4);
    const texts = i18n.getResourceBundle('zh-CN', 'translation') as Record<string, unknown>;
    expect(emptyTextsShown(document.body, texts, NOT_ABOUT_READS)).toEqual([]);
    expect(zeroCountsShown(document.body)).toEqual([]);
  });
});

/** The lists the walkthrough read and their neighbours; `counted` when the page counts its tabs. */
const LISTS: Array<{ page: keyof typeof PAGES; path: string; counted?: true }> = [
  { page: 'manageTopicReview', path: '/manage/topicReview', counted: true },
  { page: 'topicApplyRecord', path: '/scientific/applyRecord' },
  { page: 'manageDevelopmentReview', path: '/manage/developmentReview', counted: true },
  { page: 'reviewLists', path: '/my/todoList/reviews' },
  { page: 'manageSelectionReview', path: '/manage/selectionReview', counted: true },
  { page: 'manageDeclarations', path: '/manage/declarations' },
  { page: 'diskIndex', path: '/disk/index' },
  { page: 'diskReceived', path: '/disk/received' },
  { page: 'diskDistributed', path: '/disk/distributed' },
  { page: 'noticeList', path: '/noticeList' },
];

/** An empty answer to any of those lists' reads: no rows, counts of zero. */
function emptyAnswer(path: string): unknown {
  if (path.endsWith('/topic/apply/mine') || path.startsWith('/baseData/basecode/')) return [];
  if (path === '/review/pending') return { records: [], total: 0, current: 1, size: 10, counts: [] };
  if (path === '/disk/folders') return { folders: [] };
  if (path === '/disk/quota')
    return { user: { usedBytes: 0, reservedBytes: 0, limitBytes: 1024 ** 3 }, school: null, maxFileBytes: 1024 ** 3, recycleDays: 30 };
  if (path.includes('reviewQueueFilters')) return { postTypes: [], phases: [], steps: [] };
  if (path.includes('hourCategories') || path.includes('categories')) return { categories: [], completionShare: 0.95 };
  return {
    records: [],
    total: 0,
    current: 1,
    size: 10,
    nextCursor: null,
    totalIsLowerBound: false,
    counts: { pending: 0, returned: 0, decided: 0 },
    quota: [],
  };
}

/** Holds every answer until `release` answers them all (and every later call) as `answer` says. */
function holdAnswers() {
  const held: Array<{ path: string; resolve: (value: unknown) => void }> = [];
  let answer: ((path: string) => unknown) | null = null;
  const api = fakeApi((call) => (answer ? answer(call.path) : new Promise((resolve) => held.push({ path: call.path, resolve }))));
  return {
    api,
    release(next: (path: string) => unknown) {
      answer = next;
      for (const { path, resolve } of held.splice(0)) resolve(next(path));
    },
  };
}

describe('the review queues and lists the walkthrough read, held and then answered empty (issue 39)', { timeout: 60_000 }, () => {
  test.each(LISTS.map((list) => [list.path, list] as const))(
    '%s: loading while held, its empty text once answered empty',
    async (_, list) => {
      await signInWith([...ROLE_CODES]);
      sessionStore.setTeacherInfo(TEACHER);
      const { api, release } = holdAnswers();
      const { default: Page } = await PAGES[list.page]();
      renderAt(list.path, <Page />, list.path);
      await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
      await waitFor(() => expect(loadingShown(document.body)).toBe(true));
      await afterFrames(2);
      const texts = i18n.getResourceBundle('zh-CN', 'translation') as Record<string, unknown>;
      expect(emptyTextsShown(document.body, texts)).toEqual([]);
      expect(zeroCountsShown(document.body)).toEqual([]);

      // Answered empty, the same detectors find the page's empty text (and its zero counts): they see what they look for.
      release(emptyAnswer);
      const answered = () => i18n.getResourceBundle('zh-CN', 'translation') as Record<string, unknown>;
      await waitFor(() => expect(emptyTextsShown(document.body, answered()).length).toBeGreaterThan(0));
      if (list.counted) expect(zeroCountsShown(document.body).length).toBeGreaterThan(0);
    },
  );
});
