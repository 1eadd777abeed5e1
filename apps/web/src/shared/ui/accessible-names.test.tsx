import { SearchOutlined, UserOutlined } from '@ant-design/icons';
import type { Locale } from '@yanxiu/contract/locale';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Button, InputNumber, Result } from 'antd';
import { afterEach, describe, expect, test } from 'vitest';
import { watchAccessibleNames } from './accessible-names';
import { ManagedTable } from './ManagedTable';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  cleanup();
});

/** Watches the document in a language that can change, as Startup does with i18n. */
function watch(initial: Locale) {
  let locale = initial;
  const listeners = new Set<() => void>();
  stop = watchAccessibleNames(
    () => locale,
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  );
  return (next: Locale) => {
    locale = next;
    for (const listener of listeners) listener();
  };
}

describe('accessible names of antd controls follow the page language', () => {
  test('an icon-only button is named in Chinese, an icon beside text is decoration, our own icon names are kept', async () => {
    const switchTo = watch('zh-CN');
    render(
      <>
        <Button icon={<SearchOutlined />} data-testid="icon-only" />
        <Button icon={<UserOutlined />} data-testid="with-text">
          王芳
        </Button>
        <UserOutlined aria-label="视频课" data-testid="own-name" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('icon-only').getAttribute('aria-label')).toBe('搜索'));
    expect(screen.getByTestId('with-text').getAttribute('aria-label')).toBeNull();
    expect(screen.getByTestId('with-text').querySelector('.anticon')!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('with-text').querySelector('.anticon')!.getAttribute('aria-label')).toBeNull();
    expect(screen.getByTestId('own-name').getAttribute('aria-label')).toBe('视频课');
    // No English name is left for a screen reader to read on a Chinese page.
    expect(document.querySelectorAll('[aria-label="search"], [aria-label="user"]')).toHaveLength(0);

    switchTo('en-US');
    await waitFor(() => expect(screen.getByTestId('icon-only').getAttribute('aria-label')).toBe('Search'));
  });

  test('the step buttons of a number input say what they do in the page language', async () => {
    watch('zh-CN');
    render(<InputNumber defaultValue={3} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '增加数值' })).toBeTruthy());
    expect(screen.getByRole('button', { name: '减少数值' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Increase Value' })).toBeNull();
  });

  test('the picture of a 404 or 403 result is an illustration, not read out as "No Found"', async () => {
    watch('zh-CN');
    render(<Result status="404" title="页面不存在" />);
    await waitFor(() => expect(document.querySelector('.ant-result-image svg')!.getAttribute('aria-hidden')).toBe('true'));
  });

  test('a selectable table’s hidden measuring row holds nothing the keyboard reaches; the real select-all stays reachable', async () => {
    watch('zh-CN');
    const rows = [
      { id: 1, name: '王芳' },
      { id: 2, name: '李强' },
    ];
    render(
      <ManagedTable
        list={{ isError: false, isFetching: false, data: rows, refetch: () => undefined }}
        columns={[{ title: '教师', dataIndex: 'name' }]}
        empty="没有"
        rowSelection={{ selectedRowKeys: [], getCheckboxProps: (row) => ({ 'aria-label': `选择 ${row.name}` }) }}
        testId="selectable"
      />,
    );
    const measure = screen.getByTestId('selectable').querySelector('.ant-table-measure-row');
    // antd copies the select-all checkbox into its aria-hidden measuring row: the case this guards.
    expect(measure?.getAttribute('aria-hidden')).toBe('true');
    expect(measure!.querySelector('input[type="checkbox"]')).not.toBeNull();
    await waitFor(() => expect(measure!.hasAttribute('inert')).toBe(true));
    const hiddenFocusable = [
      ...document.querySelectorAll('[aria-hidden="true"] input, [aria-hidden="true"] button, [aria-hidden="true"] [tabindex]'),
    ];
    expect(hiddenFocusable.length).toBeGreaterThan(0);
    expect(hiddenFocusable.filter((element) => element.getAttribute('tabindex') !== '-1').map((element) => element.outerHTML)).toEqual([]);
    const header = screen.getByTestId('selectable').querySelector('thead input[type="checkbox"]');
    expect(header).not.toBeNull();
    expect(header!.getAttribute('tabindex')).not.toBe('-1');
    expect(screen.getByRole('checkbox', { name: '选择 王芳' }).getAttribute('tabindex')).not.toBe('-1');
  });

  test('a control named by its icon while its text was loading is named by its text once the text arrives', async () => {
    watch('zh-CN');
    const { rerender } = render(
      <Button icon={<UserOutlined />} data-testid="user-menu">
        <span>{''}</span>
      </Button>,
    );
    await waitFor(() => expect(screen.getByTestId('user-menu').getAttribute('aria-label')).toBe('用户'));
    rerender(
      <Button icon={<UserOutlined />} data-testid="user-menu">
        <span>{'王芳'}</span>
      </Button>,
    );
    await waitFor(() => expect(screen.getByTestId('user-menu').getAttribute('aria-label')).toBeNull());
  });
});
