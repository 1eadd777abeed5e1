import './field-texts';
import { Card, Checkbox, Empty, Flex, Pagination, Skeleton, Spin, Table, Typography, type TableColumnType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@/shared/config/constants';
import { RetryAlert } from './RetryAlert';
import { useScreenAtLeast } from './use-screen';

/**
 * What a managed table needs of its query: a page of records (server-paged lists) or the whole list (short ones).
 * `data` stays undefined until the first answer: a list built from a query's data before it arrived passes undefined
 * too, never an empty array, or the table would say there is nothing while it is still loading.
 */
export type ManagedList<T> = {
  isError: boolean;
  isFetching: boolean;
  data?: { records: T[]; total: number } | T[];
  refetch: () => unknown;
};

/** Server paging: the page shown, where a change goes, and how the total reads ("共 12 条"). */
export type ManagedPaging = { current: number; onChange: (page: number) => void; totalText: (count: number) => string; pageSize?: number };

export type ManagedTableProps<T> = {
  list: ManagedList<T>;
  columns: NonNullable<TableProps<T>['columns']>;
  testId?: string;
  /** A plain text is shown in the simple empty picture; a node is shown as it is. */
  empty: ReactNode;
  /** Each row's key; `id` unless told. */
  rowKey?: NonNullable<TableProps<T>['rowKey']>;
  /** Pages on the server (10 a page unless told); without it the whole list shows on one page. */
  paging?: ManagedPaging;
  /** The retry alert's title when the read failed (the generic message unless told). */
  failedTitle?: string;
  /**
   * On phones (below the md breakpoint) show each row as a card of "column: value" lines with the last column (the
   * actions) at its foot, instead of a table scrolled sideways that hides the actions off screen. On unless told.
   */
  cardsOnPhone?: boolean;
} & Pick<TableProps<T>, 'size' | 'scroll' | 'rowSelection' | 'onRow'>;

type Column<T> = TableColumnType<T>;

/** The value a column shows for a row: its render, else the field its dataIndex names. */
function cellOf<T extends object>(column: Column<T>, row: T, index: number): ReactNode {
  const dataIndex = column.dataIndex as unknown;
  const path: ReadonlyArray<string | number> =
    dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex as string | number];
  const value = path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined),
    row,
  );
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? null : (value as ReactNode);
}

function keyOf<T extends object>(rowKey: NonNullable<TableProps<T>['rowKey']>, row: T, index: number): Key {
  return typeof rowKey === 'function' ? rowKey(row, index) : (row as Record<string, Key>)[rowKey as string]!;
}

