import './i18n/call.register';
import { CALL_STATE_LABELS, type CallStateValue } from '@yanxiu/contract/call-enums';
import { Empty, Flex, Input, Select, type TableColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable, type ManagedList } from '@/shared/ui/ManagedTable';
import { CallStateTag } from './CallStateTag';

/** What every call's row has: a title, a state, a window and how many applied. */
export type CallRowBase = { title: string; state: string; startsAt: string; endsAt: string; applicationCount: number };

/** The state and keyword filters of a call list, and the page shown (a change of filter goes back to page 1). */
export function useCallListQuery() {
  const [current, setCurrent] = useState(1);
  const [state, setState] = useState<CallStateValue | undefined>();
  const [keyword, setKeyword] = useState('');
  return {
    query: { current, state, keyword },
    setCurrent,
    filtered: Boolean(state || keyword),
    setState: (value: CallStateValue | undefined) => {
      setState(value);
      setCurrent(1);
    },
    setKeyword: (value: string) => {
      setKeyword(value.trim());
      setCurrent(1);
    },
  };
}
type CallListQuery = ReturnType<typeof useCallListQuery>;
/** What a call list asks its server for: the page, the state and the keyword. */
export type CallListQueryValue = CallListQuery['query'];

export type CallTableProps<Row extends CallRowBase> = {
  list: ManagedList<Row>;
  listQuery: CallListQuery;
  rowKey: keyof Row & string;
  testId: string;
  /**
   * Row test ids: the title link `${rowTestId}-${id}`, the state `-state-${id}`, the open link `-open-${id}`; the
   * filters' are `${rowTestId}s-state` and `${rowTestId}s-keyword`.
   */
  rowTestId: string;
  /** Where the records' pages are: `${basePath}/${id}`, and `${basePath}/new` for a new one. */
  basePath: string;
  /** Whether the caller may still change it (the open link then reads "edit" and stands out). */
  editable: (row: Row) => boolean;
  /**
   * Where the domain's list texts are (`selectionManage.list`): its `title` column, `total` and `applicationCount`
   * (plurals), `empty`, `emptyFiltered` and `create`.
   */
  textsAt: string;
  /** The domain's columns between the title and the state. */
  columns: Array<TableColumnType<Row>>;
  /** The domain's acts on a row after the open link. */
  rowActions: (row: Row) => ReactNode;
};

/** A list of calls (selection projects, topic calls): filters, then title, the domain's columns, state, window, applications and actions. */
export function CallTable<Row extends CallRowBase>(props: CallTableProps<Row>) {
  const { list, listQuery, rowKey, testId, rowTestId, basePath, editable, textsAt, columns, rowActions } = props;
  const { t } = useTranslation();
  const text = (key: string, options?: { count: number }) => t(`${textsAt}.${key}`, options);
  const idOf = (row: Row) => String(row[rowKey]);
  const hrefOf = (row: Row) => `${basePath}/${idOf(row)}`;
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<CallStateValue | 'all'>
          value={listQuery.query.state ?? 'all'}
          style={{ width: 160 }}
          aria-label={t('call.list.state')}
          options={[
            { value: 'all', label: t('call.list.allStates') },
            ...Object.entries(CALL_STATE_LABELS).map(([value, label]) => ({
              value: value as CallStateValue,
              label: label[currentLocale()],
            })),
          ]}
          onChange={(value) => listQuery.setState(value === 'all' ? undefined : value)}
          data-testid={`${rowTestId}s-state`}
        />
        <Input.Search
          allowClear
          placeholder={t('call.list.keyword')}
          aria-label={t('call.list.keyword')}
          style={{ width: 260 }}
          onSearch={listQuery.setKeyword}
          data-testid={`${rowTestId}s-keyword`}
        />
      </Flex>
      <ManagedTable<Row>
        list={list}
        rowKey={rowKey}
        testId={testId}
        paging={{ current: listQuery.query.current, onChange: listQuery.setCurrent, totalText: (count) => text('total', { count }) }}
        failedTitle={t('call.list.loadFailed')}
        empty={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text(listQuery.filtered ? 'emptyFiltered' : 'empty')}>
            <ActionLink to={`${basePath}/new`} type="primary" size="middle">
              {text('create')}
            </ActionLink>
          </Empty>
        }
        columns={[
          {
            title: text('title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Link to={hrefOf(row)} data-testid={`${rowTestId}-${idOf(row)}`}>
                {title}
              </Link>
            ),
          },
          ...columns,
          {
            title: t('call.list.state'),
            dataIndex: 'state',
            render: (value: string, row) => <CallStateTag state={value} testId={`${rowTestId}-state-${idOf(row)}`} />,
          },
          {
            title: t('call.window'),
            key: 'window',
            render: (_, row) => t('call.range', { start: formatDateTime(row.startsAt), end: formatDateTime(row.endsAt) }),
          },
          {
            title: t('call.list.applications'),
            dataIndex: 'applicationCount',
            render: (count: number) => text('applicationCount', { count }),
          },
          {
            title: t('call.list.actions'),
            key: 'actions',
            render: (_, row) => (
              <Flex gap={4} wrap>
                <ActionLink to={hrefOf(row)} type={editable(row) ? 'primary' : 'default'} testId={`${rowTestId}-open-${idOf(row)}`}>
                  {editable(row) ? t('call.list.edit') : t('call.list.view')}
                </ActionLink>
                {rowActions(row)}
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}
