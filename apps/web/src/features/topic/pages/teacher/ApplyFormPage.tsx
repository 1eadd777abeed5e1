import type { TopicCallForTeacher, TopicDetail } from '@yanxiu/contract/topic';
import { Alert, Button, Card, Flex, Modal, Result, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { usePageState } from '@/shared/page-state/page-state';
import { notifier } from '@/shared/request/notifier';
import { isSitePath } from '@/shared/url/safe-url';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCall } from '../../api/teacher/get-call';
import { useTopic } from '../../api/teacher/get-topic';
import { useWithdrawApplication } from '../../api/teacher/withdraw-application';
import { ApplyEditor } from '../../components/teacher/ApplyEditor';
import { FileNames } from '../../components/teacher/FileNames';
import { levelLabel } from '../../components/teacher/labels';
import { TeacherGate } from '../../components/teacher/TeacherGate';
import { MembersList } from '../../components/teacher/MembersList';
import { PlanView } from '../../components/teacher/PlanView';
import { ApplyStatusTag } from '../../components/teacher/StatusTags';
import { applyFormPath } from '../../model/page-links';
import { parseId } from '../../model/parse-id';

/**
 * /scientific/topicApplyForm: my application to a call. Page state (spec 2) names the call (prjId) and my application
 * (applyId), from the address or, after a reload without them, from the tab; status '1' opens it read-only. With a
 * call, my application to it is the one the server names (a remembered applyId of another call is not used).
 */
export default function ApplyFormPage() {
  const { t } = useTranslation();
  return (
    <TeacherGate pageTitle={t('routes.scientificApplyForm')}>
      <ApplyFormContent />
    </TeacherGate>
  );
}

function ApplyFormContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = usePageState();
  const prjId = parseId(state.prjId);
  const givenApplyId = parseId(state.applyId);
  // Without a call, the application named is read first and names its call.
  const named = useTopic(prjId === null ? givenApplyId : null);
  const callId = prjId ?? named.data?.callId ?? null;
  const call = useCall(callId);
  const applyId = prjId !== null ? (call.data?.myApplyId ?? null) : givenApplyId;
  const topic = useTopic(prjId !== null ? applyId : null);
  const mine = prjId !== null ? topic : named;
  // Only a path of this site: the address may have come from anywhere.
  const back = state.backUrl && isSitePath(state.backUrl) ? state.backUrl : null;

  const backLink = (
    <ActionLink to={back ?? '/scientific/topic'} type="primary" size="middle">
      {t('topicTeacher.apply.back')}
    </ActionLink>
  );
  const frame = (title: string, children: ReactNode) => (
    <PageFrame
      title={title}
      crumbs={[t('nav.scientific')]}
      extra={
        back ? (
          <ActionLink to={back} size="middle">
            {t('topicTeacher.apply.backTo')}
          </ActionLink>
        ) : undefined
      }
    >
      {children}
    </PageFrame>
  );

  if (prjId === null && givenApplyId === null)
    return frame(
      t('routes.scientificApplyForm'),
      <Result
        status="info"
        title={t('topicTeacher.apply.chooseCall')}
        extra={
          <ActionLink to="/scientific/topic" type="primary" size="middle">
            {t('topicTeacher.apply.toCalls')}
          </ActionLink>
        }
        data-testid="apply-no-call"
      />,
    );
  const failed = [named, call, topic].find((query) => query.isError && query.data === undefined);
  if (failed)
    return frame(
      t('routes.scientificApplyForm'),
      <LoadFailure
        error={failed.error}
        notFound={t('topicTeacher.apply.notFound')}
        onRetry={() => void failed.refetch()}
        back={backLink}
        testId="apply-failure"
      />,
    );
  if (!call.data || (applyId !== null && !mine.data))
    return frame(t('routes.scientificApplyForm'), <Skeleton active data-testid="apply-loading" />);

  const detail = applyId !== null ? (mine.data ?? null) : null;
  const readOnly = state.readOnly || (detail !== null && !detail.canEdit);
  const onCreated = (created: number) =>
    navigate(applyFormPath({ callId: call.data!.callId, applyId: created, backUrl: state.backUrl ?? undefined }), { replace: true });
  return frame(
    detail?.title || call.data.title,
    <Flex vertical gap={16}>
      <CallHeading call={call.data} topic={detail} />
      {readOnly && detail ? (
        <ApplicationView topic={detail} />
      ) : !call.data.open && detail === null ? (
        <Alert type="warning" showIcon title={t('topicTeacher.apply.closed')} data-testid="apply-closed" />
      ) : !call.data.eligible && detail === null ? (
        <Alert type="warning" showIcon title={t('topicTeacher.apply.notEligible')} data-testid="apply-ineligible" />
      ) : (
        <ApplyEditor key={`${call.data.callId}:${detail?.applyId ?? 'new'}`} call={call.data} topic={detail} onCreated={onCreated} />
      )}
    </Flex>,
  );
}

function CallHeading({ call, topic }: { call: TopicCallForTeacher; topic: TopicDetail | null }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} data-testid="apply-call">
      <Flex gap={4} wrap align="center">
        <Typography.Text strong>{call.title}</Typography.Text>
        {topic && <ApplyStatusTag status={topic.status} />}
      </Flex>
      <Typography.Text type="secondary">
        {t('topicTeacher.calls.window', { start: formatDateTime(call.startsAt), end: formatDateTime(call.endsAt) })} ·{' '}
        {t('topicTeacher.calls.period', { start: formatDay(call.periodStartsOn), end: formatDay(call.periodEndsOn) })}
      </Typography.Text>
    </Flex>
  );
}

/** A submitted (or read-only) application: what was sent, with withdrawal while it waits for review. */
function ApplicationView({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawApplication();
  const [modal, modalHolder] = Modal.useModal();
  const handleWithdraw = () =>
    modal.confirm({
      title: t('topicTeacher.apply.withdrawConfirm'),
      okText: t('topicTeacher.apply.withdraw'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        withdraw.mutateAsync({ applyId: topic.applyId, version: topic.version }).then(
          () => notifier().success(t('topicTeacher.apply.withdrawn')),
          () => undefined,
        ),
    });
  return (
    <Flex vertical gap={16} data-testid="application-view">
      {modalHolder}
      <Alert type="info" showIcon title={t('topicTeacher.apply.readOnly')} />
      <Card size="small" title={t('topicTeacher.apply.basics')}>
        <Flex vertical gap={4}>
          <Typography.Text>{t('common.labelled', { label: t('topicTeacher.apply.title'), value: topic.title })}</Typography.Text>
          <Flex gap={4} align="center">
            <Typography.Text>
              {t('common.labelled', { label: t('topicTeacher.apply.level'), value: levelLabel(topic.level) })}
            </Typography.Text>
            {topic.topicNo && <Tag color="green">{t('topicTeacher.host.number', { number: topic.topicNo })}</Tag>}
          </Flex>
        </Flex>
      </Card>
      <Card size="small" title={t('topicTeacher.apply.members')}>
        <MembersList topic={topic} />
      </Card>
      <Card size="small" title={t('topicTeacher.plan.title')}>
        <PlanView plan={topic.plan} />
      </Card>
      <Card size="small" title={t('topicTeacher.apply.attachments')}>
        <FileNames applyId={topic.applyId} files={topic.files} testId="apply-files-view" />
      </Card>
      {topic.myRole === 'host' && topic.status === '4' && (
        <div>
          <Button danger onClick={handleWithdraw} loading={withdraw.isPending} data-testid="apply-withdraw">
            {t('topicTeacher.apply.withdraw')}
          </Button>
        </div>
      )}
    </Flex>
  );
}
