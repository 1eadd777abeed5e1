import '../i18n/todo.register';
import { Badge, Card, Empty, Flex, Skeleton } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@/shared/ui/ActionLink';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { TODO_PREVIEW_SIZE, useTodoList } from '../api/todo-list';
import { kindLabel } from '../model/todo-text';
import { TodoItemRow } from './TodoItemRow';

/**
 * The home page's to-do card: how many things wait, the oldest few, and (for staff, `byKind`) the count of each of
 * their queues, each leading to the list filtered to it. `placeholderHeight` is the height the card holds while its
 * list loads.
 */
export default function TodoPreview({ byKind = false, placeholderHeight }: { byKind?: boolean; placeholderHeight?: number }) {
  const { t } = useTranslation();
  // Deferred: when the data arrives, the card renders in the background in slices instead of in the one long task
  // a query's answer otherwise runs on a phone (issue 19).
  const list = useDeferredValue(useTodoList({ current: 1, size: TODO_PREVIEW_SIZE }));
  const total = list.data?.total ?? 0;

  let body;
  if (list.isError && !list.data) body = <RetryAlert onRetry={() => void list.refetch()} />;
  else if (!list.data)
    body = (
      <div data-testid="todo-preview-loading">
        <Skeleton active />
      </div>
    );
  else if (total === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.preview.none')} data-testid="todo-preview-empty" />;
  else
    body = (
      <Flex vertical gap={12}>
        {byKind && (
          <Flex gap={8} wrap data-testid="todo-preview-kinds">
            {list.data.counts.map((entry) => (
              <ActionLink
                key={entry.kind}
                to={`/my/todoList?kind=${encodeURIComponent(entry.kind)}`}
                testId={`todo-preview-kind-${entry.kind}`}
              >
                {kindLabel(t, entry.kind)} <Badge count={entry.count} overflowCount={999} />
              </ActionLink>
            ))}
          </Flex>
        )}
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 }}
          data-testid="todo-preview-items"
        >
          {list.data.records.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <TodoItemRow item={item} compact />
            </li>
          ))}
        </ul>
      </Flex>
    );

  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          {t('todo.preview.title')}
          {/* Badges take the theme's error colour (white on it: 5.4:1); the red preset read at 4.1:1. */}
          {total > 0 && <Badge count={t('todo.preview.count', { count: total })} data-testid="todo-preview-count" />}
        </Flex>
      }
      extra={
        <ActionLink to="/my/todoList" testId="todo-preview-more">
          {t('todo.preview.more')}
        </ActionLink>
      }
      data-testid="todo-preview"
      style={list.data ? undefined : { minHeight: placeholderHeight }}
    >
      {body}
    </Card>
  );
}
