import type { ErasureQueuePage as QueuePage, ErasureQueueRow, MyErasureRequest, PrivacyNotice } from '@yanxiu/contract/privacy-erasure';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { PrivacyNoticeGate } from '../components/PrivacyNoticeGate';
import ErasureQueuePage from './ErasureQueuePage';
import ErasureRequestPage from './ErasureRequestPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const refused: MyErasureRequest = {
  id: 4,
  status: 'refused',
  reason: '调离本区',
  requestedAt: '2026-11-20T02:00:00.000Z',
  decidedAt: '2026-11-21T02:00:00.000Z',
  decisionReason: '尚有未结题课题',
};
const row: ErasureQueueRow = {
  id: 7,
  version: 1,
  userId: 12,
  userName: '王芳',
  unitName: '第一小学',
  status: 'pending',
  reason: '',
  requestedAt: '2026-11-20T02:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  decidedByName: null,
  erasedAt: null,
};
const page = (records: ErasureQueueRow[]): QueuePage => ({ records, total: records.length, current: 1, size: 10 });

describe('the teacher’s erasure page', () => {
  test('shows the refusal with its reason, asks only once confirmed, then shows the open request instead of the form', async () => {
    await signInWith(['teacher']);
    let mine: MyErasureRequest[] = [refused];
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.privacyErasureRequest) {
        const created: MyErasureRequest = { ...refused, id: 5, status: 'pending', reason: '', decidedAt: null, decisionReason: null };
        mine = [created, ...mine];
        return created;
      }
      return mine;
    });
    renderAt('/my/privacy/erasure', <ErasureRequestPage />, '/my/privacy/erasure');
    expect((await screen.findByTestId('erasure-decision-4')).textContent).toBe('尚有未结题课题');
    expect(screen.getByText('未批准')).toBeTruthy();
    const submit = screen.getByTestId('erasure-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('erasure-confirm'));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByText('您的注销申请正在处理中，处理结果将在此显示。');
    expect(api.of(ApiPaths.privacyErasureRequest)[0]!.body).toEqual({ reason: '', confirm: true });
    expect(screen.queryByTestId('erasure-submit')).toBeNull();
  });

  test('says nothing is there only once the read has answered', async () => {
    await signInWith(['teacher']);
    let answer: (value: MyErasureRequest[]) => void = () => undefined;
    fakeApi(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/my/privacy/erasure', <ErasureRequestPage />, '/my/privacy/erasure');
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    expect(screen.queryByTestId('erasure-empty')).toBeNull();
    answer([]);
    await screen.findByTestId('erasure-empty');
  });

  test('is refused to staff who do not teach', async () => {
    await signInWith(['district_admin']);
    fakeApi(() => []);
    renderAt('/my/privacy/erasure', <ErasureRequestPage />, '/my/privacy/erasure');
    await screen.findByTestId('erasure-request-forbidden');
  });
});

describe('the district admin’s erasure queue', () => {
  test('approves with a reason, after a warning; the decided request leaves the pending list', async () => {
    await signInWith(['district_admin']);
    let decided = false;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.privacyErasureApprove) {
        if (decided) return refusal(409, 4992, '该注销申请已处理，请刷新后查看');
        decided = true;
        return { id: 7, status: 'approved', version: 2 };
      }
      return page(decided ? [] : [row]);
    });
    renderAt('/manage/privacy/erasure', <ErasureQueuePage />, '/manage/privacy/erasure');
    fireEvent.click(await screen.findByTestId('erasure-approve-7'));
    await screen.findByText('批准后将注销 王芳 的个人数据：账号停用并匿名化，不可撤销。');
    fireEvent.click(screen.getByTestId('erasure-decision-ok'));
    await screen.findByText('请填写处理意见');
    expect(api.of(ApiPaths.privacyErasureApprove)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('erasure-decision-reason'), { target: { value: '核实无误' } });
    fireEvent.click(screen.getByTestId('erasure-decision-ok'));
    await waitFor(() => expect(api.of(ApiPaths.privacyErasureApprove)).toHaveLength(1));
    expect(api.of(ApiPaths.privacyErasureApprove)[0]!.body).toEqual({ id: 7, version: 1, reason: '核实无误' });
    await screen.findByText('暂无注销申请');
  });

  test('shows the refusal of the server in the dialog', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => (call.path === ApiPaths.privacyErasureRefuse ? refusal(409, 4992, '该注销申请已处理，请刷新后查看') : page([row])));
    renderAt('/manage/privacy/erasure', <ErasureQueuePage />, '/manage/privacy/erasure');
    fireEvent.click(await screen.findByTestId('erasure-refuse-7'));
    fireEvent.change(await screen.findByTestId('erasure-decision-reason'), { target: { value: '不同意' } });
    fireEvent.click(screen.getByTestId('erasure-decision-ok'));
    expect((await screen.findByTestId('erasure-decision-failure')).textContent).toContain('该注销申请已处理');
  });

  test('is refused to a school admin', async () => {
    await signInWith(['school_admin']);
    fakeApi(() => page([]));
    renderAt('/manage/privacy/erasure', <ErasureQueuePage />, '/manage/privacy/erasure');
    await screen.findByTestId('erasure-queue-forbidden');
  });
});

describe('the privacy notice', () => {
  test('a teacher who has not accepted the required version accepts it before going on', async () => {
    await signInWith(['teacher']);
    let notice: PrivacyNotice = { noticeVersion: 2, noticeText: '我们仅为研修管理使用您的个人信息。', mustAccept: true, acceptedAt: null };
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.privacyNoticeAccept) notice = { ...notice, mustAccept: false, acceptedAt: '2026-11-29T02:00:00.000Z' };
      return notice;
    });
    renderAt('/home', <PrivacyNoticeGate />, '/home');
    expect((await screen.findByTestId('privacy-notice-text')).textContent).toBe('我们仅为研修管理使用您的个人信息。');
    fireEvent.click(screen.getByTestId('privacy-notice-accept'));
    await waitFor(() => expect(screen.queryByTestId('privacy-notice-text')).toBeNull());
    expect(api.of(ApiPaths.privacyNoticeAccept)[0]!.body).toEqual({ noticeVersion: 2 });
  });

  test('staff who do not teach are not asked', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi(() => ({ noticeVersion: 2, noticeText: '', mustAccept: true, acceptedAt: null }));
    renderAt('/home', <PrivacyNoticeGate />, '/home');
    expect(api.of(ApiPaths.privacyNotice)).toHaveLength(0);
  });
});
