import { ApiPaths } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import ProgrammePage from './ProgrammePage';
import { fakeApi, programmeDetail, refusal, renderAt, setUpTeacherTests } from '../../training.fixtures';

const shown = setUpTeacherTests();

const order = {
  id: 9,
  orderNo: 'YX20261121-000009',
  userId: 7,
  teacherName: '王老师',
  items: [{ programmeId: 42, title: '小学数学大单元教学设计', priceCents: 9900 }],
  amountCents: 9900,
  status: 'pending',
  provider: 'offline',
  createdAt: '2026-11-21T10:00:00.000+08:00',
  expiresAt: '2026-11-22T10:00:00.000+08:00',
  paidAt: null,
  paymentReference: null,
  closedAt: null,
  closeReason: null,
};

describe('buying a marketplace course', () => {
  test('a double click on the confirm button places one order with one idempotency key, then goes to my orders', async () => {
    let createCalls = 0;
    const api = fakeApi((call) => {
      if (call.path === '/training/programmes/42') return programmeDetail();
      if (call.path === ApiPaths.trainingCreateOrder) {
        createCalls += 1;
        return order;
      }
      return undefined;
    });
    const { router } = renderAt('/training/supermarket/:id', <ProgrammePage />, '/training/supermarket/42');

    fireEvent.click(await screen.findByTestId('buy-button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('线下转账')).toBeTruthy();
    expect(within(dialog).getByTestId('transfer-instructions').textContent).toContain('演示区');
    const confirm = within(dialog).getByTestId('buy-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my/orders'));
    expect(createCalls).toBe(1);
    const body = api.of(ApiPaths.trainingCreateOrder)[0]!.body as { programmeId: number; provider: string; idempotencyKey: string };
    expect(body.programmeId).toBe(42);
    expect(body.provider).toBe('offline');
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(shown).toContainEqual({ kind: 'success', text: '订单 YX20261121-000009 已生成' });
  });

  test('a failed attempt retried in the same dialog reuses its key; a new attempt gets a new one', async () => {
    let fail = true;
    const api = fakeApi((call) => {
      if (call.path === '/training/programmes/42') return programmeDetail({ priceCents: 0 });
      if (call.path === ApiPaths.trainingCreateOrder) {
        if (fail) return refusal(503, 5000, '服务繁忙');
        return { ...order, status: 'paid', amountCents: 0, provider: 'free' };
      }
      return undefined;
    });
    renderAt('/training/supermarket/:id', <ProgrammePage />, '/training/supermarket/42');
    fireEvent.click(await screen.findByTestId('buy-button'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('免费培训，确认后即报名成功。')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('buy-confirm'));
    await waitFor(() => expect(shown).toContainEqual({ kind: 'error', text: '服务繁忙' }));
    fireEvent.click(within(dialog).getByTestId('buy-confirm'));
    await waitFor(() => expect(api.of(ApiPaths.trainingCreateOrder)).toHaveLength(2));
    const [first, second] = api.of(ApiPaths.trainingCreateOrder).map((call) => call.body as { idempotencyKey: string; provider: string });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(first!.provider).toBe('free');

    fireEvent.click(within(dialog).getByRole('button', { name: /^(Cancel|取\s*消)$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('buy-button'));
    dialog = await screen.findByRole('dialog');
    fail = false;
    fireEvent.click(within(dialog).getByTestId('buy-confirm'));
    await waitFor(() => expect(api.of(ApiPaths.trainingCreateOrder)).toHaveLength(3));
    expect((api.of(ApiPaths.trainingCreateOrder)[2]!.body as { idempotencyKey: string }).idempotencyKey).not.toBe(first!.idempotencyKey);
  });
});

describe('the programme page', () => {
  test('shows the facts, the units in order and renders the description without raw HTML', async () => {
    fakeApi((call) =>
      call.path === '/training/programmes/42'
        ? programmeDetail({
            description: '## 课程目标\n\n<img src=x onerror="alert(1)">正文',
            units: [...programmeDetail().units].reverse(),
          })
        : undefined,
    );
    renderAt('/training/supermarket/:id', <ProgrammePage />, '/training/supermarket/42');
    expect(await screen.findByRole('heading', { name: '小学数学大单元教学设计' })).toBeTruthy();
    expect(screen.getByTestId('seats-left').textContent).toBe('剩余 38 个名额');
    expect(screen.getByTestId('buy-button').textContent).toContain('¥99.00');
    const units = screen.getByTestId('unit-list');
    expect(units.textContent!.indexOf('大单元概论')).toBeLessThan(units.textContent!.indexOf('设计模板'));
    // Not enrolled: the units cannot be opened yet.
    expect(screen.queryByTestId('open-unit-501')).toBeNull();
    const description = await screen.findByTestId('programme-description');
    expect(description.querySelector('h2')?.textContent).toBe('课程目标');
    expect(description.querySelector('img')).toBeNull();
    expect(description.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  test('an enrolled teacher sees progress, completed ticks and links to the player and the preview', async () => {
    const units = programmeDetail().units.map((unit) => ({ ...unit, completed: unit.id === 501 }));
    fakeApi((call) =>
      call.path === '/training/programmes/42'
        ? programmeDetail({
            kind: 'common',
            enrolMode: 'open',
            priceCents: 0,
            units,
            myEnrolment: { id: 3, status: 'enrolled', reason: null, createdAt: '2026-11-02T00:00:00.000+08:00' },
            enrolBlocker: 'already_enrolled',
            progress: { completedUnits: 1, totalUnits: 2, completedHours: 1, percent: 50 },
          })
        : undefined,
    );
    renderAt('/training/common/:id', <ProgrammePage />, '/training/common/42');
    expect((await screen.findByTestId('open-unit-501')).getAttribute('href')).toBe('/videoPlay?unitId=501&programmeId=42');
    expect(screen.getByTestId('open-unit-502').getAttribute('href')).toBe('/quickLook?unitId=502&programmeId=42');
    expect(screen.getByTestId('unit-done-501')).toBeTruthy();
    expect(screen.queryByTestId('unit-done-502')).toBeNull();
    expect(screen.getByTestId('programme-progress').textContent).toContain('已完成 1/2 个单元');
    expect(screen.getByTestId('enrolment-tag').textContent).toBe('已报名');
    expect(screen.queryByTestId('enrol-blocker')).toBeNull();
    expect(screen.getByTestId('cancel-enrolment')).toBeTruthy();
    // Learning continues where it stopped: the first lesson not done, as the page's main action.
    const resume = screen.getByTestId('continue-learning-link');
    expect(resume.textContent).toContain('继续学习');
    expect(resume.getAttribute('href')).toBe('/quickLook?unitId=502&programmeId=42');
    expect(screen.getByTestId('continue-learning').textContent).toContain('从“设计模板”开始');
    // Watching is an action, not body text.
    expect(screen.getByTestId('open-unit-501').className).toContain('ant-btn');
  });

  test('an enrolled teacher who has completed every unit is told so, with the way to the certificate', async () => {
    const units = programmeDetail().units.map((unit) => ({ ...unit, completed: true }));
    const enrolment = { id: 3, status: 'enrolled' as const, reason: null, createdAt: '2026-11-02T00:00:00.000+08:00' };
    fakeApi((call) =>
      call.path === '/training/programmes/42'
        ? programmeDetail({
            units,
            myEnrolment: enrolment,
            enrolBlocker: 'already_enrolled',
            progress: { completedUnits: 2, totalUnits: 2, completedHours: 1.5, percent: 100 },
          })
        : undefined,
    );
    renderAt('/training/supermarket/:id', <ProgrammePage />, '/training/supermarket/42');
    expect((await screen.findByTestId('programme-completed')).textContent).toContain('恭喜，您已完成本培训');
    expect(screen.getByTestId('to-certificate').getAttribute('href')).toBe('/my/certificate');
    expect(screen.queryByTestId('continue-learning')).toBeNull();
  });

  test('a programme the server refuses says so once, in place, without a toast, with the way back', async () => {
    fakeApi((call) => (call.path === '/training/programmes/42' ? refusal(404, 4004, '请求的内容不存在') : undefined));
    renderAt('/training/fusion/:id', <ProgrammePage />, '/training/fusion/42');
    const failure = await screen.findByTestId('programme-not-found');
    expect(failure.getAttribute('data-failure')).toBe('notFound');
    expect(document.body.textContent!.split('培训不存在，或不对您开放。')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('请求的内容不存在');
    expect(shown).toEqual([]);
    expect(screen.getByTestId('back-to-catalogue').getAttribute('href')).toBe('/training/fusion');
  });

  test("one address per programme: the spec's /my/training address and a wrong kind send the browser on to it", async () => {
    fakeApi((call) =>
      call.path === '/training/programmes/42'
        ? programmeDetail({ kind: 'common' })
        : call.path === '/training/programmes/43'
          ? programmeDetail({ id: 43 })
          : undefined,
    );
    const mine = renderAt('/my/training/common/:id', <ProgrammePage />, '/my/training/common/42');
    await waitFor(() => expect(mine.router.state.location.pathname).toBe('/training/common/42'));
    mine.unmount();
    // A marketplace course opened at a common-training address goes to the marketplace's.
    const wrongKind = renderAt('/training/common/:id', <ProgrammePage />, '/training/common/43');
    await waitFor(() => expect(wrongKind.router.state.location.pathname).toBe('/training/supermarket/43'));
  });
});
