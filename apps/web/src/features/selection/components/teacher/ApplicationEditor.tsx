import type { ApplicantInfo, ApplicantInfoAnswer, ApplicationItems, TeacherProjectDetail } from '@yanxiu/contract/selection';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useSession } from '@/shared/session/session-store';
import { invalidateMine } from '../../api/teacher/keys';
import { useMine } from '../../api/teacher/list-mine';
import { saveApplicantInfo } from '../../api/teacher/save-applicant-info';
import { useSubmitApply } from '../../api/teacher/submit-apply';
import { useWithdrawApply } from '../../api/teacher/withdraw-apply';
import { applicantOf, initialApplicant, type ApplicantFormValues } from '../../model/teacher/applicant-info';
import { draftsOf, submitProblems, type ItemDraft } from '../../model/teacher/item-drafts';
import { isEditableStatus } from '../../model/teacher/progress';
import { ApplicantForm } from './ApplicantForm';
import { ApplicationProgress } from './ApplicationProgress';
import { IneligibleReasons } from './IneligibleReasons';
import { ItemSections } from './ItemSections';
import { LeaveConfirm } from './LeaveConfirm';
import { PreviewModal } from './PreviewModal';
import { SaveState } from './SaveState';
import { useApplicationDraft } from './use-application-draft';

export type ApplicationEditorProps = { project: TeacherProjectDetail; info: ApplicantInfoAnswer; items: ApplicationItems };

/**
 * My application of one project: applicant information, then the items, both saved as a draft as I go; a preview;
 * submit. Returned, it shows the reviewer's comment and is edited again; submitted, it is read-only with its progress.
 */
