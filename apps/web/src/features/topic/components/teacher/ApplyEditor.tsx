import type { TopicCallForTeacher, TopicDetail } from '@yanxiu/contract/topic';
import { TopicLimits } from '@yanxiu/contract/topic-enums';
import { Alert, Button, Card, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useSession } from '@/shared/session/session-store';
import { useSubmitApplication } from '../../api/teacher/submit-application';
import { emptyApplyForm, formOfTopic, missingParts, unconfirmedMembers, type ApplyFormValues } from '../../model/apply-form';
import { forgetPlan, keepPlan, keptPlanFor } from '../../model/plan-session';
import { DraftSaveState } from './DraftSaveState';
import { FilesField } from './FilesField';
import { levelLabel, memberStatusLabel } from './labels';
import { MemberPicker } from './MemberPicker';
import { PlanFields } from './PlanFields';
import { useDraftSave } from './use-draft-save';

export type ApplyEditorProps = {
  call: TopicCallForTeacher;
  /** My application to the call once its draft exists. */
  topic: TopicDetail | null;
  /** Tells the page the draft now exists, so the address (and the tab) name it. */
  onCreated: (applyId: number) => void;
};

const MEMBER_COLORS: Record<string, string> = { invited: 'orange', confirmed: 'success', declined: 'error' };

/**
 * The application form: every change is kept in the tab at once (a reload restores it) and saved as the server
 * draft when typing pauses; submitting saves first, then sends it to the school's review.
 */
