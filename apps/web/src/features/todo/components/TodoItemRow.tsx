import type { TodoItem } from '@yanxiu/contract/todo';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { itemText, kindLabel } from '../model/todo-text';

/**
 * One thing to do: what it is (a link to the page where it is done, so each link's name says which item it opens),
 * its kind, since when and until when.
 */
export function TodoItemRow({ item, compact = false }: { item: TodoItem; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }} data-testid={`todo-item-${item.kind}-${item.id}`}>
      <Link to={item.link} style={{ overflowWrap: 'anywhere' }}>
        {itemText(t, item)}
      </Link>
      <Flex gap={6} wrap align="center">
        {!compact && <Tag>{kindLabel(t, item.kind)}</Tag>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('todo.since', { time: formatDateTime(item.since) })}
        </Typography.Text>
        {/* The theme's error colour on its light background reads at about 4.9:1; the orange preset read at 3.3:1. */}
        {item.dueAt && <Tag color="error">{t('todo.due', { time: formatDateTime(item.dueAt) })}</Tag>}
      </Flex>
    </Flex>
  );
}
