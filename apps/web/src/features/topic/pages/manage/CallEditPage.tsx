import '../../i18n/manage.register';
import type { ManageTopicCall } from '@yanxiu/contract/topic';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CallCloseButton, CallEditorFrame } from '@/shared/call/CallEditorFrame';
import { CallEditorPage } from '@/shared/call/CallEditorPage';
import { CallFacts } from '@/shared/call/CallFacts';
import { useDomainCallEditor } from '@/shared/call/use-call-editor';
import { useCloseCall } from '../../api/manage/close-call';
import { useCall } from '../../api/manage/get-call';
import { usePublishCall } from '../../api/manage/publish-call';
import { useSaveCall } from '../../api/manage/save-call';
import { bodyProblems, callValues, emptyCallValues, toSaveBody } from '../../components/manage/call-form';
import { CallForm } from '../../components/manage/CallForm';
import { topicCalls } from '../../components/manage/topic-calls';

type EditorProps = { call: ManageTopicCall | null; onReload: () => void };

/** The form of a call with its actions: save a draft, publish it (it freezes), close a published one. */
function CallEditor({ call, onReload }: EditorProps) {
  const { t } = useTranslation();
  const initialValues = useMemo(() => (call ? callValues(call) : emptyCallValues()), [call]);
  const publish = usePublishCall();
  const close = useCloseCall();
  const draft = call === null || call.state === 'draft';
  const editing = useDomainCallEditor(topicCalls, call, {
    toBody: toSaveBody,
    problemsOf: bodyProblems,
    mutation: useSaveCall(),
    createdText: t('topicManage.form.created'),
  });
  const { editor, versioned } = editing;

  return (
    <CallEditorFrame
      {...editing}
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
          {call && (
            <CallFacts
              call={call}
              domain={topicCalls}
              facts={[{ key: 'owner', label: t('topicManage.form.owner'), value: call.ownerOrgName }]}
            />
          )}
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
  return (
    <CallEditorPage
      domain={topicCalls}
      useCall={useCall}
      editorOf={(stored, onReload) => <CallEditor call={stored} onReload={onReload} />}
    />
  );
}
