import type { MyTopicApplication } from '@yanxiu/contract/topic';
import { Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { ReviewTimeline } from '@/shared/review/ReviewTimeline';
import { topicTimeline } from '../../components/topic-timeline';
import { useHistory } from '../../api/teacher/get-history';
import { useMyApplications } from '../../api/teacher/list-my-applications';
import { levelLabel, useTeacherReviewWording } from '../../components/teacher/labels';
import { TeacherGate } from '../../components/teacher/TeacherGate';
import { ApplyStatusTag, PhaseTag } from '../../components/teacher/StatusTags';
import { applyFormPath, hostPagePath } from '../../model/page-links';

const STEPS = ['school', 'district', 'expert'];

/** /scientific/applyRecord: my applications, where each stands (the step it waits at), and each one's review history. */
export default function ApplyRecordPage() {
  const { t } = useTranslation();
  return (
    <TeacherGate pageTitle={t('routes.scientificApplyRecord')}>
      <ApplyRecordContent />
    </TeacherGate>
  );
}

function ApplyRecordContent() {
  const { t } = useTranslation();
  const applications = useMyApplications();
  const [showing, setShowing] = useState<MyTopicApplication | null>(null);
  const columns = [
    {
      title: t('topicTeacher.applications.title'),
      key: 'title',
      render: (_: unknown, row: MyTopicApplication) => (
        <Flex vertical>
          <Typography.Text strong>{row.title}</Typography.Text>
          <Typography.Text type="secondary">{row.callTitle}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('topicTeacher.apply.level'), key: 'level', render: (_: unknown, row: MyTopicApplication) => levelLabel(row.level) },
    {
      title: t('topicTeacher.applications.status'),
      key: 'status',
      render: (_: unknown, row: MyTopicApplication) => (
        <Flex gap={4} wrap align="center">
          {row.phase === 'application' ? <ApplyStatusTag status={row.status} /> : <PhaseTag phase={row.phase} />}
          {row.status === '4' && row.stepCode && STEPS.includes(row.stepCode) && (
            <Typography.Text type="secondary">
              {t('topicTeacher.applications.waitingAt', { step: t(`topicTeacher.history.steps.${row.stepCode}`) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('topicTeacher.host.topicNo'), key: 'topicNo', render: (_: unknown, row: MyTopicApplication) => row.topicNo ?? '-' },
    {
      title: t('topicTeacher.applications.submittedAt'),
      key: 'submittedAt',
      render: (_: unknown, row: MyTopicApplication) => (row.submittedAt ? formatDateTime(row.submittedAt) : '-'),
    },
    {
      title: t('topicTeacher.mine.actions'),
      key: 'actions',
      render: (_: unknown, row: MyTopicApplication) => {
        const editing = row.status === '2' || row.status === '5';
        return (
          <Flex gap={8} wrap>
            {row.phase !== 'application' ? (
              <ActionLink to={hostPagePath(row.applyId)} type="primary" testId="application-open">
                {t('topicTeacher.mine.open')}
              </ActionLink>
            ) : (
              <ActionLink
                to={applyFormPath({ callId: null, applyId: row.applyId, readOnly: !editing, backUrl: '/scientific/applyRecord' })}
                type={editing ? 'primary' : 'default'}
                testId={editing ? 'application-continue' : 'application-view'}
              >
                {t(editing ? 'topicTeacher.applications.continue' : 'topicTeacher.applications.view')}
              </ActionLink>
            )}
            {row.submittedAt !== null && (
              <Button size="small" onClick={() => setShowing(row)} data-testid="application-history">
                {t('topicTeacher.applications.history')}
              </Button>
            )}
          </Flex>
        );
      },
    },
  ];
  return (
    <PageFrame
      title={t('routes.scientificApplyRecord')}
      crumbs={[t('nav.scientific')]}
      extra={
        <ActionLink to="/scientific/topic" size="middle">
          {t('topicTeacher.mine.toCalls')}
        </ActionLink>
      }
    >
      <ManagedTable<MyTopicApplication>
        list={applications}
        columns={columns}
        rowKey="applyId"
        testId="my-applications"
        empty={t('topicTeacher.applications.empty')}
        failedTitle={t('topicTeacher.applications.loadFailed')}
      />
      {showing && (
        <Modal
          open
          title={t('topicTeacher.applications.historyOf', { title: showing.title })}
          footer={null}
          onCancel={() => setShowing(null)}
          width={640}
        >
          <History applyId={showing.applyId} />
        </Modal>
      )}
    </PageFrame>
  );
}

/** One application's review history, read when its row is opened. */
function History({ applyId }: { applyId: number }) {
  const { t } = useTranslation();
  const history = useHistory(applyId);
  const wording = useTeacherReviewWording();
  if (history.isError) return <RetryAlert title={t('topicTeacher.history.loadFailed')} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Skeleton active />;
  return <ReviewTimeline history={topicTimeline(history.data)} wording={wording} testId="review-history" />;
}
