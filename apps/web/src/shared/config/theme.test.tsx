import { cleanup, render } from '@testing-library/react';
import { ConfigProvider, Select, Tabs } from 'antd';
import { afterEach, describe, expect, test } from 'vitest';
import { THEME } from './theme';

afterEach(cleanup);

/** WCAG relative luminance of a colour given as `rgb(r, g, b)` or `#rrggbb`. */
function luminance(colour: string): number {
  const channels = colour.startsWith('#')
    ? [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16))
    : colour.match(/\d+/g)!.slice(0, 3).map(Number);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the theme', () => {
  test('the active tab’s text reads at 4.5:1 or more on white and on the page’s grey (global.css)', () => {
    render(
      <ConfigProvider theme={THEME}>
        <Tabs
          activeKey="a"
          items={[
            { key: 'a', label: '待审核' },
            { key: 'b', label: '已审核' },
          ]}
        />
      </ConfigProvider>,
    );
    const active = document.querySelector('.ant-tabs-tab-active .ant-tabs-tab-btn')!;
    const colour = getComputedStyle(active).color;
    expect(colour).toMatch(/^(rgb|#)/);
    for (const background of ['#ffffff', '#f5f7fa', '#f5f5f5'])
      expect(contrast(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  test('a select’s placeholder (the token inputs and date pickers share) reads at 4.5:1 or more on white', () => {
    render(
      <ConfigProvider theme={THEME}>
        <Select placeholder="环节" style={{ width: 160 }} />
      </ConfigProvider>,
    );
    const select = getComputedStyle(document.querySelector('.ant-select-placeholder')!).color;
    const [r, g, b, alpha = 1] = select.match(/[\d.]+/g)!.map(Number);
    // A translucent grey as it lands on white.
    const onWhite = (channel: number) => Math.round(channel! * alpha + 255 * (1 - alpha));
    const seen = `rgb(${onWhite(r!)}, ${onWhite(g!)}, ${onWhite(b!)})`;
    expect(contrast(seen, '#ffffff'), `${select} seen as ${seen}`).toBeGreaterThanOrEqual(4.5);
  });
});
