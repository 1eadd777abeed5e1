import '../../i18n/manage.register';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { decisionBodyOf } from '@/shared/review/ReviewDecisionForm';
import { useReviewDomainQueue } from '@/shared/review/review-domain';
import { ReviewQueueTable } from '@/shared/review/ReviewQueueTable';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { decide } from '../../api/manage/decide';
import { invalidateManage } from '../../api/manage/keys';
import { useProject } from '../../api/manage/get-project';
import { useProjects } from '../../api/manage/list-projects';
import { isQuotaFull } from '../../components/manage/failure';
import { QuotaNote } from '../../components/manage/QuotaNote';
import { selectionChoices, selectionReview } from '../../components/manage/selection-review';
import { selectionAccess } from '../../selection.access';

/** A reviewer's selection applications: waiting, returned, decided; by project, with the school's quota and batch decisions. */
function ReviewQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queue = useReviewDomainQueue(selectionReview);
  const { query, read } = queue;
  const projects = useProjects({ current: 1 });
  const rows = read.data?.records ?? [];
  // The quota names its groups by id: the chosen project's groups name them (the rows only those on this page).
  const project = useProject(query.prjId);
  const groupNames = Object.fromEntries([
    ...rows.flatMap((row) => (row.groupId && row.groupName ? [[row.groupId, row.groupName]] : [])),
    ...(project.data?.groups ?? []).map((group) => [group.id, group.name]),
  ]);

  return (
    <ReviewQueueTable
      queue={queue}
      domainColumns={[
        { title: t('selectionManage.review.project'), dataIndex: 'projectTitle' },
        {
          title: t('selectionManage.review.group'),
          dataIndex: 'groupName',
          render: (name: string | null) => name ?? t('selectionManage.common.none'),
        },
      ]}
      filters={{
        own: (
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            // 'All' is an option (0) rather than a placeholder, whose faint grey is hard to read.
            value={query.prjId ?? 0}
            aria-label={t('selectionManage.review.project')}
            loading={projects.isPending}
            options={[
              { value: 0, label: t('selectionManage.review.allProjects') },
              ...(projects.data?.records ?? []).map((entry) => ({ value: entry.prjId, label: entry.title })),
            ]}
            onChange={(prjId) => queue.address.update({ extra: { prjId: prjId ? String(prjId) : undefined } })}
            style={{ minWidth: 240 }}
            data-testid="queue-project"
          />
        ),
      }}
      above={
        read.data && read.data.quota.length > 0 ? (
          <Card size="small" title={t('selectionManage.quota.title')} style={{ marginBottom: 12 }}>
            <QuotaNote quota={read.data.quota} groupNames={groupNames} />
          </Card>
        ) : undefined
      }
      batch={{
        choicesAt: (stepCode) => selectionChoices(t, stepCode),
        decide: (row, values) => decide(decisionBodyOf({ applyId: row.applyId }, values)),
        explain: (error) => (isQuotaFull(error) ? t('selectionManage.quota.refusedText') : null),
        onDone: () => void invalidateManage(client, 'queue', 'review'),
      }}
    />
  );
}

/** /manage/selectionReview: the selection review queue of school staff (recommend within the quota) and district staff (eligibility). */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  return (
    <PageFrame title={t('routes.manageSelectionReview')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canReview}
        title={t('selectionManage.common.forbiddenTitle')}
        text={t('selectionManage.common.forbiddenText')}
        testId="selection-review-forbidden"
      >
        <ReviewQueue />
      </AccessGate>
    </PageFrame>
  );
}
