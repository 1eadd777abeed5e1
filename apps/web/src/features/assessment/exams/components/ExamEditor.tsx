import type { ExamPlacement, ManagedExam, PaperPreview as Preview } from '@yanxiu/contract/assessment-exams';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { Alert, Button, Card, Flex, Modal, Radio, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { ActionLink } from '@/shared/ui/ActionLink';
import { DraftPublishButton } from '../../components/DraftPublishButton';
import { StaleVersionAlert } from '../../components/StaleVersionAlert';
import { useVersionedDraft } from '../../components/use-versioned-draft';
import { usePreviewPaper, usePublishExam, useSaveExam } from '../api/manage-exams';
import { useUsableBanks } from '../api/bank-reads';
import { examAttemptsPath, manageExamPath } from '../model/exam-paths';
import { emptyExamValues, examProblem, examValues, paperPoints, ruleIssues, toSaveBody, type ExamFormValues } from '../model/exam-form';
import { failureText, issuesOf } from '../model/failure-text';
import { ExamSettingsFields } from './ExamSettingsFields';
import { FixedPaperEditor } from './FixedPaperEditor';
import { PaperPreview } from './PaperPreview';
import { RandomRulesEditor } from './RandomRulesEditor';

const isRuleShort = (error: unknown) => error instanceof RequestError && error.code === ErrorCodes.ASSESSMENT_RULE_SHORT.code;
/** Someone else's save crossed ours (a stale version), not the paper being locked by attempts. */
const isStale = (error: unknown) =>
  error instanceof RequestError && error.httpStatus === 409 && error.code !== ErrorCodes.ASSESSMENT_PAPER_LOCKED.code;

export type ExamEditorProps = { exam: ManagedExam | null; placement: ExamPlacement; onReload: () => void };

/**
 * The exam's settings and paper (fixed questions with points, or random rules), saved as a draft, previewed (a paper
 * drawn by the saved rules, or the rule that has too few questions named), and published.
 */
export function ExamEditor({ exam, placement, onReload }: ExamEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ruleProblems, setRuleProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const [preview, setPreview] = useState<Preview | null>(null);
  const draft = useVersionedDraft<ExamFormValues>({
    initial: () => (exam ? examValues(exam) : emptyExamValues()),
    isStale,
    failureText: (error) => failureText(t, error),
    handled: (error) => {
      if (!isRuleShort(error)) return false;
      setRuleProblems(ruleIssues(issuesOf(error)));
      notifier().error(failureText(t, error));
      return true;
    },
  });
  const { values, dirty, conflict } = draft;
  const banks = useUsableBanks();
  const saveExam = useSaveExam();
  const publishExam = usePublishExam();
  const draw = usePreviewPaper();
  const change = (patch: Partial<ExamFormValues>) => {
    draft.change(patch);
    if (patch.rules) setRuleProblems(new Map());
  };
  const locked = exam !== null && exam.attemptCount > 0;

  const handleSave = () => {
    const problem = examProblem(values);
    if (problem) {
      notifier().warning(t(`assessmentExams.editor.problems.${problem}`));
      return;
    }
    const body = toSaveBody(values, placement, exam ? { id: exam.id, version: exam.version } : null);
    draft.save(saveExam, body, t('assessmentExams.editor.saved'), (saved) => {
      if (!exam) navigate(manageExamPath(saved.id), { replace: true });
    });
  };

  const handlePreview = () => {
    if (!exam) return;
    draw.mutate(
      { examId: exam.id, seed: Math.floor(Math.random() * 2 ** 31) },
      {
        onSuccess: (paper) => {
          setRuleProblems(new Map());
          setPreview(paper);
        },
        onError: draft.fail,
      },
    );
  };

  const bankList = banks.data?.records ?? [];
  return (
    <Flex vertical gap={12} data-testid="exam-editor">
      {exam && (
        <Flex align="center" gap={8} wrap>
          <Tag color={exam.status === 'published' ? 'success' : 'default'} data-testid="exam-status">
            {t(`assessmentExams.status.${exam.status}`)}
          </Tag>
          {exam.programmeTitle && (
            <Typography.Text type="secondary">{t('assessmentExams.editor.inProgramme', { title: exam.programmeTitle })}</Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('assessmentExams.editor.updatedAt', { time: formatDateTime(exam.updatedAt) })}
          </Typography.Text>
          <ActionLink to={examAttemptsPath(exam.id)} testId="exam-attempts-link">
            {t('assessmentExams.editor.attempts', { count: exam.attemptCount })}
          </ActionLink>
        </Flex>
      )}
      {conflict && (
        <StaleVersionAlert
          testId="exam-conflict"
          title={t('assessmentExams.editor.conflict')}
          reloadText={t('assessmentExams.editor.reload')}
          onReload={onReload}
        />
      )}
      {locked && <Alert type="info" showIcon title={t('assessmentExams.editor.paperLocked')} />}
      <Card size="small" title={t('assessmentExams.editor.settings')}>
        <ExamSettingsFields values={values} onChange={change} />
      </Card>
      <Card
        size="small"
        title={t('assessmentExams.editor.paper')}
        extra={
          <Typography.Text type="secondary" data-testid="paper-points">
            {t('assessmentExams.editor.paperPoints', { count: paperPoints(values) })}
          </Typography.Text>
        }
      >
        <Flex vertical gap={12}>
          <Radio.Group
            value={values.mode}
            disabled={locked}
            aria-label={t('assessmentExams.editor.mode')}
            optionType="button"
            options={[
              { value: 'random', label: t('assessmentExams.editor.random') },
              { value: 'fixed', label: t('assessmentExams.editor.fixed') },
            ]}
            onChange={(event) => change({ mode: event.target.value as 'fixed' | 'random' })}
          />
          {banks.isPending ? (
            <div data-testid="banks-loading">
              <Skeleton active />
            </div>
          ) : values.mode === 'random' ? (
            <RandomRulesEditor
              rules={values.rules}
              banks={bankList}
              problems={ruleProblems}
              disabled={locked}
              onChange={(rules) => change({ rules })}
            />
          ) : (
            <FixedPaperEditor items={values.items} banks={bankList} disabled={locked} onChange={(items) => change({ items })} />
          )}
          {!banks.isPending && bankList.length === 0 && <Alert type="warning" showIcon title={t('assessmentExams.editor.noBanks')} />}
        </Flex>
      </Card>
      <Flex gap={8} wrap>
        <Button type="primary" loading={saveExam.isPending} onClick={handleSave} data-testid="exam-save">
          {t('assessmentExams.editor.save')}
        </Button>
        <Button
          disabled={!exam || dirty}
          loading={draw.isPending}
          onClick={handlePreview}
          title={dirty ? t('assessmentExams.editor.saveFirst') : undefined}
          data-testid="exam-preview"
        >
          {t('assessmentExams.editor.preview')}
        </Button>
        {exam && exam.status === 'draft' && (
          <DraftPublishButton
            dirty={dirty}
            pending={publishExam.isPending}
            onPublish={() =>
              draft.publish(publishExam, { examId: exam.id, version: exam.version }, t('assessmentExams.editor.publishedNow'))
            }
            texts={{ confirm: t('assessmentExams.editor.publishConfirm'), publish: t('assessmentExams.editor.publish') }}
            testId="exam-publish"
          />
        )}
        {dirty && exam && <Typography.Text type="secondary">{t('assessmentExams.editor.saveFirst')}</Typography.Text>}
      </Flex>
      <Modal
        open={preview !== null}
        title={t('assessmentExams.preview.title')}
        onCancel={() => setPreview(null)}
        footer={[
          <Button key="again" onClick={handlePreview} loading={draw.isPending} data-testid="preview-again">
            {t('assessmentExams.preview.again')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setPreview(null)}>
            {t('assessmentExams.preview.close')}
          </Button>,
        ]}
        width={760}
      >
        {preview && <PaperPreview preview={preview} />}
      </Modal>
    </Flex>
  );
}
