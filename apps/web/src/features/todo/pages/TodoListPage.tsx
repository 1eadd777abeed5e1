import '../i18n/todo.register';
import { TODO_PAGE_MAX } from '@yanxiu/contract/todo';
import { Card, Empty, Flex, Pagination, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REVIEW_LIST_PATH } from '@/features/review/review.public';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { CountBadge } from '@/shared/ui/CountBadge';
import { useTodoList } from '../api/todo-list';
import { TodoItemRow } from '../components/TodoItemRow';
import { kindLabel } from '../model/todo-text';
import { todoAccess } from '../todo.access';

const PAGE_SIZE = 10;
const ALL = 'all';

/** The page and kind from the query string (a bad page reads as the first). */
function readParams(search: URLSearchParams) {
  const page = Number(search.get('current'));
  return { kind: search.get('kind') ?? undefined, current: Number.isInteger(page) && page >= 1 && page <= TODO_PAGE_MAX ? page : 1 };
}

/**
 * /my/todoList: everything waiting for the caller from every domain, oldest first, one tab per kind with its
 * count. Each item opens the page where it is done (the domains' own review pages stay where they are).
 */
export default function TodoListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const list = useTodoList({ ...params, size: PAGE_SIZE });
  const access = useAccess(todoAccess);
  const go = (change: { kind?: string | undefined; current?: number }) => {
    const next = { ...params, ...change };
    setSearch({ ...(next.kind ? { kind: next.kind } : {}), ...(next.current > 1 ? { current: String(next.current) } : {}) });
  };
  const counts = list.data?.counts ?? [];
  const all = counts.reduce((sum, entry) => sum + entry.count, 0);
  // The kind asked for keeps its tab when nothing of it is left, so the page never shows a tab that is not there.
  const tabs = params.kind && !counts.some((entry) => entry.kind === params.kind) ? [...counts, { kind: params.kind, count: 0 }] : counts;

  let body;
  if (list.isError && !list.data) body = <RetryAlert onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <div data-testid="todo-loading">
        <Skeleton active />
      </div>
    );
  else if (list.data.records.length === 0)
    body = <Empty description={t(params.kind ? 'todo.emptyKind' : 'todo.empty')} data-testid="todo-empty" />;
  else
    body = (
      <Flex vertical gap={12}>
        <ul data-testid="todo-list" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {list.data.records.map((item) => (
            <li key={`${item.kind}-${item.id}`} style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', paddingBottom: 12 }}>
              <TodoItemRow item={item} />
            </li>
          ))}
        </ul>
        <Pagination
          align="end"
          size="small"
          current={params.current}
          pageSize={PAGE_SIZE}
          // The server pages no deeper than TODO_PAGE_MAX; the total still says how many there are.
          total={Math.min(list.data.total, TODO_PAGE_MAX * PAGE_SIZE)}
          showSizeChanger={false}
          showTotal={() => t('todo.total', { count: list.data.total })}
          onChange={(page) => go({ current: page })}
        />
      </Flex>
    );

  return (
    <PageFrame
      title={t('routes.todoList')}
      crumbs={[t('nav.mine')]}
      extra={
        access.hasReviewLists ? (
          <ActionLink to={REVIEW_LIST_PATH} testId="todo-review-lists">
            {t('todo.reviewLists')}
          </ActionLink>
        ) : undefined
      }
    >
      <Card>
        <Tabs
          activeKey={params.kind ?? ALL}
          onChange={(key) => go({ kind: key === ALL ? undefined : key, current: 1 })}
          data-testid="todo-kinds"
          items={[{ kind: ALL, count: all }, ...tabs].map((entry) => ({
            key: entry.kind,
            label: (
              <Space size={6}>
                {entry.kind === ALL ? t('todo.all') : kindLabel(t, entry.kind)}
                <CountBadge
                  count={list.data ? entry.count : undefined}
                  color={entry.count > 0 ? undefined : 'gray'}
                  testId={`todo-count-${entry.kind}`}
                />
              </Space>
            ),
          }))}
        />
        {body}
      </Card>
    </PageFrame>
  );
}
