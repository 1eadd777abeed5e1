import '../../i18n/manage.register';
import type { ManageTopicCall } from '@yanxiu/contract/topic';
import { Alert, Descriptions } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { CallCloseButton, CallEditorFrame } from '@/shared/call/CallEditorFrame';
import { calledIdOf, CallEditorLoad } from '@/shared/call/CallEditorLoad';
import { CallStateTag } from '@/shared/call/CallStateTag';
import { useCallEditor } from '@/shared/call/use-call-editor';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { useCloseCall } from '../../api/manage/close-call';
import { useCall } from '../../api/manage/get-call';
import { usePublishCall } from '../../api/manage/publish-call';
import { useSaveCall } from '../../api/manage/save-call';
import { bodyProblems, callValues, emptyCallValues, toSaveBody } from '../../components/manage/call-form';
import { CallForm } from '../../components/manage/CallForm';
import { CALLS_PATH } from '../../components/manage/paths';
import { topicAccess } from '../../topic.access';

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
          label: t('call.list.state'),
          children: <CallStateTag state={call.state} testId="call-state" />,
        },
        { key: 'owner', label: t('topicManage.form.owner'), children: call.ownerOrgName },
        {
          key: 'applications',
          label: t('call.list.applications'),
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
  const initialValues = useMemo(() => (call ? callValues(call) : emptyCallValues()), [call]);
  const publish = usePublishCall();
  const close = useCloseCall();
  const draft = call === null || call.state === 'draft';
  const versioned = call ? { callId: call.callId, version: call.version } : null;
  const editor = useCallEditor({
    stored: versioned,
    toBody: toSaveBody,
    problemsOf: bodyProblems,
    mutation: useSaveCall(),
    created: { text: t('topicManage.form.created'), pathOf: (saved) => `${CALLS_PATH}/${saved.callId}` },
  });

  return (
    <CallEditorFrame
      editor={editor}
      testIdPrefix="call"
      versioned={versioned}
      draft={draft}
      onReload={onReload}
      publish={{ mutation: publish, confirm: t('topicManage.form.publishConfirm'), done: t('topicManage.form.published') }}
      moreActions={
        versioned &&
        call?.state === 'published' && (
          <CallCloseButton
            editor={editor}
            mutation={close}
            versioned={versioned}
            texts={{ close: t('topicManage.form.close'), confirm: t('topicManage.form.closeConfirm'), done: t('topicManage.form.closed') }}
            testId="call-close"
          />
        )
      }
      notices={
        <>
          {call && <CallFacts call={call} />}
          {!draft && (
            <Alert type="info" showIcon title={t('topicManage.form.frozen')} style={{ marginBottom: 12 }} data-testid="call-frozen" />
          )}
        </>
      }
    >
      <CallForm form={editor.form} initialValues={initialValues} disabled={!draft} onChange={editor.markDirty} />
    </CallEditorFrame>
  );
}

/** /manage/topicCalls/new and /manage/topicCalls/:callId: a call's editor (read-only once published). */
export default function CallEditPage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  const called = calledIdOf(useParams().callId);
  const call = useCall(access.canManageCalls ? called.id : undefined);
  const title = called.isNew ? t('routes.manageTopicCallNew') : (call.data?.title ?? t('routes.manageTopicCallEdit'));
  // The tab names the call being edited.
  usePageSubject(called.isNew ? undefined : call.data?.title);
  const back = (
    <ActionLink to={CALLS_PATH} size="middle" testId="back-to-calls">
      {t('topicManage.form.backToList')}
    </ActionLink>
  );
  const body = (
    <CallEditorLoad
      called={called}
      read={call}
      failure={{ notFound: t('topicManage.form.notFound'), back, testId: 'call-not-found' }}
      editorOf={(stored, onReload) => <CallEditor call={stored} onReload={onReload} />}
    />
  );

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
