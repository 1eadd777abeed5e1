import { ApiPaths } from '@yanxiu/contract/paths';
import { CorePaths } from '@yanxiu/contract/paths-core';
import type {
  ApplicantInfoAnswer,
  ApplicationItems,
  FilledIndicator,
  MyApplication,
  TeacherProjectDetail,
} from '@yanxiu/contract/selection';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '@/shared/config/storage-keys';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi, refusal, type Call } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { AutosaveTimingContext } from '../../components/teacher/autosave-timing';
import ApplyPage from './ApplyPage';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const AT = '2026-11-20T02:00:00.000Z';
const indicator = (id: number, change: Partial<FilledIndicator>): FilledIndicator => ({
  id,
  title: `指标${id}`,
  kind: 'text',
  maxScore: 10,
  guide: '',
  options: [],
  multiple: false,
  required: false,
  value: null,
  selfScore: null,
  ...change,
});

const INDICATORS: FilledIndicator[] = [
  indicator(11, { title: '教育教学业绩', kind: 'text', required: true, guide: '近三年的主要业绩' }),
  indicator(12, { title: '近三年公开课节数', kind: 'number' }),
  indicator(13, {
    title: '是否担任班主任',
    kind: 'choice',
    options: [
      { key: 'yes', label: '是' },
      { key: 'no', label: '否' },
    ],
  }),
  indicator(14, { title: '获奖证书', kind: 'file', maxScore: 20 }),
  indicator(15, { title: '成长档案中的荣誉', kind: 'record', maxScore: 0 }),
];

function project(change: Partial<TeacherProjectDetail> = {}): TeacherProjectDetail {
  return {
    prjId: 3,
    title: '2026年区级骨干教师评选',
    description: '面向全区中小学教师',
    category: '2',
    kind: '1',
    level: '2',
    applyScope: '1',
    selfReview: '2',
    scoreAggregation: 'mean',
    state: 'published',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null },
    schoolQuota: null,
    ownerOrgId: '1',
    ownerOrgName: '示范区教育局',
    open: true,
    eligible: true,
    reasons: [],
    applyId: 8,
    applyStatus: '2',
    groups: [],
    sections: [{ id: 1, title: '基本业绩', indicators: INDICATORS }],
    myGroupIds: [],
    ...change,
  };
}

function info(change: Partial<ApplicantInfoAnswer> = {}): ApplicantInfoAnswer {
  return {
    prjId: 3,
    applyId: 8,
    version: 4,
    status: '2',
    groupId: null,
    info: { name: '王芳', phone: '13800000001', email: null, sectionCode: '2', subjectCode: '02', titleCode: null, introduction: '' },
    returnComment: null,
    ...change,
  };
}

function items(change: Partial<ApplicationItems> = {}): ApplicationItems {
  return { prjId: 3, applyId: 8, version: 4, selfReview: '2', sections: [{ id: 1, title: '基本业绩', indicators: INDICATORS }], ...change };
}

const MINE: MyApplication = {
  applyId: 8,
  prjId: 3,
  projectTitle: '2026年区级骨干教师评选',
  groupName: null,
  status: '4',
  stepCode: 'school',
  round: 1,
  nextStep: 'wait',
  result: null,
  resultStage: null,
  endsAt: '2026-12-31T00:00:00.000Z',
  updatedAt: AT,
  submittedAt: AT,
};

type Answers = {
  project?: () => TeacherProjectDetail;
  info?: () => ApplicantInfoAnswer;
  items?: ApplicationItems;
  save?: (call: Call) => unknown;
  saveInfo?: (call: Call) => unknown;
};

/** The fake server of the apply page: the project, my information and items, reference data, and the saves. */
function serve(answers: Answers = {}) {
  return fakeApi((call) => {
    if (call.path === ApiPaths.selectionProjectDetail) return answers.project ? answers.project() : project();
    if (call.path === ApiPaths.getUserInfoByApplyId) return answers.info ? answers.info() : info();
    if (call.path === ApiPaths.savaApplyUserInfo)
      return answers.saveInfo
        ? answers.saveInfo(call)
        : { applyId: 8, prjId: 3, status: '2', stepCode: null, round: 0, version: 5, submittedAt: null };
    if (call.path === ApiPaths.getProjectItemByPrjIdOrApplyId) return answers.items ?? items();
    if (call.path === ApiPaths.selectionMine) return [MINE];
    if (call.path === CorePaths.findSubjectAndSection)
      return [
        { sectionCode: '2', sectionName: '小学', sectionNameEn: 'Primary', subjects: [{ code: '02', name: '数学', nameEn: 'Maths' }] },
      ];
    if (call.path === CorePaths.findCodeByTypeCode) return [];
    if (call.path === ApiPaths.saveApplyItem) return answers.save ? answers.save(call) : { applyId: 8, version: 5, savedAt: AT };
    if (call.path === ApiPaths.submitApply)
      return { applyId: 8, prjId: 3, status: '4', stepCode: 'school', round: 1, version: 6, submittedAt: AT };
    return null;
  });
}

