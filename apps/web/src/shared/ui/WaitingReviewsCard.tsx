import { Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { ActionLink } from '@/shared/ui/ActionLink';
import { CountBadge } from '@/shared/ui/CountBadge';

export type WaitingReviewsCardProps = {
  /** The card's heading, e.g. "Topic filings to review". */
  title: ReactNode;
  /** How many wait in the whole queue: undefined until the queue has answered (a placeholder, not 0), null for none. */
  pending: number | null | undefined;
  /** The whole queue's page and the link's text. */
  allPath: string;
  allLabel: ReactNode;
  /** Prefix of the test ids: `<prefix>-reviews`, `<prefix>-todo-count`, `<prefix>-todo-all`. */
  testIdPrefix: string;
  /** The first page of the queue (a ManagedTable). */
  children: ReactNode;
};

/**
 * One domain's waiting reviews in the reviewer's lists (`/my/todoList/reviews`): its name with the waiting count and
 * a link to the whole queue, above the queue's first page. Selection and topics use it beside development's.
 */
export function WaitingReviewsCard({ title, pending, allPath, allLabel, testIdPrefix, children }: WaitingReviewsCardProps) {
  return (
    <Card
      title={
        <Space size={6}>
          {title}
          <CountBadge count={pending} testId={`${testIdPrefix}-todo-count`} />
        </Space>
      }
      extra={
        <ActionLink to={allPath} testId={`${testIdPrefix}-todo-all`}>
          {allLabel}
        </ActionLink>
      }
      data-testid={`${testIdPrefix}-reviews`}
      style={{ marginTop: 24 }}
    >
      {children}
    </Card>
  );
}
