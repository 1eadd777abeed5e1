import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { demoEnUS } from '../i18n/demo.en-US';
import { demoZhCN } from '../i18n/demo.zh-CN';
import { STAFF_STOPS, TEACHER_STOPS, YEAR_STEPS } from '../model/tour';
import { TabOneDetailPage, TabOnePage, TabTwoPage } from './demo-pages';

afterEach(() => {
  cleanup();
});

function leaves(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the guided tour', () => {
  test('has every text in both languages, for every stop', () => {
    expect(leaves(demoEnUS).sort()).toEqual(leaves(demoZhCN).sort());
    const keys = new Set(leaves(demoZhCN));
    const missing = [
      ...TEACHER_STOPS.flatMap((stop) => [`areas.${stop.key}.title`, `areas.${stop.key}.text`]),
      ...YEAR_STEPS.flatMap((step) => [`year.${step.key}.title`, `year.${step.key}.text`]),
      ...STAFF_STOPS.flatMap((stop) => [`staff.${stop.key}.title`, `staff.${stop.key}.text`]),
    ].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });

  test('tells a teacher what each area is for, each a link to it, and leads to the year and the staff half', async () => {
    await signInWith(['teacher']);
    renderAt('/demo/tabOne', <TabOnePage />, '/demo/tabOne');
    const stops = await screen.findByTestId('demo-stops-areas');
    expect(within(stops).getByRole('link', { name: '待办事项' }).getAttribute('href')).toBe('/my/todoList');
    expect(within(stops).getAllByRole('link')).toHaveLength(TEACHER_STOPS.length);
    expect(screen.getByText('所有需要您处理的事情都在这里：待审核的申报、需要确认的通知等，点击直达处理页面。')).not.toBeNull();
    expect(screen.getByRole('link', { name: '看看一位教师的一年' }).getAttribute('href')).toBe('/demo/tabOne/detail');
    expect(within(screen.getByTestId('demo-tabs')).getByRole('link', { name: '管理篇' }).getAttribute('href')).toBe('/demo/tabTwo');
  });

  test('reads in English, the year step by step and the staff areas', async () => {
    await signInWith(['school_admin']);
    await changeLocale('en-US');
    renderAt('/demo/tabOne/detail', <TabOneDetailPage />, '/demo/tabOne/detail');
    const year = await screen.findByTestId('demo-year');
    expect(within(year).getByRole('link', { name: 'Declare other hours' }).getAttribute('href')).toBe('/studyTime');
    cleanup();
    renderAt('/demo/tabTwo', <TabTwoPage />, '/demo/tabTwo');
    const staff = await screen.findByTestId('demo-stops-staff');
    expect(within(staff).getByRole('link', { name: 'Notice management' }).getAttribute('href')).toBe('/manage/notices');
    expect(screen.getByText('The pages below are open to school and district staff only.')).not.toBeNull();
  });
});
