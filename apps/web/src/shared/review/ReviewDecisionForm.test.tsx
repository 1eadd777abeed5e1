import { ErrorCodes } from '@yanxiu/contract/errors';
import { REVIEW_COMMENT_MAX } from '@yanxiu/contract/limits';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import { ReviewDecisionForm, type ReviewDecisionFormProps, type ReviewDecisionValues } from './ReviewDecisionForm';

afterEach(cleanup);
beforeEach(async () => {
  await changeLocale('zh-CN');
});

const ALL = [{ decision: 'approve' }, { decision: 'return' }, { decision: 'reject' }] as const;

function renderForm(props: Partial<ReviewDecisionFormProps> = {}) {
  const sent: ReviewDecisionValues[] = [];
  const onDecide = vi.fn(async (values: ReviewDecisionValues) => {
    sent.push(values);
  });
  const onDecided = vi.fn();
  render(
    // No motion: antd's animations only slow the tests down.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ReviewDecisionForm choices={ALL} onDecide={onDecide} onDecided={onDecided} {...props} />
    </ConfigProvider>,
  );
  return { sent, onDecide, onDecided };
}

const submit = () => fireEvent.click(screen.getByTestId('decision-submit'));
const comment = () => document.querySelector('textarea')!;

describe('the review decision form', { timeout: 30_000 }, () => {
  test('approving needs no comment; the comment is sent trimmed, and the form stays disabled once decided', async () => {
    const { sent, onDecided } = renderForm();
    submit();
    await waitFor(() => expect(sent).toEqual([{ decision: 'approve', comment: undefined, extra: {} }]));
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    expect((screen.getByTestId('decision-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(comment().disabled).toBe(true);
  });

  test('returning needs a comment saying what to change, rejecting a reason; whitespace is no comment', async () => {
    const { sent } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '退回修改' }));
    fireEvent.change(comment(), { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('退回修改时请写明需要修改的内容')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '不通过' }));
    expect(await screen.findByRole('textbox', { name: '不通过的理由' })).toBeTruthy();
    submit();
    expect(await screen.findByText('请填写不通过的理由')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: '退回修改' }));
    fireEvent.change(comment(), { target: { value: ' 请补充证书 ' } });
    submit();
    await waitFor(() => expect(sent).toEqual([{ decision: 'return', comment: '请补充证书', extra: {} }]));
  });

  test("the comment is at most the contract's length", () => {
    renderForm();
    expect(comment().maxLength).toBe(REVIEW_COMMENT_MAX);
  });

  test('rejecting is confirmed first; nothing is sent until the reviewer says yes', async () => {
    const { sent } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '不通过' }));
    fireEvent.change(comment(), { target: { value: '材料不实' } });
    submit();
    expect(await screen.findByText('确定不通过？申报人会看到您填写的理由。')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(sent).toEqual([{ decision: 'reject', comment: '材料不实', extra: {} }]));
  });

  test("a domain's own words and question for an option (approve and finish), asked before sending", async () => {
    const { sent } = renderForm({
      choices: [
        { decision: 'approve', label: '通过并办结', confirm: '确认通过并办结？', submitText: '通过并办结' },
        { decision: 'reject' },
      ],
    });
    expect(screen.getByRole('radio', { name: '通过并办结' })).toBeTruthy();
    expect(screen.getByTestId('decision-submit').textContent).toBe('通过并办结');
    submit();
    expect(await screen.findByText('确认通过并办结？')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  test('Enter in the comment writes a new line and never sends; Enter in an extra field does not send either', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm({
      extraFields: (
        <Form.Item name="note" label="备注">
          <Input />
        </Form.Item>
      ),
    });
    await user.type(comment(), '第一行{Enter}第二行');
    expect(comment().value).toBe('第一行\n第二行');
    const note = screen.getByRole('textbox', { name: '备注' });
    await user.type(note, '附加{Enter}');
    // A browser submits a form holding one text field on Enter even without a submit button: the key is cancelled.
    expect(fireEvent.keyDown(note, { key: 'Enter' })).toBe(false);
    expect(sent).toEqual([]);
    submit();
    await waitFor(() => expect(sent).toEqual([{ decision: 'approve', comment: '第一行\n第二行', extra: { note: '附加' } }]));
  });

  test("disabled while sending; the server's 409 is said in the form and the reviewer may decide again", async () => {
    let answer: (error?: unknown) => void = () => undefined;
    const onDecide = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          answer = (error) => (error ? reject(error) : resolve());
        }),
    );
    renderForm({ onDecide });
    submit();
    await waitFor(() => expect(onDecide).toHaveBeenCalledTimes(1));
    expect(comment().disabled).toBe(true);
    // A second click while sending sends nothing.
    submit();
    answer(new RequestError('该申报已被他人审核', 409, { code: ErrorCodes.CONFLICT.code, msg: '该申报已被他人审核' }));
    expect((await screen.findByTestId('decision-refused')).textContent).toContain('该申报已被他人审核');
    expect(comment().disabled).toBe(false);
    submit();
    await waitFor(() => expect(onDecide).toHaveBeenCalledTimes(2));
  });

  test('a 422 with field issues names them; a refusal the domain explains itself is left to it', async () => {
    const issues = { issues: [{ message: '意见过长' }] };
    const onRefused = vi.fn((error: unknown) => error instanceof RequestError && error.httpStatus === 409);
    let status = 422;
    renderForm({
      onRefused,
      onDecide: async () => {
        throw new RequestError('无法处理', status, { code: 4022, msg: '无法处理', data: issues });
      },
    });
    submit();
    expect((await screen.findByTestId('decision-refused')).textContent).toContain('无法处理（意见过长）');
    status = 409;
    submit();
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('decision-refused')).toBeNull();
  });
});
