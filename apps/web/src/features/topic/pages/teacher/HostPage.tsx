import type { TopicDetail } from '@yanxiu/contract/topic';
import { Alert, Button, Card, Descriptions, Empty, Flex, List, Result, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PAGE_SIZE } from '@/shared/config/constants';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { ReviewTimeline } from '@/shared/review/ReviewTimeline';
import { topicTimeline } from '../../components/topic-timeline';
import { useHistory } from '../../api/teacher/get-history';
import { useTopic } from '../../api/teacher/get-topic';
import { useRecords } from '../../api/teacher/list-records';
import { FileNames } from '../../components/teacher/FileNames';
import { InvitationActions } from '../../components/teacher/InvitationActions';
import { appraisalLabel, levelLabel, recordKindLabel, stageKindLabel, useTeacherReviewWording } from '../../components/teacher/labels';
import { MembersList } from '../../components/teacher/MembersList';
import { PlanView } from '../../components/teacher/PlanView';
import { RecordDialog } from '../../components/teacher/RecordDialog';
import { StageTimeline } from '../../components/teacher/StageTimeline';
import { ApplyStatusTag, PhaseTag } from '../../components/teacher/StatusTags';
import { applyFormPath, recordsPath } from '../../model/page-links';
import { ShareSettings } from '../share/ShareSettings';
import { parseId } from '../../model/parse-id';

/**
 * /scientific/myTopic/hostPage/:applyId: a topic's workspace. The host sees the plan, members, the stage timeline
 * with what is due next and files each stage; members read it and add process records; an invited member answers.
 */
export default function HostPage() {
  const { t } = useTranslation();
  const applyId = parseId(useParams().applyId);
  const topic = useTopic(applyId);
  const back = (
    <ActionLink to="/scientific/myTopic" type="primary" size="middle">
      {t('topicTeacher.host.back')}
    </ActionLink>
  );
  const frame = (title: string, children: ReactNode) => (
    <PageFrame title={title} crumbs={[t('nav.scientific'), t('routes.scientificMine')]}>
      {children}
    </PageFrame>
  );
  if (applyId === null)
    return frame(
      t('routes.scientificHostPage'),
      <Result status="404" title={t('topicTeacher.host.notFound')} extra={back} data-testid="host-failure" />,
    );
  if (topic.isError && !topic.data)
    return frame(
      t('routes.scientificHostPage'),
      <LoadFailure
        error={topic.error}
        notFound={t('topicTeacher.host.notFound')}
        onRetry={() => void topic.refetch()}
        back={back}
        testId="host-failure"
      />,
    );
  if (!topic.data) return frame(t('routes.scientificHostPage'), <Skeleton active data-testid="host-loading" />);
  return frame(topic.data.title, <Workspace topic={topic.data} />);
}

