import { profileRecordPath } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, test } from 'vitest';
import '../i18n/profile.register';
import { cleanUpAfterEach, fakeApi, paper, refusal, renderAt, signInAs } from '../profile.fixtures';
import { RecordFormDialog } from './RecordFormDialog';

cleanUpAfterEach();
beforeEach(async () => {
  await signInAs(['teacher']);
});

const SAVE = profileRecordPath('public-thesis', 'save');

// No motion: antd's animations only slow the tests down.
function open(record?: ReturnType<typeof paper>) {
  renderAt(
    '/personal/achievements',
    <ConfigProvider theme={{ token: { motion: false } }}>
      <RecordFormDialog kind="public-thesis" record={record} latest={record} onClose={() => undefined} />
    </ConfigProvider>,
    '/personal/achievements',
  );
  return screen.getByRole('dialog');
}

describe('the record form', { timeout: 15_000 }, () => {
  test('renders the kind’s own fields from the kind table; an empty form says what is missing and sends nothing', async () => {
    const api = fakeApi(() => null);
    const dialog = open();
    for (const label of ['名称', '日期', '级别', '成果类别', '刊物名称', 'ISSN', 'CN 刊号', '期号', '作者排名', '证明材料'])
      expect(within(dialog).getByText(label)).toBeTruthy();
    // A paper's date is the day it was published; a field of another kind is not there.
    expect(within(dialog).getByText('发表日期')).toBeTruthy();
    expect(within(dialog).queryByText('专利号')).toBeNull();
    expect(within(dialog).getByTestId('field-authorRank').getAttribute('inputmode')).toBe('numeric');

    fireEvent.click(within(dialog).getByTestId('record-submit'));
    for (const text of ['请填写名称', '请选择日期', '请选择级别', '请选择成果类别', '请填写刊物名称', '请填写期号', '请填写作者排名'])
      expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(within(dialog).getByTestId('record-form-problem').textContent).toBe('请按提示修改后再保存');
    expect(api.of(SAVE)).toHaveLength(0);
  });

  test('bad input is refused before sending: an ISSN failing its check digit, a paper with neither ISSN nor CN number', async () => {
    const api = fakeApi(() => null);
    const dialog = open(paper());
    fireEvent.change(within(dialog).getByTestId('field-issn'), { target: { value: '1234-5678' } });
    expect(await within(dialog).findByText('ISSN 不正确，请核对（格式如 1000-0135，含校验位）')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('record-submit'));
    await within(dialog).findByTestId('record-form-problem');
    expect(api.of(SAVE)).toHaveLength(0);

    // The contract's rule across fields, checked on the whole body before anything is sent.
    fireEvent.change(within(dialog).getByTestId('field-issn'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByTestId('field-cnNumber'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByTestId('record-submit'));
    expect(await within(dialog).findByText('请填写刊物的 ISSN 或 CN 刊号')).toBeTruthy();
    expect(api.of(SAVE)).toHaveLength(0);
  });

  test('a valid change is sent at the version read, blanks left out', async () => {
    const api = fakeApi((call) => (call.path === SAVE ? paper({ version: 2 }) : null));
    const dialog = open(paper());
    fireEvent.change(within(dialog).getByTestId('record-title'), { target: { value: '以数学实验发展空间观念' } });
    fireEvent.click(within(dialog).getByTestId('record-submit'));
    await waitFor(() => expect(api.of(SAVE)).toHaveLength(1));
    expect(api.of(SAVE)[0]!.body).toEqual({
      id: 41,
      version: 1,
      title: '以数学实验发展空间观念',
      date: '2025-06-20',
      level: '3',
      evidenceFileIds: ['8e4b92ba-ee2c-41ac-8836-dd1ca78ff6ea'],
      fields: { achievementKind: '2', journal: '北京教育（普教版）', cnNumber: 'CN 11-1278/G4', issue: '2025年第6期', authorRank: 2 },
    });
  });

  test('a date is typed into its field as well as picked (issue 39); Enter takes it and sends nothing until saved', async () => {
    const user = userEvent.setup();
    const api = fakeApi((call) => (call.path === SAVE ? paper({ version: 2 }) : null));
    const dialog = open(paper());
    const day = within(dialog).getByRole('textbox', { name: '日期' });
    await user.clear(day);
    await user.type(day, '2025-06-21{Enter}');
    expect(api.of(SAVE)).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('record-submit'));
    await waitFor(() => expect(api.of(SAVE)).toHaveLength(1));
    expect((api.of(SAVE)[0]!.body as { date: string }).date).toBe('2025-06-21');
  });

  test('the server’s field problem lands on its field, in the interface language', async () => {
    fakeApi((call) =>
      call.path === SAVE
        ? new Response(
            JSON.stringify({
              code: 4000,
              status: 4000,
              msg: '请求参数有误',
              data: { issues: [{ path: 'body.date', message: 'must not be in the future' }] },
            }),
            { status: 400 },
          )
        : null,
    );
    const dialog = open(paper());
    fireEvent.click(within(dialog).getByTestId('record-submit'));
    expect(await within(dialog).findByText('日期不能晚于今天')).toBeTruthy();
  });

  test('a record changed elsewhere meanwhile is not overwritten: the form says so and offers the latest version', async () => {
    fakeApi((call) => (call.path === SAVE ? refusal(409, 4010, '内容已被他人修改，请刷新后再编辑') : null));
    const dialog = open(paper());
    fireEvent.click(within(dialog).getByTestId('record-submit'));
    expect(await within(dialog).findByTestId('record-conflict')).toBeTruthy();
    expect(within(dialog).getByText('这条记录已被修改')).toBeTruthy();
    expect(within(dialog).getByTestId('record-submit').hasAttribute('disabled')).toBe(true);
  });
});
