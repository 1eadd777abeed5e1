import type { HourCategoriesResult } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { ActivityDetail, OrganiserChoices } from '@yanxiu/contract/research';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import ActivityEditPage from './ActivityEditPage';

// The activity form: saving says so; a new activity's defaults can all be met (how "attended" is recorded is said for
// the chosen mode, and the hours count towards one of the tenant's own categories).

const shown: Shown[] = [];
beforeEach(async () => {
  await signInWith(['teacher'], shown);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const choices: OrganiserChoices = { groups: [{ id: 3, name: '初中数学教研组' }], unit: null };
const categories = (codes: Array<[string, string]>): HourCategoriesResult => ({
  categories: codes.map(([code, labelZh]) => ({ code, labelZh, labelEn: code })),
  completionShare: 0.9,
});

const saved: ActivityDetail = {
  id: 5,
  kind: 'lecture',
  title: '线上专家讲座',
  coverFileId: null,
  organiserName: '初中数学教研组',
  organiserGroupId: 3,
  mode: 'online',
  place: null,
  startsAt: '2026-12-01T06:00:00.000Z',
  endsAt: '2026-12-01T08:00:00.000Z',
  audience: 'group',
  sectionCodes: [],
  subjectCodes: [],
  capacity: null,
  seatsTaken: 0,
  creditHours: 2,
  state: 'draft',
  joined: false,
  description: '',
  meetingUrl: null,
  targetSchoolIds: [],
  hoursCategory: 'professional',
  completionRule: ['attended'],
  programmeId: null,
  stages: [
    {
      id: 11,
      position: 1,
      kind: 'discussion',
      title: '研讨交流',
      description: '',
      files: [],
      videoFileId: null,
      meetingUrl: null,
      formTemplateId: null,
    },
  ],
  participantCount: 0,
  participants: [],
  canManage: true,
  signUpBlocker: 'not_published',
  myProgress: null,
  version: 2,
};

function answer(hourCategories: HourCategoriesResult) {
  return fakeApi((call) => {
    if (call.path === ApiPaths.researchOrganisers) return choices;
    if (call.path === ApiPaths.researchFormTemplates) return [];
    if (call.path === ApiPaths.learningHourCategories) return hourCategories;
    if (call.path === '/research/activities/5') return saved;
    if (call.path === ApiPaths.researchSaveActivity) return { id: 5, version: 3 };
    return undefined;
  });
}

describe('the activity form', () => {
  test('saving an activity says so and opens its page', async () => {
    const api = answer(categories([['professional', '专业课程']]));
    renderAt('/research/createActivity', <ActivityEditPage />, '/research/createActivity?id=5');
    fireEvent.click(await screen.findByTestId('save-activity', {}, { timeout: 10_000 }));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '活动已保存' }]));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(api.of(ApiPaths.researchSaveActivity).map((call) => (call.body as { id: number; mode: string }).mode)).toEqual(['online']);
  });

  test("a new activity says how attendance is taken in its mode, and counts towards one of the tenant's categories", async () => {
    answer(
      categories([
        ['general', '通识课程'],
        ['subject', '学科课程'],
      ]),
    );
    renderAt('/research/createActivity', <ActivityEditPage />, '/research/createActivity');
    const hint = await screen.findByTestId('attended-hint', {}, { timeout: 10_000 });
    expect(hint.textContent).toBe('“签到出勤”：组织者在线上会议中展示签到码，参与者在活动页面输入签到码。');
    // The usual default ("professional") is not one of this tenant's categories: the first one is taken instead.
    expect(await screen.findByText('通识课程')).toBeTruthy();
    fireEvent.click(screen.getByText('线下'));
    await waitFor(() =>
      expect(screen.getByTestId('attended-hint').textContent).toBe(
        '“签到出勤”：组织者在会场屏幕上展示签到二维码，参与者扫码或在活动页面输入签到码。',
      ),
    );
  });
});