/**
 * The page's own pauses, shortened: an edit still waits before it is sent (several keystrokes go as one) and a
 * failed save still waits before its retry, in milliseconds instead of the 0.8 s and 2 s a teacher gets.
 */
const QUICK = { delayMs: 30, retryDelaysMs: [300] };

function show() {
  return renderAt(
    '/mySelection/apply/:projectId',
    <AutosaveTimingContext.Provider value={QUICK}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ApplyPage />
      </ConfigProvider>
    </AutosaveTimingContext.Provider>,
    '/mySelection/apply/3',
  );
}

describe('the selection apply page', { timeout: 40_000 }, () => {
  test('each indicator is rendered by its kind, with a self score where the project takes one', async () => {
    await signInWith(['teacher']);
    serve();
    show();
    await screen.findByTestId('application-editor');
    expect(screen.getByTestId('indicator-11').querySelector('textarea')).not.toBeNull();
    expect(screen.getByTestId('indicator-12').querySelector('input.ant-input-number-input')).not.toBeNull();
    expect(within(screen.getByTestId('indicator-13')).getAllByRole('radio')).toHaveLength(2);
    expect(within(screen.getByTestId('indicator-14')).getByTestId('indicator-14-value-upload')).toBeTruthy();
    expect(within(screen.getByTestId('indicator-15')).getByTestId('indicator-15-value-pick')).toBeTruthy();
    // Self-review 2: every scored indicator takes a self score; the unscored record indicator does not.
    expect(screen.getAllByTestId('self-score-input')).toHaveLength(4);
    expect(within(screen.getByTestId('indicator-15')).queryByTestId('self-score')).toBeNull();
    // The controls are named by their indicator.
    expect(screen.getByRole('textbox', { name: /教育教学业绩/ })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: /^1\.2 近三年公开课节数/ })).toBeTruthy();
  });

  test('without self-review no self score is asked, and saved values show in their controls', async () => {
    await signInWith(['teacher']);
    const filled = INDICATORS.map((entry) =>
      entry.id === 11
        ? { ...entry, value: { kind: 'text' as const, text: '带领教研组获市级表彰', number: null, optionKeys: [], files: [], records: [] } }
        : entry,
    );
    serve({
      project: () => project({ selfReview: '4' }),
      items: items({ selfReview: '4', sections: [{ id: 1, title: '基本业绩', indicators: filled }] }),
    });
    show();
    await screen.findByTestId('application-editor');
    expect(screen.queryAllByTestId('self-score-input')).toHaveLength(0);
    expect((screen.getByRole('textbox', { name: /教育教学业绩/ }) as HTMLTextAreaElement).value).toBe('带领教研组获市级表彰');
  });

  test('an edit is saved after a pause; a network failure keeps it, says so and retries until it is saved', async () => {
    await signInWith(['teacher']);
    let failNext = true;
    const api = serve({
      save: () => {
        if (failNext) {
          failNext = false;
          throw new TypeError('Failed to fetch');
        }
        return { applyId: 8, version: 5, savedAt: AT };
      },
    });
    show();
    const text = await screen.findByRole('textbox', { name: /教育教学业绩/ });
    fireEvent.change(text, { target: { value: '第一版' } });
    fireEvent.change(text, { target: { value: '第一版业绩' } });
    expect(screen.getByTestId('save-state').dataset.status).toBe('pending');
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.status).toBe('retrying'));
    expect(screen.getByTestId('save-state').textContent).toContain('1 处修改尚未保存');
    // What was typed stays in the form while the server is away.
    expect((text as HTMLTextAreaElement).value).toBe('第一版业绩');
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.status).toBe('saved'));
    const saves = api.of(ApiPaths.saveApplyItem);
    expect(saves).toHaveLength(2);
    // Both tries carry the latest value (the two keystrokes went as one), at the version read.
    for (const save of saves)
      expect(save.body).toEqual({
        applyId: 8,
        version: 4,
        values: [{ itemId: 11, value: { kind: 'text', text: '第一版业绩' }, selfScore: null }],
      });
  });

  test('a refused save is not retried by itself; the retry button sends the kept edit', async () => {
    await signInWith(['teacher']);
    let refuse = true;
    const api = serve({
      save: () => {
        if (refuse) {
          refuse = false;
          return refusal(400, 400, '参数错误');
        }
        return { applyId: 8, version: 6, savedAt: AT };
      },
    });
    show();
    const number = await screen.findByRole('spinbutton', { name: /^1\.2 近三年公开课节数/ });
    fireEvent.change(number, { target: { value: '6' } });
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.status).toBe('failed'));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.of(ApiPaths.saveApplyItem)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('save-retry'));
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.status).toBe('saved'));
    expect(api.of(ApiPaths.saveApplyItem)[1]!.body).toMatchObject({ values: [{ itemId: 12, value: { kind: 'number', number: 6 } }] });
  });

  test('applicant information saves once it keeps the contract rules, and each save goes at the version the last one returned', async () => {
    await signInWith(['teacher']);
    let version = 4;
    const next = () => ({
      applyId: 8,
      prjId: 3,
      status: '2',
      stepCode: null,
      round: 0,
      version: ++version,
      submittedAt: null,
      savedAt: AT,
    });
    const api = serve({ save: next, saveInfo: next });
    show();
    const phone = await screen.findByRole('textbox', { name: '联系电话' });
    // Not a phone number: kept in the form, never sent.
    fireEvent.change(phone, { target: { value: '电话' } });
    fireEvent.change(screen.getByRole('textbox', { name: /教育教学业绩/ }), { target: { value: '业绩' } });
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.status).toBe('saved'));
    expect(api.of(ApiPaths.savaApplyUserInfo)).toHaveLength(0);
    expect(api.of(ApiPaths.saveApplyItem)[0]!.body).toMatchObject({ version: 4 });
    expect(await screen.findByText('请填写正确的联系电话')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '13900000002' } });
    await waitFor(() => expect(api.of(ApiPaths.savaApplyUserInfo)).toHaveLength(1));
    expect(api.of(ApiPaths.savaApplyUserInfo)[0]!.body).toEqual({
      prjId: 3,
      applyId: 8,
      version: 5,
      groupId: null,
      info: { name: '王芳', phone: '13900000002', email: null, sectionCode: '2', subjectCode: '02', titleCode: null, introduction: '' },
    });
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.status).toBe('saved'));
    fireEvent.change(screen.getByRole('spinbutton', { name: /^1\.2 近三年公开课节数/ }), { target: { value: '2' } });
    await waitFor(() => expect(api.of(ApiPaths.saveApplyItem)).toHaveLength(2));
    expect(api.of(ApiPaths.saveApplyItem)[1]!.body).toMatchObject({ version: 6 });
  });

  test('a save refused as stale (409) goes again once at the version now stored, the newest edit winning', async () => {
    await signInWith(['teacher']);
    let conflicted = false;
    const api = serve({
      info: () => info({ version: conflicted ? 9 : 4 }),
      save: (call) => {
        if (!conflicted) {
          conflicted = true;
          return refusal(409, 409, '数据已被修改');
        }
        return { applyId: 8, version: (call.body as { version: number }).version + 1, savedAt: AT };
      },
    });
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: /教育教学业绩/ }), { target: { value: '另一个标签页之后的修改' } });
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.status).toBe('saved'));
    expect(api.of(ApiPaths.saveApplyItem).map((call) => (call.body as { version: number }).version)).toEqual([4, 9]);
  });

  test('leaving with edits not yet saved asks first; staying keeps the page', async () => {
    await signInWith(['teacher']);
    // The server stays away: the edit stays unsent.
    serve({
      save: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: /教育教学业绩/ }), { target: { value: '尚未保存' } });
    fireEvent.click(screen.getByTestId('back-to-selection'));
    expect(await screen.findByText('还有修改没有保存')).toBeTruthy();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '留在本页' }));
    expect(screen.getByTestId('application-editor')).toBeTruthy();
    fireEvent.click(screen.getByTestId('back-to-selection'));
    fireEvent.click(await screen.findByRole('button', { name: '仍然离开' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  test('starting an application keeps the form in place: what is typed right after reaches the new application', async () => {
    await signInWith(['teacher']);
    let started = false;
    const api = serve({
      project: () => (started ? project() : project({ applyId: null, applyStatus: '0' })),
      info: () => (started ? info() : info({ applyId: null, version: null, status: '0' })),
      saveInfo: () => {
        started = true;
        return { applyId: 8, prjId: 3, status: '2', stepCode: null, round: 0, version: 5, submittedAt: null };
      },
    });
    show();
    expect(await screen.findByTestId('items-locked')).toBeTruthy();
    const editor = screen.getByTestId('application-editor');
    fireEvent.click(screen.getByTestId('start-application'));
    const text = await screen.findByRole('textbox', { name: /教育教学业绩/ });
    fireEvent.change(text, { target: { value: '开始后马上填写' } });
    await waitFor(() => expect(api.of(ApiPaths.saveApplyItem)).toHaveLength(1));
    expect(api.of(ApiPaths.savaApplyUserInfo)[0]!.body).toMatchObject({
      prjId: 3,
      groupId: null,
      info: { name: '王芳', phone: '13800000001' },
    });
    expect(api.of(ApiPaths.saveApplyItem)[0]!.body).toEqual({
      applyId: 8,
      version: 5,
      values: [{ itemId: 11, value: { kind: 'text', text: '开始后马上填写' }, selfScore: null }],
    });
    // The project was read again (it now names my application), and the same form stayed on screen throughout.
    await waitFor(() => expect(api.of(ApiPaths.getUserInfoByApplyId).some((call) => call.query.get('applyId') === '8')).toBe(true));
    expect(screen.getByTestId('application-editor')).toBe(editor);
    expect((screen.getByRole('textbox', { name: /教育教学业绩/ }) as HTMLTextAreaElement).value).toBe('开始后马上填写');
  });

  test('not qualifying, I read why and the items as an outline, with nothing to fill in or start', async () => {
    await signInWith(['teacher']);
    serve({
      project: () =>
        project({ applyId: null, applyStatus: '0', eligible: false, reasons: [{ code: 'phase', required: null, actual: null }] }),
      info: () => info({ applyId: null, version: null, status: '0' }),
      items: items({ applyId: null, version: null }),
    });
    show();
    expect((await screen.findByTestId('ineligible-reasons')).textContent).toBe('暂不符合申报条件：发展阶段不符合');
    expect(screen.getByTestId('indicator-11').textContent).toContain('教育教学业绩');
    expect(screen.queryByTestId('start-application')).toBeNull();
    expect(screen.queryByTestId('applicant-form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('未填写')).toBeNull();
    expect(screen.queryByTestId('self-score')).toBeNull();
  });

  test('a submitted application is read-only with its progress, and offers no save or submit', async () => {
    await signInWith(['teacher']);
    serve({ project: () => project({ applyStatus: '4' }), info: () => info({ status: '4' }) });
    show();
    await screen.findByTestId('read-only');
    expect(screen.getByTestId('application-editor').dataset.status).toBe('4');
    await screen.findByTestId('application-progress');
    expect(screen.getByTestId('applicant-view')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByTestId('submit')).toBeNull();
    expect(screen.queryByTestId('save-state')).toBeNull();
    expect(screen.queryByTestId('indicator-14-value-upload')).toBeNull();
    expect(screen.getByTestId('withdraw')).toBeTruthy();
  });

  test("a returned application shows the reviewer's comment and is edited and resubmitted", async () => {
    await signInWith(['teacher']);
    const api = serve({ project: () => project({ applyStatus: '5' }), info: () => info({ status: '5', returnComment: '请补充获奖证书' }) });
    show();
    expect((await screen.findByTestId('return-comment')).textContent).toContain('请补充获奖证书');
    expect(screen.getByTestId('submit').textContent).toContain('重新提交');
    fireEvent.change(screen.getByRole('textbox', { name: /教育教学业绩/ }), { target: { value: '补充后的业绩' } });
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.status).toBe('saved'));
    expect(api.of(ApiPaths.saveApplyItem)).toHaveLength(1);
  });

  test('submitting with a required indicator empty marks it and sends nothing', async () => {
    await signInWith(['teacher']);
    const api = serve();
    show();
    await screen.findByTestId('application-editor');
    fireEvent.click(screen.getByTestId('submit'));
    fireEvent.click(await screen.findByRole('button', { name: '确定提交' }));
    await screen.findByTestId('indicator-missing');
    expect(api.of(ApiPaths.submitApply)).toHaveLength(0);
  });

  test('on the apply page login info stays in memory: nothing of it reaches localStorage or sessionStorage', async () => {
    history.replaceState(null, '', '/pc/mySelection/apply/3');
    await signInWith(['teacher']);
    expect(sessionStore.getState().loginInfo?.access_token).toBe('token');
    const api = serve();
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: /教育教学业绩/ }), { target: { value: '业绩' } });
    await waitFor(() => expect(api.of(ApiPaths.saveApplyItem)).toHaveLength(1));
    // The calls carried the token from memory.
    expect(api.calls.length).toBeGreaterThan(0);
    expect(localStorage.getItem(STORAGE_KEYS.loginInfo)).toBeNull();
    const stored = [
      ...Object.keys(localStorage).map((key) => localStorage.getItem(key)),
      ...Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)),
    ];
    expect(stored.filter((value) => value?.includes('token') || value?.includes('6f1c7c1e'))).toEqual([]);
  });
});
