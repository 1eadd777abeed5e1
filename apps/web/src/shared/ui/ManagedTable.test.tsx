import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import { ManagedTable, pinActions } from './ManagedTable';

type Row = { id: number; name: string; school: string };
const rows: Row[] = [
  { id: 1, name: '王芳', school: '示范区第一实验小学' },
  { id: 2, name: '李强', school: '示范区实验中学' },
];
const list = { isError: false, isFetching: false, data: rows, refetch: () => undefined };
const columns = [
  { title: '教师', dataIndex: 'name' },
  { title: '学校', dataIndex: 'school' },
  { title: '操作', key: 'actions', render: (_: unknown, row: Row) => <button type="button">审核 {row.name}</button> },
];

afterEach(() => {
  cleanup();
  restoreWidth();
});

describe('the managed table every staff list uses', () => {
  test('pins the actions column to the right, leaving columns that say where they go as they are', () => {
    const pinned = pinActions<Row>([...columns, { title: '其他', key: 'action', fixed: 'left' as const }]);
    expect(pinned.map((column) => column.fixed)).toEqual([undefined, undefined, 'right', 'left']);
  });

  test('on a desktop, a table that scrolls sideways within itself, its actions column fixed at the right edge', () => {
    widthOf(1366);
    render(<ManagedTable<Row> list={list} columns={columns} empty="没有" testId="staff" />);
    const table = screen.getByTestId('staff');
    expect(table.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-end')).not.toBeNull();
    expect(within(table).getAllByRole('button', { name: /审核/ })).toHaveLength(2);
  });

  test('on a phone, each row is a card with its actions at its foot, no table to scroll', () => {
    widthOf(375);
    render(<ManagedTable<Row> list={list} columns={columns} empty="没有" testId="staff" />);
    const cards = screen.getAllByTestId('staff-card');
    expect(cards).toHaveLength(2);
    expect(document.querySelector('table')).toBeNull();
    expect(cards[0]!.textContent).toContain('学校示范区第一实验小学');
    expect(within(cards[1]!).getByRole('button').textContent).toBe('审核 李强');
  });
});