/** The rows as cards on a phone: each column a labelled line, the last (actions) at the foot, a checkbox when rows are selectable. */
function CardList<T extends object>({
  rows,
  columns,
  rowKey,
  rowSelection,
  testId,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: NonNullable<TableProps<T>['rowKey']>;
  rowSelection?: TableProps<T>['rowSelection'];
  testId?: string;
}) {
  const { t } = useTranslation();
  const lines = columns.slice(0, -1);
  const foot = columns.at(-1);
  const selected = rowSelection?.selectedRowKeys ?? [];
  const toggle = (key: Key, checked: boolean) => {
    const keys = checked ? [...selected, key] : selected.filter((entry) => entry !== key);
    rowSelection?.onChange?.(
      keys,
      rows.filter((row, index) => keys.includes(keyOf(rowKey, row, index))),
      { type: 'multiple' },
    );
  };
  const selectable = rows
    .map((row, index) => ({ key: keyOf(rowKey, row, index), row }))
    .filter(({ row }) => !rowSelection?.getCheckboxProps?.(row)?.disabled);
  const allChosen = selectable.length > 0 && selectable.every(({ key }) => selected.includes(key));
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {rowSelection && selectable.length > 0 && (
        <Checkbox
          checked={allChosen}
          indeterminate={!allChosen && selectable.some(({ key }) => selected.includes(key))}
          onChange={(event) => {
            const keys = event.target.checked ? selectable.map(({ key }) => key) : [];
            rowSelection.onChange?.(
              keys,
              selectable.filter(({ key }) => keys.includes(key)).map(({ row }) => row),
              { type: 'all' },
            );
          }}
        >
          {t('fields.managedTable.selectAll')}
        </Checkbox>
      )}
      {rows.map((row, index) => {
        const key = keyOf(rowKey, row, index);
        const checkbox = rowSelection?.getCheckboxProps?.(row) ?? {};
        return (
          <Card key={key} size="small" data-testid={testId ? `${testId}-card` : undefined} data-row-key={key}>
            <Flex gap={8} align="flex-start">
              {rowSelection && (
                <Checkbox
                  checked={selected.includes(key)}
                  disabled={checkbox.disabled}
                  aria-label={(checkbox as { 'aria-label'?: string })['aria-label']}
                  onChange={(event) => toggle(key, event.target.checked)}
                />
              )}
              <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
                {lines.map((column, columnIndex) => {
                  const cell = cellOf(column, row, index);
                  if (cell === null || cell === '') return null;
                  return (
                    <Flex
                      key={String(column.key ?? column.dataIndex ?? columnIndex)}
                      gap={8}
                      align="baseline"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {column.title ? (
                        <Typography.Text
                          type="secondary"
                          style={{ flex: '0 0 5.5em', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                        >
                          {column.title as ReactNode}
                        </Typography.Text>
                      ) : null}
                      <div style={{ flex: 1, minWidth: 0 }}>{cell}</div>
                    </Flex>
                  );
                })}
                {foot && <div style={{ marginTop: 4 }}>{cellOf(foot, row, index)}</div>}
              </Flex>
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}

/** The keys the lists give their actions column. */
const ACTION_KEYS = new Set(['actions', 'action']);

/**
 * The actions column pinned to the right edge: a wide table scrolls sideways inside its own box (never the page),
 * and whatever it scrolls, a row's actions stay in sight at 1366 px. A column that says where it is fixed keeps that.
 */
export function pinActions<T>(columns: NonNullable<TableProps<T>['columns']>): NonNullable<TableProps<T>['columns']> {
  return columns.map((column) =>
    column.key !== undefined && ACTION_KEYS.has(String(column.key)) && column.fixed === undefined
      ? { ...column, fixed: 'right' as const }
      : column,
  );
}

/**
 * Every staff and configuration list: the retry alert when the read fails, else what was read as a table whose
 * actions stay in sight (pinned right, the table scrolling sideways within itself) or, on phones, as cards with the
 * actions at each card's foot.
 */
export function ManagedTable<T extends object>({
  list,
  columns,
  testId,
  empty,
  rowKey = 'id',
  paging,
  failedTitle,
  cardsOnPhone = true,
  scroll,
  ...rest
}: ManagedTableProps<T>) {
  const phone = !useScreenAtLeast('md');
  if (list.isError) return <RetryAlert title={failedTitle} onRetry={() => void list.refetch()} />;
  const { data } = list;
  const rows = (Array.isArray(data) ? data : data?.records) ?? [];
  const total = Array.isArray(data) ? data.length : (data?.total ?? 0);
  // Nothing answered yet while the read is on its way: a spinner, never the empty text (a reviewer read "nothing to
  // review" for a pending item, issue 39). A read that is not asked for (a disabled query) has nothing to wait for.
  const waiting = data === undefined && list.isFetching;
  const emptyNode = waiting ? null : typeof empty === 'string' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : empty;

  if (cardsOnPhone && phone) {
    const pageSize = paging?.pageSize ?? PAGE_SIZE;
    return (
      <Spin spinning={list.isFetching && !waiting}>
        {waiting ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : rows.length === 0 ? (
          emptyNode
        ) : (
          <CardList rows={rows} columns={columns as Column<T>[]} rowKey={rowKey} rowSelection={rest.rowSelection} testId={testId} />
        )}
        {paging && total > pageSize && (
          <Pagination
            style={{ marginTop: 12 }}
            size="small"
            align="center"
            simple
            current={paging.current}
            pageSize={pageSize}
            total={total}
            showSizeChanger={false}
            onChange={paging.onChange}
          />
        )}
      </Spin>
    );
  }

  return (
    <Table<T>
      rowKey={rowKey}
      data-testid={testId}
      loading={list.isFetching}
      dataSource={rows}
      locale={{ emptyText: emptyNode }}
      pagination={
        paging
          ? {
              current: paging.current,
              pageSize: paging.pageSize ?? PAGE_SIZE,
              total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: paging.totalText,
              onChange: paging.onChange,
            }
          : false
      }
      columns={pinActions(columns)}
      scroll={scroll ?? { x: 'max-content' }}
      {...rest}
    />
  );
}
