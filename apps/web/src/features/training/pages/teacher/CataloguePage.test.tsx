import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import CataloguePage from './CataloguePage';
import { fakeApi, programmeDetail, renderAt, signInTeacher } from '../../training.fixtures';

beforeEach(async () => {
  await signInTeacher();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (ids: number[], total = ids.length) => ({
  records: ids.map((id) => ({ ...programmeDetail({ id, title: `培训 ${id}` }) })),
  total,
  current: 1,
  size: 10,
});

describe('catalogue filters and the URL', () => {
  test('the URL drives the request, and a search updates the URL (page back to 1), so back restores the earlier list', async () => {
    const api = fakeApi((call) => (call.path === ApiPaths.trainingCatalogue ? page([1, 2], 25) : undefined));
    const { router } = renderAt(
      '/training/supermarket',
      <CataloguePage />,
      '/training/supermarket?keyword=%E6%95%B0%E5%AD%A6&level=2&price=paid&sort=priceAsc&page=2',
    );

    await screen.findByTestId('programme-card-1');
    const first = api.of(ApiPaths.trainingCatalogue)[0]!.query;
    expect(Object.fromEntries(first)).toEqual({
      kind: 'supermarket',
      current: '2',
      keyword: '数学',
      level: '2',
      price: 'paid',
      sort: 'priceAsc',
      size: '10',
      appId: 'yxdemo',
    });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('数学');
    expect(screen.getByTestId('programme-card-1').textContent).toContain('¥99.00');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '语文' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E8%AF%AD%E6%96%87&level=2&price=paid&sort=priceAsc'));
    await waitFor(() => expect(api.of(ApiPaths.trainingCatalogue).at(-1)!.query.get('keyword')).toBe('语文'));
    expect(api.of(ApiPaths.trainingCatalogue).at(-1)!.query.get('current')).toBe('1');

    await router.navigate(-1);
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('数学'));
    expect(router.state.location.search).toContain('page=2');
  });

  test('the pager moves the page in the URL; reset clears every filter', async () => {
    const api = fakeApi((call) => (call.path === ApiPaths.trainingCatalogue ? page([1, 2, 3], 25) : undefined));
    const { router } = renderAt('/training/common', <CataloguePage />, '/training/common?level=4');
    await screen.findByTestId('programme-card-1');
    // Free programmes outside the marketplace show no price; the price filter exists only there.
    expect(screen.queryByTestId('filter-price')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?level=4&page=2'));
    await waitFor(() => expect(api.of(ApiPaths.trainingCatalogue).at(-1)!.query.get('current')).toBe('2'));
    fireEvent.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.of(ApiPaths.trainingCatalogue).at(-1)!.query.get('level')).toBeNull());
  });

  test('an empty result says so', async () => {
    fakeApi((call) => (call.path === ApiPaths.trainingCatalogue ? page([]) : undefined));
    renderAt('/training/special', <CataloguePage />, '/training/special?keyword=zzz');
    // Two Chinese sentences, ended the Chinese way (never "没有符合条件的培训. 试试…").
    expect((await screen.findByTestId('catalogue-empty')).textContent).toContain('没有符合条件的培训。试试换个关键词或清除筛选条件。');
  });

  test("a closed programme's card offers no seats, however many are free", async () => {
    const closed = { ...programmeDetail({ id: 7, title: '已结束报名的研修班', status: 'closed', seatsLeft: 40 }) };
    const open = { ...programmeDetail({ id: 8, title: '报名中的研修班', seatsLeft: 40, enrolEnd: '2099-12-31T23:59:59.000+08:00' }) };
    fakeApi((call) => (call.path === ApiPaths.trainingCatalogue ? { records: [closed, open], total: 2, current: 1, size: 10 } : undefined));
    renderAt('/training/special', <CataloguePage />, '/training/special');
    const card = await screen.findByTestId('programme-card-7');
    expect(card.textContent).toContain('报名已结束');
    expect(card.textContent).not.toContain('剩余');
    expect(screen.getByTestId('programme-card-8').textContent).toContain('剩余 40 个名额');
  });
});
