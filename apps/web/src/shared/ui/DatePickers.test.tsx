import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DateField, DateRangeField } from './DatePickers';

afterEach(cleanup);

type Values = { day?: Dayjs | null; range?: [Dayjs, Dayjs] | null };

/** A form with `field` and a save button (a submit button, as the app's forms have), reporting what it submits. */
function renderForm(field: ReactNode, withSaveButton = true) {
  const submitted = vi.fn<(values: Values) => void>();
  render(
    // No motion: antd's animations only slow the tests down.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Form<Values> onFinish={submitted} data-testid="form">
        {field}
        {withSaveButton && (
          <Button htmlType="submit" data-testid="save">
            保存
          </Button>
        )}
      </Form>
    </ConfigProvider>,
  );
  return submitted;
}

describe('Enter in a date picker inside a form (issue 39)', { timeout: 20_000 }, () => {
  test('a typed day is taken on Enter and the form is not submitted; the save button submits it', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(
      <Form.Item name="day" label="日期">
        <DateField data-testid="day" />
      </Form.Item>,
    );
    await user.type(screen.getByRole('textbox'), '2026-12-10{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('save'));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]![0].day?.format('YYYY-MM-DD')).toBe('2026-12-10');
  });

  test('in a form whose only field is the date (a dialog’s, saved by its OK button), Enter does not submit it', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(
      <Form.Item name="day" label="公示截止">
        <DateField />
      </Form.Item>,
      false,
    );
    await user.type(screen.getByRole('textbox'), '2026-12-10{Enter}');
    expect(submitted).not.toHaveBeenCalled();
  });

  test('a typed range with times is taken on Enter in each input and the form is not submitted', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(
      <Form.Item name="range" label="时间">
        <DateRangeField showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" needConfirm={false} />
      </Form.Item>,
    );
    const [start, end] = screen.getAllByRole('textbox') as [HTMLElement, HTMLElement];
    await user.type(start, '2026-12-10 09:00{Enter}');
    await user.type(end, '2026-12-10 11:30{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('save'));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]![0].range?.map((value) => value.format('YYYY-MM-DD HH:mm'))).toEqual([
      '2026-12-10 09:00',
      '2026-12-10 11:30',
    ]);
  });

  test('Enter in a text field of the same form still submits it (only the pickers keep their Enter)', async () => {
    const user = userEvent.setup();
    const submitted = renderForm(
      <>
        <Form.Item name="title" label="名称">
          <input aria-label="名称" />
        </Form.Item>
        <Form.Item name="day" label="日期">
          <DateField />
        </Form.Item>
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: '名称' }), '教研{Enter}');
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });
});

// The web app's source files (tests and this module aside), as text.
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!./DatePickers.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

test('every date picker of the web app is one of these (none renders antd’s DatePicker directly)', () => {
  expect(Object.keys(sources).length).toBeGreaterThan(100);
  const direct = Object.entries(sources).filter(([, text]) => /<DatePicker\b/.test(text));
  expect(direct.map(([path]) => path)).toEqual([]);
  // Nor takes antd's pickers another way (a RangePicker or TimePicker destructured from an import, or the picker's own module),
  // whose Enter would submit the form around it again.
  const imported = Object.entries(sources).filter(([, text]) =>
    /import[^;]*\b(DatePicker|RangePicker|TimePicker)\b[^;]*from 'antd'|from 'antd\/(es|lib)\/(date|time)-picker/.test(text),
  );
  expect(imported.map(([path]) => path)).toEqual([]);
});
