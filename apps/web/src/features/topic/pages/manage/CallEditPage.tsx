import '../../i18n/manage.register';
import type { ManageTopicCall } from '@yanxiu/contract/topic';
import { Alert, Button, Descriptions, Flex, Form, Popconfirm, Skeleton, Tag, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { useCloseCall } from '../../api/manage/close-call';
import { useCall } from '../../api/manage/get-call';
import { usePublishCall } from '../../api/manage/publish-call';
import { useSaveCall } from '../../api/manage/save-call';
import { bodyProblems, callValues, emptyCallValues, toSaveBody, type CallFormValues } from '../../components/manage/call-form';
import { CallForm } from '../../components/manage/CallForm';
import { failureText, isStale } from '../../components/manage/failure';
import { CALL_STATE_COLORS, callStateLabel } from '../../components/manage/labels';
import { CALLS_PATH } from '../../components/manage/paths';
import { topicAccess } from '../../topic.access';
import { PublishAfterSave } from '@/shared/ui/PublishAfterSave';

/** What an address naming no call (not a number) counts as. */
const NO_CALL = new RequestError('', 404, null);

/** The call's standing: state, owner, applications, and when it was published or closed. */
function CallFacts({ call }: { call: ManageTopicCall }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 4 }}
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'state',
          label: t('topicManage.calls.state'),
          children: (
            <Tag color={CALL_STATE_COLORS[call.state] ?? 'default'} data-testid="call-state">
              {callStateLabel(call.state)}
            </Tag>
          ),
        },
        { key: 'owner', label: t('topicManage.form.owner'), children: call.ownerOrgName },
        {
          key: 'applications',
          label: t('topicManage.calls.applications'),
          children: t('topicManage.calls.applicationCount', { count: call.applicationCount }),
        },
        ...(call.publishedAt
          ? [{ key: 'published', label: t('topicManage.form.publishedAt'), children: formatDateTime(call.publishedAt) }]
          : []),
        ...(call.closedAt ? [{ key: 'closed', label: t('topicManage.form.closedAt'), children: formatDateTime(call.closedAt) }] : []),
      ]}
    />
  );
}

type EditorProps = { call: ManageTopicCall | null; onReload: () => void };

/** The form of a call with its actions: save a draft, publish it (it freezes), close a published one. */
function CallEditor({ call, onReload }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<CallFormValues>();
  const { token } = theme.useToken();
  const initialValues = useMemo(() => (call ? callValues(call) : emptyCallValues()), [call]);
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);
  const save = useSaveCall();
  const publish = usePublishCall();
  const close = useCloseCall();
  const draft = call === null || call.state === 'draft';

  const onFailure = (error: unknown) => {
    if (isStale(error)) setStale(true);
    else notifier().error(failureText(t, error));
  };

  const handleSave = async () => {
    try {
      await form.validateFields();
    } catch {
      notifier().warning(t('topicManage.form.invalid'));
      return;
    }
    const body = toSaveBody(form.getFieldsValue(true) as CallFormValues, call ? { callId: call.callId, version: call.version } : undefined);
    const problems = bodyProblems(body);
    if (problems.length > 0) {
      notifier().warning(t('topicManage.form.refused', { problem: problems[0]!.message }));
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        setDirty(false);
        notifier().success(t(call ? 'topicManage.form.saved' : 'topicManage.form.created'));
        if (!call) void navigate(`${CALLS_PATH}/${saved.callId}`, { replace: true });
      },
      onError: onFailure,
    });
  };

  const versioned = call ? { callId: call.callId, version: call.version } : null;
  const actions = (
    <Flex gap={8} wrap>
      {draft && (
        <Button type={call ? 'default' : 'primary'} loading={save.isPending} onClick={() => void handleSave()} data-testid="call-save">
          {t('topicManage.form.save')}
        </Button>
      )}
      {versioned && draft && (
        <PublishAfterSave
          dirty={dirty}
          loading={publish.isPending}
          texts={{
            publish: t('topicManage.form.publish'),
            confirm: t('topicManage.form.publishConfirm'),
            cancel: t('topicManage.common.cancel'),
            saveFirst: t('topicManage.form.saveFirst'),
          }}
          onPublish={() =>
            publish.mutate(versioned, { onSuccess: () => notifier().success(t('topicManage.form.published')), onError: onFailure })
          }
          testId="call-publish"
        />
      )}
      {versioned && call?.state === 'published' && (
        <Popconfirm
          title={t('topicManage.form.closeConfirm')}
          okText={t('topicManage.form.close')}
          cancelText={t('topicManage.common.cancel')}
          onConfirm={() =>
            close.mutate(versioned, { onSuccess: () => notifier().success(t('topicManage.form.closed')), onError: onFailure })
          }
        >
          <Button danger loading={close.isPending} data-testid="call-close">
            {t('topicManage.form.close')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );

  return (
    <>
      {stale && (
        <Alert
          type="warning"
          showIcon
          title={t('topicManage.form.stale')}
          action={
            <Button size="small" onClick={onReload} data-testid="call-reload">
              {t('topicManage.form.reload')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {call && <CallFacts call={call} />}
      {!draft && <Alert type="info" showIcon title={t('topicManage.form.frozen')} style={{ marginBottom: 12 }} data-testid="call-frozen" />}
      {/* The form is long: its actions stay in sight while scrolling. */}
      <Flex
        justify="flex-end"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 5,
          background: token.colorBgLayout,
          padding: `${token.paddingXS}px 0`,
          marginBottom: 4,
        }}
        data-testid="call-actions"
      >
        {actions}
      </Flex>
      <CallForm form={form} initialValues={initialValues} disabled={!draft} onChange={() => setDirty(true)} />
    </>
  );
}

/** /manage/topicCalls/new and /manage/topicCalls/:callId: a call's editor (read-only once published). */
export default function CallEditPage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  const params = useParams();
  const isNew = params.callId === undefined;
  const callId = !isNew && /^\d{1,15}$/.test(params.callId ?? '') ? Number(params.callId) : undefined;
  const call = useCall(access.canManageCalls ? callId : undefined);
  const title = isNew ? t('routes.manageTopicCallNew') : (call.data?.title ?? t('routes.manageTopicCallEdit'));
  // The tab names the call being edited.
  usePageSubject(isNew ? undefined : call.data?.title);
  const back = (
    <ActionLink to={CALLS_PATH} size="middle" testId="back-to-calls">
      {t('topicManage.form.backToList')}
    </ActionLink>
  );

  let body;
  if (isNew) body = <CallEditor call={null} onReload={() => undefined} />;
  else if (callId === undefined || call.isError)
    body = (
      <LoadFailure
        error={call.error ?? NO_CALL}
        notFound={t('topicManage.form.notFound')}
        onRetry={() => void call.refetch()}
        back={back}
        testId="call-not-found"
      />
    );
  else if (call.isPending) body = <Skeleton active />;
  else body = <CallEditor key={`${call.data.callId}-${call.data.version}`} call={call.data} onReload={() => void call.refetch()} />;

  return (
    <PageFrame title={title} crumbs={[t('nav.manage'), t('routes.manageTopicCalls')]} extra={back}>
      <AccessGate
        accessible={access.canManageCalls}
        title={t('topicManage.common.forbiddenTitle')}
        text={t('topicManage.common.callsForbidden')}
        testId="topic-calls-forbidden"
      >
        {body}
      </AccessGate>
    </PageFrame>
  );
}
