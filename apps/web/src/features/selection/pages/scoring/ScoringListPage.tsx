import '../../i18n/scoring.register';
import type { ScoringListItem } from '@yanxiu/contract/selection-scoring';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Alert, Card, Flex, Select, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useScoringList, type ScoringListParams } from '../../api/scoring/scoring-list';
import { selectionAccess } from '../../selection.access';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';

/** The list, page, project and keyword the address names; anything else is the first page of the pending list. */
function readParams(search: URLSearchParams): ScoringListParams {
  const state = search.get('state') === 'submitted' ? 'submitted' : 'pending';
  const page = Number(search.get('current'));
  const prjId = Number(search.get('prjId'));
  const keyword = search.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  return {
    state,
    current: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    prjId: Number.isInteger(prjId) && prjId >= 1 ? prjId : undefined,
    keyword: keyword || undefined,
  };
}

/** The address of a list: only what differs from the first page of the whole pending list. */
function writeParams(next: ScoringListParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (next.state !== 'pending') out.state = next.state;
  if (next.current !== 1) out.current = String(next.current);
  if (next.prjId !== undefined) out.prjId = String(next.prjId);
  if (next.keyword) out.keyword = next.keyword;
  return out;
}

function ScoringList() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search), [search]);
  const list = useScoringList(params);
  const go = (next: ScoringListParams) => setSearch(writeParams(next));
  // The projects the expert has met in their lists (there is no list of an expert's projects to read): a project
  // filter needs their titles, kept as the expert moves between tabs and pages.
  const [projects, setProjects] = useState<ReadonlyMap<number, string>>(new Map());
  const seen = list.data?.records;
  if (seen && seen.some((row) => !projects.has(row.prjId)))
    setProjects(new Map([...projects, ...seen.map((row) => [row.prjId, row.projectTitle] as const)]));
  const projectOptions = [...projects].map(([value, label]) => ({ value, label }));
  if (params.prjId !== undefined && !projects.has(params.prjId))
    projectOptions.push({ value: params.prjId, label: t('selectionScoring.list.projectNumber', { id: params.prjId }) });
  const counts = list.data?.counts;
  const label = (state: ScoringListParams['state']) => {
    const name = t(state === 'pending' ? 'selectionScoring.list.tabPending' : 'selectionScoring.list.tabSubmitted');
    return counts ? t('selectionScoring.list.tabCount', { name, number: counts[state] }) : name;
  };

  return (
    <Card size="small">
      <Flex vertical gap={12} data-testid="scoring-list">
        <Alert type="info" showIcon title={t('selectionScoring.list.rule')} />
        <Tabs
          activeKey={params.state}
          onChange={(key) => go({ ...params, state: key as ScoringListParams['state'], current: 1 })}
          items={(['pending', 'submitted'] as const).map((state) => ({ key: state, label: label(state) }))}
          data-testid="scoring-list-tabs"
        />
        <Flex gap={8} wrap data-testid="scoring-filters">
          <Select<number>
            allowClear
            value={params.prjId}
            options={projectOptions}
            onChange={(prjId) => go({ ...params, prjId, current: 1 })}
            placeholder={t('selectionScoring.list.project')}
            aria-label={t('selectionScoring.list.project')}
            style={{ width: 280, maxWidth: '100%' }}
            data-testid="scoring-project"
          />
          <KeywordSearch
            keyword={params.keyword}
            label={t('selectionScoring.list.keyword')}
            maxLength={KEYWORD_MAX}
            width={220}
            onSearch={(keyword) => go({ ...params, keyword, current: 1 })}
            testId="scoring-keyword"
          />
        </Flex>
        <ManagedTable<ScoringListItem>
          list={list}
          testId="scoring-table"
          rowKey="applyId"
          empty={t(params.state === 'pending' ? 'selectionScoring.list.emptyPending' : 'selectionScoring.list.emptySubmitted')}
          failedTitle={t('selectionScoring.common.loadFailed')}
          paging={{
            current: params.current,
            onChange: (page) => go({ ...params, current: page }),
            totalText: (count) => t('selectionScoring.common.applications', { count }),
          }}
          columns={[
            {
              title: t('selectionScoring.list.applicant'),
              key: 'applicant',
              render: (_, row) => <Typography.Text strong>{row.applicantName}</Typography.Text>,
            },
            { title: t('selectionScoring.list.school'), dataIndex: 'orgName' },
            { title: t('selectionScoring.list.project'), dataIndex: 'projectTitle' },
            {
              title: t('selectionScoring.list.group'),
              key: 'group',
              render: (_, row) => row.groupName ?? t('selectionScoring.list.allGroup'),
            },
            {
              title: t('selectionScoring.list.submittedAt'),
              key: 'appliedAt',
              render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.appliedAt, locale)}</span>,
            },
            ...(params.state === 'submitted'
              ? [
                  {
                    title: t('selectionScoring.list.myTotal'),
                    key: 'myTotal',
                    render: (_: unknown, row: ScoringListItem) => (
                      <Flex vertical>
                        <Typography.Text strong>{row.myTotal}</Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                          {formatDateTime(row.scoredAt, locale)}
                        </Typography.Text>
                      </Flex>
                    ),
                  },
                ]
              : []),
            {
              title: t('selectionScoring.common.actions'),
              key: 'actions',
              render: (_, row) => {
                const pending = row.myTotal === null;
                return (
                  <ActionLink
                    to={`/selection/scoring/${row.applyId}`}
                    type={pending ? 'primary' : 'default'}
                    testId={`scoring-open-${row.applyId}`}
                  >
                    {t(pending ? 'selectionScoring.list.score' : 'selectionScoring.list.view')}
                  </ActionLink>
                );
              },
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

/** /selection/scoring: the expert's applications to score and scored, by tab; never one of their own school. */
export default function ScoringListPage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  return (
    <PageFrame title={t('routes.selectionScoring')} crumbs={[t('nav.selection')]}>
      <AccessGate
        accessible={access.canScore}
        title={t('selectionScoring.common.forbiddenTitle')}
        text={t('selectionScoring.common.expertOnlyText')}
        testId="scoring-expert-only"
      >
        <ScoringList />
      </AccessGate>
    </PageFrame>
  );
}
