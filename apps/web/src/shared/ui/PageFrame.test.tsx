import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { BreadcrumbTrail, type TrailStep } from './breadcrumb-trail';
import FeatureUnavailablePage from './FeatureUnavailablePage';
import { PageFrame } from './PageFrame';

beforeEach(async () => {
  await changeLocale('zh-CN');
});
afterEach(cleanup);

function at(path: string, trail: TrailStep[] | null, page: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <BreadcrumbTrail.Provider value={trail}>{page}</BreadcrumbTrail.Provider> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}
const crumbs = () => [...document.querySelectorAll('.ant-breadcrumb li:not(.ant-breadcrumb-separator)')].map((item) => item.textContent);

describe('the page frame', () => {
  test('the breadcrumb follows the menu: area, the entry (a link on its detail pages), then the page', () => {
    at(
      '/manage/training/5',
      [{ title: '管理中心' }, { title: '培训项目管理', path: '/manage/training' }],
      <PageFrame title="编辑培训" crumbs={['不用这个']}>
        x
      </PageFrame>,
    );
    expect(crumbs()).toEqual(['首页', '管理中心', '培训项目管理', '编辑培训']);
    expect(screen.getByRole('link', { name: '培训项目管理' }).getAttribute('href')).toBe('/manage/training');
  });

  test("on the entry's own page the entry is the last step, named once", () => {
    at('/my/certificate', [{ title: '学时' }, { title: '我的证书', path: '/my/certificate' }], <PageFrame title="我的证书">x</PageFrame>);
    expect(crumbs()).toEqual(['首页', '学时', '我的证书']);
  });

  test("without a menu trail, the page's own crumbs", () => {
    at(
      '/videoPlay',
      null,
      <PageFrame title="第一讲" crumbs={['培训']}>
        x
      </PageFrame>,
    );
    expect(crumbs()).toEqual(['首页', '培训', '第一讲']);
  });

  test('"not available yet": the heading comes before what it means', () => {
    at('/disk/index', null, <FeatureUnavailablePage />);
    const block = screen.getByTestId('feature-unavailable');
    const heading = screen.getByRole('heading', { name: '功能即将上线' });
    const text = screen.getByText(/尚未开放/);
    expect(block.contains(heading)).toBe(true);
    expect(heading.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
