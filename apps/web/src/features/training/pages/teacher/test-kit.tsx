import type { AppInfo } from '@yanxiu/contract/app-info';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { ProgrammeDetail } from '@yanxiu/contract/training';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { resetShownMessages } from '@/shared/request/message-dedupe';
import { setNotifier } from '@/shared/request/notifier';
import { sessionStore } from '@/shared/session/session-store';

// What the teacher-page tests share: a signed-in teacher of a demo tenant, a fake API answering at the fetch
// boundary (so the real request layer runs), and a memory router whose location the tests can read.

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** The code tables' sections and subjects, as findSubjectAndSection answers. */
export const SECTIONS = [
  { sectionCode: '2', sectionName: '小学', sectionNameEn: 'Primary', subjects: [{ code: '02', name: '数学', nameEn: 'Mathematics', sort: 2 }, { code: '01', name: '语文', nameEn: 'Chinese', sort: 1 }] },
  { sectionCode: '3', sectionName: '初中', sectionNameEn: 'Junior secondary', subjects: [{ code: '02', name: '数学', nameEn: 'Mathematics', sort: 2 }, { code: '05', name: '物理', nameEn: 'Physics', sort: 5 }] },
];

/** Installs a fake API: each call is recorded and answered by `handler` (an envelope around its data). */
export function fakeApi(handler: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = handler(call) ?? (call.path === ApiPaths.findSubjectAndSection ? SECTIONS : undefined);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data: answer ?? null }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, of: (path: string) => calls.filter((call) => call.path === path) };
}

/** An error envelope as the server sends it. */
export function refusal(status: number, code: number, msg: string): Response {
  return new Response(JSON.stringify({ code, status: code, msg, data: null }), { status });
}

const appInfo: AppInfo = { appId: 'yxdemo', name: '演示区', nameEn: 'Demo District', districtCode: '000000', loginLogo: null, defaultLocale: 'zh-CN', isDistrict: true, demoAccounts: true };

/** A message the notifier showed. */
export type Shown = { kind: string; text: string };

/** A signed-in teacher, Chinese interface, messages recorded (into `shown`, emptied first, when given). */
export async function signInTeacher(shown: Shown[] = []): Promise<Shown[]> {
  shown.length = 0;
  localStorage.clear();
  resetShownMessages();
  await changeLocale('zh-CN');
  sessionStore.setAppInfo(appInfo, 'ready');
  sessionStore.setLoginInfo({ userId: '7', tokenId: '6f1c7c1e-2f4e-4c55-9d6a-0c8c1a1e2b3d', appId: 'yxdemo', access_token: 'token', token_type: 'Bearer', expiresAt: '2030-01-01T00:00:00.000Z', roles: ['teacher'], needConfirm: false });
  setNotifier({ success: (text) => shown.push({ kind: 'success', text }), warning: (text) => shown.push({ kind: 'warning', text }), error: (text) => shown.push({ kind: 'error', text }) });
  return shown;
}

/**
 * The usual hooks of a teacher-page test file: a fresh signed-in teacher before each test; the DOM, the fake API
 * and any fake clock undone after. Returns the messages shown during the current test.
 */
export function setUpTeacherTests(): Shown[] {
  const shown: Shown[] = [];
  beforeEach(async () => {
    await signInTeacher(shown);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return shown;
}

export { renderAt } from '@/shared/testing/render-at';

/** A marketplace programme page as the server answers it; `change` adjusts it per test. */
export function programmeDetail(change: Partial<ProgrammeDetail> = {}): ProgrammeDetail {
  return {
    id: 42,
    kind: 'supermarket',
    title: '小学数学大单元教学设计',
    summary: '从课标到课堂的大单元设计方法。',
    organiserUnitId: 1,
    organiserName: '演示区教师进修学校',
    level: '2',
    sectionCodes: [],
    subjectCodes: [],
    enrolMode: 'purchase',
    enrolStart: '2026-11-01T00:00:00.000+08:00',
    enrolEnd: '2027-01-31T23:59:59.000+08:00',
    startsOn: '2027-02-01',
    endsOn: '2027-03-31',
    capacity: 50,
    seatsTaken: 12,
    seatsLeft: 38,
    creditHours: 12,
    priceCents: 9900,
    coverFileId: null,
    status: 'published',
    studioId: null,
    publishedAt: '2026-11-01T00:00:00.000+08:00',
    myEnrolment: null,
    description: '## 课程目标\n\n掌握大单元设计。',
    units: [
      { id: 501, position: 1, kind: 'video', title: '大单元概论', fileId: '0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20', fileName: 'intro.mp4', contentType: 'video/mp4', durationSeconds: 600, minViewSeconds: null, creditHours: 1, location: null, sessionStartsAt: null, completed: false },
      { id: 502, position: 2, kind: 'document', title: '设计模板', fileId: '1c6d9f3f-9b54-4a1f-8e66-4d2f9a7b2c31', fileName: 'template.pdf', contentType: 'application/pdf', durationSeconds: null, minViewSeconds: 60, creditHours: 0.5, location: null, sessionStartsAt: null, completed: false },
    ],
    linkedActivities: [],
    targetSchoolIds: [],
    targetSchoolNames: [],
    studio: null,
    enrolBlocker: null,
    progress: null,
    pendingOrderId: null,
    ...change,
  };
}