function Workspace({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  const approved = topic.phase !== 'application';
  const tabs = [
    ...(approved ? [{ key: 'stages', label: t('topicTeacher.host.tabs.stages'), children: <StageTimeline topic={topic} /> }] : []),
    { key: 'plan', label: t('topicTeacher.host.tabs.plan'), children: <PlanView plan={topic.plan} /> },
    { key: 'members', label: t('topicTeacher.host.tabs.members'), children: <MembersList topic={topic} /> },
    ...(approved
      ? [
          {
            key: 'records',
            label: t('topicTeacher.host.tabs.records', { count: topic.recordCount }),
            children: <TopicRecords topic={topic} />,
          },
        ]
      : []),
    {
      key: 'files',
      label: t('topicTeacher.host.tabs.files'),
      children: <FileNames applyId={topic.applyId} files={topic.files} testId="topic-files" />,
    },
    ...(topic.phase === 'concluded'
      ? [{ key: 'results', label: t('topicTeacher.host.tabs.results'), children: <Results topic={topic} /> }]
      : []),
    { key: 'history', label: t('topicTeacher.host.tabs.history'), children: <TopicHistory applyId={topic.applyId} /> },
  ];
  return (
    <Flex vertical gap={16} data-testid="host-page" data-phase={topic.phase}>
      {topic.myRole === 'invited' && (
        <Alert
          type="warning"
          showIcon
          message={t('topicTeacher.invitation.text', { host: topic.host.name })}
          action={<InvitationActions applyId={topic.applyId} />}
          data-testid="invitation"
        />
      )}
      <Card size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="topic-facts">
          <Descriptions.Item label={t('topicTeacher.host.state')}>
            <Flex gap={4} wrap>
              <PhaseTag phase={topic.phase} />
              {topic.phase === 'application' && <ApplyStatusTag status={topic.status} />}
              {topic.appraisal && <Tag color="purple">{appraisalLabel(topic.appraisal)}</Tag>}
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('topicTeacher.host.topicNo')}>
            <span data-testid="topic-no">{topic.topicNo ?? '-'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('topicTeacher.host.call')}>{topic.callTitle}</Descriptions.Item>
          <Descriptions.Item label={t('topicTeacher.apply.level')}>{levelLabel(topic.level)}</Descriptions.Item>
          <Descriptions.Item label={t('topicTeacher.host.hostLabel')}>
            {t('common.withNote', { name: topic.host.name, note: topic.host.orgName })}
          </Descriptions.Item>
          <Descriptions.Item label={t('topicTeacher.host.period')}>
            {topic.periodStartsOn && topic.periodEndsOn
              ? t('common.range', { start: formatDay(topic.periodStartsOn), end: formatDay(topic.periodEndsOn) })
              : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <NextDue topic={topic} />
      {topic.myRole === 'host' && topic.canEdit && (
        <div>
          <ActionLink
            to={applyFormPath({ callId: topic.callId, applyId: topic.applyId })}
            type="primary"
            size="middle"
            testId="edit-application"
          >
            {t('topicTeacher.host.editApplication')}
          </ActionLink>
        </div>
      )}
      {/* Sharing the results publicly is the host's, once the topic is approved. */}
      {topic.myRole === 'host' && approved && <ShareSettings topic={topic} />}
      {/* On a card: the file links' blue reads 4.5:1 on white, not on the page's grey. */}
      <Card size="small">
        <Tabs items={tabs} defaultActiveKey={approved ? 'stages' : 'plan'} data-testid="host-tabs" />
      </Card>
    </Flex>
  );
}

/** What is due next (and whether it is late), or that the topic is concluded. */
function NextDue({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  if (topic.phase === 'concluded')
    return (
      <Alert
        type="success"
        showIcon
        title={t('topicTeacher.host.concluded', { time: formatDateTime(topic.concludedAt), appraisal: appraisalLabel(topic.appraisal) })}
        data-testid="topic-concluded"
      />
    );
  if (!topic.nextDue) return null;
  const text = t(topic.nextDue.overdue ? 'topicTeacher.due.overdue' : 'topicTeacher.due.next', {
    stage: stageKindLabel(topic.nextDue.kind),
    day: formatDay(topic.nextDue.dueOn),
  });
  return (
    <Alert type={topic.nextDue.overdue ? 'error' : 'info'} showIcon title={text} data-testid="next-due" data-kind={topic.nextDue.kind} />
  );
}

function Results({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="topic-results">
      {topic.appraisal && (
        <Typography.Text>{t('topicTeacher.stages.appraisal', { appraisal: appraisalLabel(topic.appraisal) })}</Typography.Text>
      )}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{topic.results}</Typography.Paragraph>
    </Flex>
  );
}

function TopicHistory({ applyId }: { applyId: number }) {
  const { t } = useTranslation();
  const history = useHistory(applyId);
  const wording = useTeacherReviewWording();
  if (history.isError) return <RetryAlert title={t('topicTeacher.history.loadFailed')} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Skeleton active />;
  return <ReviewTimeline history={topicTimeline(history.data)} wording={wording} testId="review-history" />;
}

/** The topic's latest process records; members add one here or on the records page. */
function TopicRecords({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const records = useRecords({ applyId: topic.applyId, current: 1, size: PAGE_SIZE });
  const active = topic.myRole === 'host' || topic.myRole === 'member';
  let body;
  if (records.isError) body = <RetryAlert title={t('topicTeacher.records.loadFailed')} onRetry={() => void records.refetch()} />;
  else if (!records.data) body = <Skeleton active />;
  else if (records.data.total === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topicTeacher.records.empty')} />;
  else
    body = (
      <List
        size="small"
        dataSource={records.data.records}
        rowKey="recordId"
        data-testid="topic-records"
        renderItem={(record) => (
          <List.Item data-testid="topic-record">
            <Flex vertical gap={2}>
              <Flex gap={8} wrap align="center">
                <Tag>{recordKindLabel(record.kind)}</Tag>
                <Typography.Text strong>{record.title}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary">
                {t('topicTeacher.records.by', { name: record.author.name, day: formatDay(record.occurredOn) })}
              </Typography.Text>
              <FileNames applyId={record.applyId} files={record.files} testId="record-files-view" />
            </Flex>
          </List.Item>
        )}
      />
    );
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {active && topic.phase === 'approved' && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="add-record">
            {t('topicTeacher.records.add')}
          </Button>
        )}
        <ActionLink to={recordsPath(topic.applyId)} size="middle">
          {t('topicTeacher.records.all')}
        </ActionLink>
      </Flex>
      {body}
      {adding && (
        <RecordDialog
          topics={[{ applyId: topic.applyId, title: topic.title }]}
          applyId={topic.applyId}
          editing={null}
          onClose={() => setAdding(false)}
        />
      )}
    </Flex>
  );
}
