import '../i18n/research.register';
import { Button, Empty, Flex, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useSquare } from '../api/get-square';
import { ActivityGrid } from '../components/ActivityCard';
import { SquareFilterBar } from '../components/SquareFilterBar';
import { readSquareFilters, squareQueryOf, writeSquareFilters, type SquareUrlFilters } from '../model/square-filters';

/** /research/Activity: the activity square, the activities open to me, searched and filtered, paged on the server. */
export default function ActivitySquarePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readSquareFilters(searchParams), [searchParams]);
  const square = useSquare(useMemo(() => squareQueryOf(filters), [filters]));
  const update = (change: Partial<SquareUrlFilters>) => setSearchParams(writeSquareFilters({ ...filters, ...change }));

  let body;
  if (square.isError) body = <RetryAlert onRetry={() => void square.refetch()} />;
  else if (square.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else {
    const activities = square.data.pages.flatMap((page) => page.records);
    body =
      activities.length === 0 ? (
        <Empty data-testid="square-empty" description={t('research.square.empty')} />
      ) : (
        <Flex vertical gap={16}>
          <ActivityGrid activities={activities} />
          {square.hasNextPage && (
            <Button
              onClick={() => void square.fetchNextPage()}
              loading={square.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
              data-testid="square-more"
            >
              {t('research.list.more')}
            </Button>
          )}
        </Flex>
      );
  }
  return (
    <PageFrame
      title={t('routes.researchActivity')}
      extra={
        <ActionLink to="/research/createActivity" type="primary" testId="create-activity">
          {t('routes.researchCreate')}
        </ActionLink>
      }
    >
      <SquareFilterBar filters={filters} onChange={update} onReset={() => setSearchParams(new URLSearchParams())} />
      {body}
    </PageFrame>
  );
}
