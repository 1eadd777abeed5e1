import { Col, Empty, Pagination, Row, Spin } from 'antd';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { TRAINING_PAGE_SIZE, type TrainingPage } from '../../api/get-catalogue';

type Props<T> = {
  list: { isError: boolean; isPending: boolean; data?: TrainingPage<T>; refetch: () => unknown };
  empty: string;
  emptyTestId?: string;
  current: number;
  onPageChange: (page: number) => void;
  renderCard: (item: T) => ReactNode;
};

/** A teacher's browse list: error with retry, loading, empty, or the cards four to a row on wide screens and paged. */
export function CardGrid<T extends { id: number }>({ list, empty, emptyTestId, current, onPageChange, renderCard }: Props<T>) {
  if (list.isError) return <RetryAlert onRetry={() => void list.refetch()} />;
  if (list.isPending || !list.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (list.data.records.length === 0) return <Empty description={empty} data-testid={emptyTestId} />;
  return (
    <>
      <Row gutter={[16, 16]}>
        {list.data.records.map((item) => (
          <Col key={item.id} xs={24} sm={12} lg={8} xl={6}>
            {renderCard(item)}
          </Col>
        ))}
      </Row>
      <Pagination
        style={{ marginTop: 16, justifyContent: 'center' }}
        current={current}
        pageSize={TRAINING_PAGE_SIZE}
        total={list.data.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={onPageChange}
      />
    </>
  );
}