export function ApplicationEditor({ project, info, items }: ApplicationEditorProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const teacher = useSession((session) => session.teacherInfo);
  const [form] = Form.useForm<ApplicantFormValues>();
  const [applyId, setApplyId] = useState<number | null>(info.applyId);
  const [status, setStatus] = useState<string>(info.status);
  const [drafts, setDrafts] = useState(() => draftsOf(items.sections));
  const [applicant, setApplicant] = useState(() => initialApplicant(info.info, info.groupId, teacher));
  const [starting, setStarting] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const submit = useSubmitApply();
  const withdraw = useWithdrawApply();
  const mine = useMine(applyId !== null && !isEditableStatus(status));
  const selfReview = items.selfReview;
  const groups = project.groups.filter((group) => project.myGroupIds.includes(group.id));
  // Before applying I need to qualify and the window to be open; a returned application is revised whenever.
  const editable = status === '5' || (isEditableStatus(status) && project.open && (applyId !== null || project.eligible));
  // Not applied and unable to: the items show as the project's outline, without empty values to fill.
  const outline = applyId === null && !editable;

  const { autosave, version, editItem, editInfo } = useApplicationDraft({
    prjId: project.prjId,
    applyId,
    version: info.version ?? items.version,
    selfReviewAllowed: items.selfReview === '2',
  });

  const changeItem = (itemId: number, draft: ItemDraft) => {
    setDrafts((current) => new Map(current).set(itemId, draft));
    editItem(itemId, draft);
  };
  const changeInfo = (next: ApplicantInfo, groupId: number | null) => {
    if (applyId !== null) editInfo(next, groupId);
  };

  const handleStart = async () => {
    let values: ApplicantFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const parsed = applicantOf(values);
    if (!parsed) return;
    setStarting(true);
    try {
      const state = await saveApplicantInfo({ prjId: project.prjId, groupId: values.groupId ?? null, info: parsed });
      version.current = state.version;
      setApplyId(state.applyId);
      setStatus(state.status);
      setApplicant(values);
      notifier().success(t('selectionTeacher.apply.started'));
      void invalidateMine(client);
    } catch (error) {
      notifier().error(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setStarting(false);
    }
  };

  const handlePreview = () => {
    setApplicant({ ...applicant, ...form.getFieldsValue() });
    setPreviewing(true);
  };

  const handleSubmit = async () => {
    if (applyId === null) return;
    try {
      await form.validateFields();
    } catch {
      notifier().warning(t('selectionTeacher.apply.fixInfo'));
      return;
    }
    const problems = submitProblems(items.sections, drafts, selfReview);
    if (problems.missing.length > 0 || problems.badScores.length > 0) {
      setShowMissing(true);
      notifier().warning(
        problems.missing.length > 0
          ? t('selectionTeacher.apply.missing', { count: problems.missing.length })
          : t('selectionTeacher.apply.badScores', { count: problems.badScores.length }),
      );
      return;
    }
    if (!(await autosave.flush())) {
      notifier().warning(t('selectionTeacher.apply.notSaved'));
      return;
    }
    submit.mutate(
      { applyId, version: version.current! },
      {
        onSuccess: (state) => {
          version.current = state.version;
          setStatus(state.status);
          notifier().success(t(status === '5' ? 'selectionTeacher.apply.resubmitted' : 'selectionTeacher.apply.submitted'));
        },
      },
    );
  };

  const handleWithdraw = () => {
    if (applyId === null || version.current === null) return;
    withdraw.mutate(
      { applyId, version: version.current },
      {
        onSuccess: (state) => {
          version.current = state.version;
          setStatus(state.status);
          notifier().success(t('selectionTeacher.apply.withdrawn'));
        },
      },
    );
  };

  const unscored = editable ? submitProblems(items.sections, drafts, selfReview).unscored.length : 0;
  const progress = mine.data?.find((entry) => entry.applyId === applyId);

  const applicantCard = (
    <Card title={t('selectionTeacher.apply.applicant')} size="small">
      <ApplicantForm form={form} initial={applicant} groups={groups} readOnly={!editable} onValid={changeInfo} />
      {applyId === null && editable && (
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">{t('selectionTeacher.apply.startHint')}</Typography.Text>
          <Button type="primary" loading={starting} onClick={() => void handleStart()} data-testid="start-application">
            {t('selectionTeacher.apply.start')}
          </Button>
        </Flex>
      )}
    </Card>
  );

  return (
    <Flex vertical gap={16} data-testid="application-editor" data-status={status}>
      {status === '5' && info.returnComment !== null && (
        <Alert
          type="warning"
          showIcon
          title={t('selectionTeacher.apply.returned')}
          description={info.returnComment}
          data-testid="return-comment"
        />
      )}
      {status === '5' && info.returnComment === null && (
        <Alert type="warning" showIcon title={t('selectionTeacher.apply.returned')} data-testid="return-comment" />
      )}
      {applyId === null && !project.eligible && <IneligibleReasons reasons={project.reasons} />}
      {!editable && isEditableStatus(status) && project.eligible && (
        <Alert type="info" showIcon title={t('selectionTeacher.apply.closed')} />
      )}
      {!isEditableStatus(status) && (
        <Card title={t('selectionTeacher.apply.progress')} size="small">
          <Alert type="info" showIcon title={t('selectionTeacher.apply.readOnly')} style={{ marginBottom: 16 }} data-testid="read-only" />
          {progress ? <ApplicationProgress application={progress} /> : null}
          {status === '4' && (
            <Popconfirm
              title={t('selectionTeacher.apply.withdrawConfirm')}
              onConfirm={handleWithdraw}
              okText={t('selectionTeacher.apply.withdraw')}
              cancelText={t('common.cancel')}
            >
              <Button danger loading={withdraw.isPending} style={{ marginTop: 12 }} data-testid="withdraw">
                {t('selectionTeacher.apply.withdraw')}
              </Button>
            </Popconfirm>
          )}
        </Card>
      )}

      {!outline && applicantCard}

      <Card title={t('selectionTeacher.apply.items')} size="small">
        {applyId === null && editable ? (
          <Typography.Text type="secondary" data-testid="items-locked">
            {t('selectionTeacher.apply.itemsLocked', {
              count: items.sections.reduce((sum, section) => sum + section.indicators.length, 0),
            })}
          </Typography.Text>
        ) : (
          <ItemSections
            sections={items.sections}
            drafts={drafts}
            selfReview={selfReview}
            readOnly={!editable}
            outline={outline}
            showMissing={showMissing}
            onChange={changeItem}
          />
        )}
      </Card>

      {editable && applyId !== null && (
        <div
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            background: '#fff',
            borderTop: '1px solid #f0f0f0',
            padding: '10px 12px',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
          data-testid="apply-actions"
        >
          <SaveState snapshot={autosave.snapshot} onRetry={() => void autosave.flush()} />
          <Flex gap={8} wrap>
            <Button onClick={handlePreview} data-testid="preview">
              {t('selectionTeacher.apply.preview')}
            </Button>
            <Popconfirm
              title={status === '5' ? t('selectionTeacher.apply.resubmitConfirm') : t('selectionTeacher.apply.submitConfirm')}
              description={unscored > 0 ? t('selectionTeacher.apply.unscored', { count: unscored }) : undefined}
              onConfirm={() => void handleSubmit()}
              okText={t('selectionTeacher.apply.confirmSubmit')}
              cancelText={t('common.cancel')}
            >
              <Button type="primary" loading={submit.isPending} data-testid="submit">
                {status === '5' ? t('selectionTeacher.apply.resubmit') : t('selectionTeacher.apply.submit')}
              </Button>
            </Popconfirm>
          </Flex>
        </div>
      )}
      <PreviewModal
        open={previewing}
        onClose={() => setPreviewing(false)}
        title={project.title}
        form={form}
        applicant={applicant}
        groups={groups}
        sections={items.sections}
        drafts={drafts}
        selfReview={selfReview}
      />
      <LeaveConfirm blocker={autosave.blocker} />
    </Flex>
  );
}
