import '../../i18n/manage.register';
import type { TopicOverviewRow } from '@yanxiu/contract/topic';
import { TopicPhase, type TopicPhaseValue } from '@yanxiu/contract/topic-enums';
import { Alert, Checkbox, Empty, Flex, Select, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDay } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useOverview, type OverviewParams } from '../../api/manage/overview';
import {
  APPLY_STATUS_COLORS,
  APPRAISAL_COLORS,
  applyStatusLabel,
  appraisalLabel,
  enumOptions,
  levelLabel,
  phaseLabel,
  PHASE_COLORS,
  stageKindLabel,
  stepLabel,
} from '../../components/manage/labels';
import { topicAccess } from '../../topic.access';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';

const PHASES: readonly string[] = TopicPhase.values;

/** The overview's page, phase, overdue switch and keyword from the address. */
export function readOverviewParams(search: URLSearchParams): OverviewParams {
  const phase = search.get('phase');
  const current = Number(search.get('current'));
  return {
    current: Number.isInteger(current) && current > 0 ? current : 1,
    phase: phase && PHASES.includes(phase) ? (phase as TopicPhaseValue) : undefined,
    overdue: search.get('overdue') === 'true' ? true : undefined,
    keyword: search.get('keyword')?.trim() || undefined,
  };
}

function writeOverviewParams(params: OverviewParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.current !== 1) search.set('current', String(params.current));
  if (params.phase) search.set('phase', params.phase);
  if (params.overdue) search.set('overdue', 'true');
  if (params.keyword) search.set('keyword', params.keyword);
  return search;
}

/** Where a topic stands: its phase, and while applying the review's status and step. */
function Standing({ row }: { row: TopicOverviewRow }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap align="center">
      <Tag color={PHASE_COLORS[row.phase] ?? 'default'}>{phaseLabel(row.phase)}</Tag>
      {row.phase === 'application' && <Tag color={APPLY_STATUS_COLORS[row.status] ?? 'default'}>{applyStatusLabel(row.status)}</Tag>}
      {row.phase === 'application' && row.stepCode && <Typography.Text type="secondary">{stepLabel(t, row.stepCode)}</Typography.Text>}
      {row.appraisal && <Tag color={APPRAISAL_COLORS[row.appraisal] ?? 'default'}>{appraisalLabel(row.appraisal)}</Tag>}
    </Flex>
  );
}

/** What is due next and whether it is late, or the stage under review. */
function NextDue({ row }: { row: TopicOverviewRow }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2}>
      {row.nextDue && (
        <Flex gap={4} wrap align="center" data-testid={`overview-due-${row.applyId}`}>
          <span style={{ whiteSpace: 'nowrap' }}>
            {t('topicManage.overview.dueOn', { stage: stageKindLabel(row.nextDue.kind), day: formatDay(row.nextDue.dueOn) })}
          </span>
          {row.nextDue.overdue && <Tag color="error">{t('topicManage.overview.overdue')}</Tag>}
        </Flex>
      )}
      {row.pendingStage && (
        <Typography.Text type="secondary">
          {t('topicManage.overview.pendingStage', { stage: stageKindLabel(row.pendingStage) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The district's (or a school's) topics with their phase, period and what is due or overdue. */
function Overview() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readOverviewParams(search), [search]);
  const update = (change: Partial<OverviewParams>) => setSearch(writeOverviewParams({ ...params, current: 1, ...change }));
  const overview = useOverview(params);
  const overdueCount = overview.data?.overdueCount ?? 0;
  const filtered = params.phase !== undefined || params.overdue === true || params.keyword !== undefined;
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select<TopicPhaseValue | 'all'>
          value={params.phase ?? 'all'}
          aria-label={t('topicManage.overview.phase')}
          options={[{ value: 'all', label: t('topicManage.overview.allPhases') }, ...enumOptions(TopicPhase)]}
          onChange={(phase) => update({ phase: phase === 'all' ? undefined : phase })}
          style={{ width: 160 }}
          data-testid="overview-phase"
        />
        <KeywordSearch
          keyword={params.keyword}
          label={t('topicManage.common.keyword')}
          onSearch={(keyword) => update({ keyword })}
          testId="overview-keyword"
        />
        <Checkbox
          checked={params.overdue === true}
          onChange={(event) => update({ overdue: event.target.checked || undefined })}
          data-testid="overview-overdue"
        >
          {t('topicManage.overview.overdueOnly')}
        </Checkbox>
      </Flex>
      {overdueCount > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('topicManage.overview.overdueCount', { count: overdueCount })}
          style={{ marginBottom: 12 }}
          data-testid="overview-overdue-count"
        />
      )}
      <ManagedTable<TopicOverviewRow>
        list={overview}
        rowKey="applyId"
        testId="topic-overview"
        failedTitle={t('topicManage.common.loadFailed')}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(filtered ? 'topicManage.overview.emptyFiltered' : 'topicManage.overview.empty')}
          />
        }
        paging={{
          current: params.current,
          onChange: (current) => update({ current }),
          totalText: (count) => t('topicManage.overview.total', { count }),
        }}
        columns={[
          {
            title: t('topicManage.overview.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Flex vertical>
                <Typography.Text strong>{title}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[row.topicNo, row.callTitle].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: t('topicManage.overview.level'), dataIndex: 'level', render: (level: string) => levelLabel(level) },
          {
            title: t('topicManage.overview.host'),
            key: 'host',
            render: (_, row) => t('common.withNote', { name: row.host.name, note: row.host.orgName }),
          },
          {
            title: t('topicManage.overview.membersColumn'),
            dataIndex: 'memberCount',
            render: (count: number) => t('topicManage.overview.members', { count }),
          },
          { title: t('topicManage.overview.status'), key: 'standing', render: (_, row) => <Standing row={row} /> },
          {
            title: t('topicManage.overview.period'),
            key: 'period',
            render: (_, row) =>
              row.periodStartsOn && row.periodEndsOn
                ? t('topicManage.common.range', { start: formatDay(row.periodStartsOn), end: formatDay(row.periodEndsOn) })
                : '',
          },
          // What is due is what staff act on: keyed as the actions, so it stays pinned in sight (and at a card's foot on phones).
          { title: t('topicManage.overview.nextDue'), key: 'actions', render: (_, row) => <NextDue row={row} /> },
        ]}
      />
    </>
  );
}

/** /manage/topics: every topic of the district (or the school) with its stage and what is overdue. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  return (
    <PageFrame title={t('routes.manageTopics')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canReview}
        title={t('topicManage.common.forbiddenTitle')}
        text={t('topicManage.common.reviewForbidden')}
        testId="topic-overview-forbidden"
      >
        <Overview />
      </AccessGate>
    </PageFrame>
  );
}
