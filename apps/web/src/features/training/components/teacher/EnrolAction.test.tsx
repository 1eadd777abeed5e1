import type { EnrolBlocker } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, programmeDetail, renderAt, setUpTeacherTests } from '../../training.fixtures';
// Pages register the texts when they load; this component is tested on its own.
import '../../i18n/teacher.register';
import { EnrolAction } from './EnrolAction';

const shown = setUpTeacherTests();

const BLOCKERS: Array<[EnrolBlocker, string, string]> = [
  ['not_open_yet', '报名尚未开始，请在报名时间内报名', 'Enrolment has not opened yet'],
  ['enrolment_ended', '报名已截止', 'Enrolment has ended'],
  ['full', '名额已满', 'All seats are taken'],
  ['closed', '培训已停止报名', 'Enrolment is closed'],
  ['not_in_audience', '这个培训不面向您所在的学校、学段或学科', 'This training is not for your school, section or subject'],
  ['staff', '管理人员不能报名参加培训', 'Staff accounts cannot enrol'],
  ['pending_order', '您已有待支付的订单，请先支付或取消', 'You have an unpaid order for it: pay or cancel it first'],
];

describe('why a teacher cannot enrol, in words', () => {
  test.each(BLOCKERS)('%s', async (blocker, zh, en) => {
    fakeApi(() => undefined);
    const programme = programmeDetail({ kind: 'common', enrolMode: 'open', priceCents: 0, enrolBlocker: blocker });
    renderAt('/', <EnrolAction programme={programme} />, '/');
    expect(screen.getByTestId('enrol-blocker').textContent).toBe(zh);
    expect(screen.queryByTestId('enrol-button')).toBeNull();
    expect(screen.queryByTestId('buy-button')).toBeNull();
    cleanup();
    await changeLocale('en-US');
    renderAt('/', <EnrolAction programme={programme} />, '/');
    expect(screen.getByTestId('enrol-blocker').textContent).toBe(en);
  });

  test('a pending order points to my orders instead of repeating the blocker', () => {
    fakeApi(() => undefined);
    renderAt('/', <EnrolAction programme={programmeDetail({ enrolBlocker: 'pending_order', pendingOrderId: 9 })} />, '/');
    expect(screen.queryByTestId('enrol-blocker')).toBeNull();
    expect(screen.getByTestId('to-orders').getAttribute('href')).toBe('/my/orders');
  });

  test('a rejected enrolment shows the reason; the teacher may apply again', () => {
    fakeApi(() => undefined);
    const programme = programmeDetail({
      kind: 'special',
      enrolMode: 'approval',
      priceCents: 0,
      myEnrolment: { id: 3, status: 'rejected', reason: '不是本学科教师', createdAt: '2026-11-02T00:00:00.000+08:00' },
    });
    renderAt('/', <EnrolAction programme={programme} />, '/');
    expect(screen.getByText('报名未通过：不是本学科教师')).toBeTruthy();
    expect(screen.getByTestId('enrol-button').textContent).toContain('申请报名');
    expect(screen.getByText('报名后需学校审核通过')).toBeTruthy();
  });

  test('enrolling in an approval programme says it waits for the school', async () => {
    const api = fakeApi((call) =>
      call.path === ApiPaths.trainingEnrol
        ? { id: 5, status: 'pending', reason: null, createdAt: '2026-11-21T10:00:00.000+08:00' }
        : undefined,
    );
    renderAt('/', <EnrolAction programme={programmeDetail({ kind: 'special', enrolMode: 'approval', priceCents: 0 })} />, '/');
    fireEvent.click(screen.getByTestId('enrol-button'));
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已提交报名申请，等待学校审核' }));
    expect(api.of(ApiPaths.trainingEnrol)[0]!.body).toEqual({ programmeId: 42 });
  });
});
