import { ScoreAggregation } from '@yanxiu/contract/selection-enums';
import type { RankingRow } from '@yanxiu/contract/selection-scoring';
import { Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { exportApplicationPdf } from '../../api/scoring/exports';
import { useProjectPanels } from '../../api/scoring/project-panels';
import { RANKING_PAGE_SIZE, usePublishedWinners, useRanking } from '../../api/scoring/ranking';
import { DownloadButton } from '@/shared/ui/DownloadButton';
import { useGroupName } from './ExpertsPanel';
import { markTies, type WithTie } from './ranking-ties';
import { ResultsActions } from './ResultsActions';

/** The rank as the table shows it: "No. 2", with a "tied" tag when others share it, or "not ranked". */
export function RankCell({ row }: { row: WithTie<Pick<RankingRow, 'rank'>> }) {
  const { t } = useTranslation();
  if (row.rank === null) return <Typography.Text type="secondary">{t('selectionScoring.manage.unranked')}</Typography.Text>;
  return (
    <Flex gap={4} align="center" style={{ whiteSpace: 'nowrap' }} data-testid="rank" data-rank={row.rank} data-tied={row.tiedWith > 1}>
      <Typography.Text strong>{t('selectionScoring.manage.rankOf', { rank: row.rank })}</Typography.Text>
      {row.tiedWith > 1 && <Tag>{t('selectionScoring.manage.tied')}</Tag>}
    </Flex>
  );
}

/**
 * A project's ranking, one group at a time (ties shown), where the district ticks the winners to publish; the
 * results' state and next step above it. The winners ticked start as the published list, if there is one.
 */
export function RankingPanel({ prjId }: { prjId: number }) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const panels = useProjectPanels(prjId);
  const groups = panels.data?.groups ?? [];
  const [groupChoice, setGroupChoice] = useState<number | undefined>(undefined);
  // The first group until one is chosen; a project without groups ranks as one.
  const groupId = groupChoice ?? groups.find((group) => group.groupId !== null)?.groupId ?? undefined;
  const [current, setCurrent] = useState(1);
  const ranking = useRanking({ prjId, groupId: groupId ?? undefined, current });
  // The published list of every group (all its pages), where ticking starts from during a notice.
  const everyGroup = usePublishedWinners(prjId);
  // Null until the district ticks a box: the published list (or nothing) until then.
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const rows = useMemo(() => markTies(ranking.data?.records ?? []), [ranking.data]);
  const published = useMemo(() => everyGroup.data ?? [], [everyGroup.data]);
  const selected = useMemo(() => (chosen ? [...chosen] : published), [chosen, published]);
  const state = ranking.data?.state;

  if (panels.isPending) return <Skeleton active />;
  if (panels.isError) return <RetryAlert title={t('selectionScoring.common.loadFailed')} onRetry={() => void panels.refetch()} />;

  const choose = (keys: Key[]) => {
    const onPage = new Set(rows.map((row) => row.applyId));
    const kept = selected.filter((id) => !onPage.has(id));
    setChosen(new Set([...kept, ...keys.map(Number)]));
  };
  // Nothing is ticked until the published list has been read whole: a partial one would drop winners on republishing.
  const editable = state !== undefined && state.phase !== 'final' && everyGroup.isSuccess;

  return (
    <Flex vertical gap={12} data-testid="results-ranking">
      {state && <ResultsActions state={state} selected={selected} />}
      {groups.length > 1 && (
        <Select<number>
          value={groupId}
          onChange={(next) => {
            setGroupChoice(next);
            setCurrent(1);
          }}
          options={groups.filter((group) => group.groupId !== null).map((group) => ({ value: group.groupId!, label: nameOf(group) }))}
          aria-label={t('selectionScoring.manage.group')}
          style={{ width: 280, maxWidth: '100%' }}
          data-testid="ranking-group"
        />
      )}
      {state && state.aggregation && (
        <Typography.Text type="secondary">
          {t('selectionScoring.manage.aggregation', { method: ScoreAggregation.label(state.aggregation, currentLocale()) })}
        </Typography.Text>
      )}
      <ManagedTable<WithTie<RankingRow>>
        list={{
          isError: ranking.isError,
          isFetching: ranking.isFetching,
          data: ranking.data ? { records: rows, total: ranking.data.total } : undefined,
          refetch: ranking.refetch,
        }}
        rowKey="applyId"
        testId="ranking-table"
        empty={t('selectionScoring.manage.emptyRanking')}
        failedTitle={t('selectionScoring.common.loadFailed')}
        paging={{
          current,
          pageSize: RANKING_PAGE_SIZE,
          onChange: setCurrent,
          totalText: (count) => t('selectionScoring.common.applications', { count }),
        }}
        rowSelection={
          editable
            ? {
                selectedRowKeys: selected,
                onChange: choose,
                // A heading, not a select-all box: winners are chosen one by one, never the whole ranking at once.
                columnTitle: t('selectionScoring.manage.winnerColumn'),
                getCheckboxProps: (row: WithTie<RankingRow>) =>
                  ({
                    disabled: row.score === null,
                    'aria-label': t('selectionScoring.manage.chooseWinner', { name: row.applicantName }),
                  }) as object,
              }
            : undefined
        }
        columns={[
          { title: t('selectionScoring.manage.rank'), key: 'rank', render: (_, row) => <RankCell row={row} /> },
          {
            title: t('selectionScoring.manage.applicant'),
            key: 'applicant',
            render: (_, row) => (
              <Flex vertical>
                <Typography.Text strong>{row.applicantName}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.orgName}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('selectionScoring.manage.finalScore'),
            key: 'score',
            render: (_, row) => (row.score === null ? '' : <Typography.Text strong>{row.score}</Typography.Text>),
          },
          {
            title: t('selectionScoring.manage.scoredBy'),
            key: 'scoredBy',
            render: (_, row) => t('selectionScoring.manage.scoredOf', { done: row.expertsSubmitted, total: row.expertsAssigned }),
          },
          {
            title: t('selectionScoring.manage.result'),
            key: 'result',
            render: (_, row) =>
              row.selected === null ? null : (
                <Flex gap={4} wrap>
                  <Tag color={row.selected ? 'success' : 'default'} data-testid="ranking-result" data-selected={row.selected}>
                    {t(row.selected ? 'selectionScoring.manage.selected' : 'selectionScoring.manage.notSelected')}
                  </Tag>
                  {row.certificateId && <Tag data-testid="ranking-certificate">{t('selectionScoring.manage.certificateIssued')}</Tag>}
                </Flex>
              ),
          },
          {
            title: t('selectionScoring.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <DownloadButton
                size="small"
                download={() => exportApplicationPdf(row.applyId)}
                fallbackName={t('selectionScoring.manage.pdfName')}
                aria-label={t('selectionScoring.manage.exportPdfOf', { name: row.applicantName })}
                testId={`ranking-pdf-${row.applyId}`}
              >
                {t('selectionScoring.manage.exportPdf')}
              </DownloadButton>
            ),
          },
        ]}
      />
    </Flex>
  );
}
