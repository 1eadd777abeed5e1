import { Badge, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { ActionLink } from '@/shared/ui/ActionLink';

export type WaitingReviewsCardProps = {
  /** The card's heading, e.g. "Topic filings to review". */
  title: ReactNode;
  /** How many wait in the whole queue; none when the queue answered without counts. */
  pending: number | undefined;
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
          <Badge count={pending ?? 0} showZero overflowCount={999} data-testid={`${testIdPrefix}-todo-count`} />
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