export function ApplyEditor({ call, topic, onCreated }: ApplyEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSession((session) => session.teacherInfo);
  const [form] = Form.useForm<ApplyFormValues>();
  const scope = { callId: call.callId, applyId: topic?.applyId ?? null };
  // What the form starts from: the tab's copy when it is newer than the server's draft, else the draft, else empty.
  const [start] = useState(() => {
    const kept = keptPlanFor<ApplyFormValues>(scope, topic?.updatedAt ?? null);
    if (kept) return { values: kept.values, restored: true };
    return { values: topic ? formOfTopic(topic) : emptyApplyForm(call.levels.length === 1 ? call.levels[0]! : null), restored: false };
  });
  const [values, setValues] = useState<ApplyFormValues>(start.values);
  const [uploading, setUploading] = useState(false);
  const draft = useDraftSave({ callId: call.callId, applyId: topic?.applyId ?? null, version: topic?.version ?? null }, onCreated);
  const submit = useSubmitApplication();
  // Dialogs from the hook render inside the page: they take the app's theme and language.
  const [modal, modalHolder] = Modal.useModal();

  const handleChange = (_: unknown, all: ApplyFormValues) => {
    const next = { ...values, ...all };
    setValues(next);
    keepPlan({ callId: call.callId, applyId: draft.target.current.applyId }, next);
    draft.edit(next);
  };

  const missing = missingParts(values);
  const unconfirmed = unconfirmedMembers(values, topic);
  const level = Form.useWatch('level', form);
  const suggestions = useMemo(
    () => call.suggestions.filter((item) => item.level === null || item.level === level),
    [call.suggestions, level],
  );

  const handleSubmit = async () => {
    const saved = await draft.flush();
    const { applyId, version } = draft.target.current;
    if (!saved || applyId === null || version === null) {
      notifier().error(t('topicTeacher.apply.notSaved'));
      return;
    }
    modal.confirm({
      title: t(topic?.status === '5' ? 'topicTeacher.apply.resubmitConfirm' : 'topicTeacher.apply.submitConfirm'),
      okText: t('topicTeacher.apply.confirmSubmit'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-submit' },
      // A refusal (members not confirmed, a part missing, the window closed) is shown by the request layer.
      onOk: () =>
        submit.mutateAsync({ applyId, version: draft.target.current.version ?? version }).then(
          () => {
            forgetPlan();
            notifier().success(t('topicTeacher.apply.submitted'));
            navigate('/scientific/applyRecord');
          },
          () => undefined,
        ),
    });
  };

  const memberStatus = new Map((topic?.members ?? []).map((member) => [Number(member.userId), member.status]));
  return (
    <>
      {modalHolder}
      <Form<ApplyFormValues>
        form={form}
        layout="vertical"
        initialValues={start.values}
        onValuesChange={handleChange}
        data-testid="apply-form"
      >
        <Flex vertical gap={16}>
          {start.restored && <Alert type="info" showIcon title={t('topicTeacher.apply.restored')} data-testid="plan-restored" />}
          {topic?.status === '5' && topic.returnComment && (
            <Alert
              type="warning"
              showIcon
              title={t('topicTeacher.apply.returned', { comment: topic.returnComment })}
              data-testid="apply-returned"
            />
          )}
          <Card title={t('topicTeacher.apply.basics')} size="small">
            <Form.Item name="title" label={t('topicTeacher.apply.title')} required>
              <Input maxLength={TopicLimits.title} data-testid="apply-title" />
            </Form.Item>
            <Form.Item name="level" label={t('topicTeacher.apply.level')} required>
              <Select
                options={call.levels.map((value) => ({ value, label: levelLabel(value) }))}
                data-testid="apply-level"
                aria-label={t('topicTeacher.apply.level')}
              />
            </Form.Item>
            {/* A select option cannot carry null: "a topic of my own" is '' on screen and null in the values. */}
            <Form.Item
              name="suggestionKey"
              label={t('topicTeacher.apply.suggestion')}
              getValueProps={(value: string | null) => ({ value: value ?? '' })}
              normalize={(value: string) => value || null}
            >
              <Select
                options={[
                  { value: '', label: t('topicTeacher.apply.ownTopic') },
                  ...suggestions.map((item) => ({ value: item.key, label: item.title })),
                ]}
                data-testid="apply-suggestion"
                aria-label={t('topicTeacher.apply.suggestion')}
              />
            </Form.Item>
            <Typography.Text data-testid="apply-host">
              {t('topicTeacher.apply.host', { name: topic?.host.name ?? me?.name ?? '' })}
            </Typography.Text>
          </Card>
          <Card title={t('topicTeacher.apply.members')} size="small">
            <Typography.Paragraph type="secondary">{t('topicTeacher.apply.membersHint', { count: call.memberCap })}</Typography.Paragraph>
            <Form.Item name="members" noStyle>
              <MemberPicker hostUserId={topic ? Number(topic.host.userId) : null} max={call.memberCap} testId="apply-members" />
            </Form.Item>
            <Flex vertical gap={4} style={{ marginTop: 8 }} data-testid="member-statuses">
              {values.members.map((member) => {
                const status = memberStatus.get(member.userId);
                return (
                  <Flex key={member.userId} gap={8} align="center" data-testid="member-status" data-status={status ?? 'unsaved'}>
                    <Typography.Text>{t('common.withNote', { name: member.name, note: member.orgName })}</Typography.Text>
                    <Tag color={status ? MEMBER_COLORS[status] : 'default'}>
                      {status ? memberStatusLabel(status) : t('topicTeacher.apply.memberUnsaved')}
                    </Tag>
                  </Flex>
                );
              })}
            </Flex>
          </Card>
          <Card title={t('topicTeacher.plan.title')} size="small">
            <PlanFields />
          </Card>
          <Card title={t('topicTeacher.apply.attachments')} size="small">
            {call.requiredDocuments.length > 0 && (
              <Typography.Paragraph type="secondary" data-testid="required-documents">
                {t('topicTeacher.apply.requiredDocuments', { documents: formatList(call.requiredDocuments, currentLocale()) })}
              </Typography.Paragraph>
            )}
            <Form.Item name="files" noStyle>
              <FilesField onBusyChange={setUploading} testId="apply-files" />
            </Form.Item>
          </Card>
          <Card size="small">
            <Flex vertical gap={8}>
              <DraftSaveState state={draft.state} onRetry={() => void draft.flush()} />
              {missing.length > 0 && (
                <Typography.Text type="secondary" data-testid="apply-missing">
                  {t('topicTeacher.apply.missing', {
                    parts: formatList(
                      missing.map((part) => t(`topicTeacher.apply.parts.${part}`)),
                      currentLocale(),
                    ),
                  })}
                </Typography.Text>
              )}
              {unconfirmed.length > 0 && (
                <Typography.Text type="danger" data-testid="apply-unconfirmed">
                  {t('topicTeacher.apply.unconfirmed', {
                    count: unconfirmed.length,
                    names: formatList(
                      unconfirmed.map((member) => member.name),
                      currentLocale(),
                    ),
                  })}
                </Typography.Text>
              )}
              <Flex gap={8} wrap>
                <Button onClick={() => void draft.flush()} disabled={uploading} data-testid="apply-save">
                  {t('topicTeacher.apply.saveDraft')}
                </Button>
                <Button
                  type="primary"
                  onClick={() => void handleSubmit()}
                  disabled={uploading || missing.length > 0 || unconfirmed.length > 0}
                  loading={submit.isPending}
                  data-testid="apply-submit"
                >
                  {t(topic?.status === '5' ? 'topicTeacher.apply.resubmit' : 'topicTeacher.apply.submit')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        </Flex>
      </Form>
    </>
  );
}
