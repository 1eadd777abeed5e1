import type { TrainingKindValue } from '@yanxiu/contract/training-enums';
import { Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useCatalogue } from '../../api/get-catalogue';
import { changeFilters, readCatalogueFilters, writeCatalogueFilters, type CatalogueFilters } from '../../model/catalogue-filters';
import { CatalogueFilterBar } from './CatalogueFilterBar';
import { ProgrammeGrid } from './ProgrammeGrid';

/**
 * A catalogue of one kind: filters in the query string (so back, forward, reload and shared links keep them), the
 * list paged on the server.
 */
export function CatalogueView({ kind }: { kind: TrainingKindValue }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readCatalogueFilters(searchParams), [searchParams]);
  const catalogue = useCatalogue({ kind, ...filters });
  const update = (change: Partial<CatalogueFilters>) => setSearchParams(writeCatalogueFilters(changeFilters(filters, change)));

  let body;
  if (catalogue.isError) body = <RetryAlert onRetry={() => void catalogue.refetch()} />;
  else if (catalogue.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (catalogue.data.records.length === 0)
    body = (
      <Empty
        data-testid="catalogue-empty"
        description={t('common.sentences', { first: t('training.catalogue.empty'), second: t('training.catalogue.emptyHint') })}
      />
    );
  else
    body = (
      <Spin spinning={catalogue.isFetching && catalogue.isPlaceholderData}>
        <ProgrammeGrid
          programmes={catalogue.data.records}
          total={catalogue.data.total}
          current={filters.current}
          onPage={(page) => update({ current: page })}
          showPrice={kind === 'supermarket'}
          totalText={(count) =>
            t(catalogue.data.totalIsLowerBound ? 'training.catalogue.totalAtLeast' : 'training.catalogue.total', { count })
          }
        />
      </Spin>
    );

  return (
    <>
      <CatalogueFilterBar kind={kind} filters={filters} onChange={update} onReset={() => setSearchParams(new URLSearchParams())} />
      {body}
    </>
  );
}
