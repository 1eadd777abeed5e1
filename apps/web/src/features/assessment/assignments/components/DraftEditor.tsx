import type { AssignmentFile, TeacherAssignment } from '@yanxiu/contract/assessment-assignments';
import { AssessmentAssignmentLimits as L } from '@yanxiu/contract/limits';
import { Button, Card, Flex, Form, Modal } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiskFilePicker } from '@/features/disk/disk.public';
import { notifier } from '@/shared/request/notifier';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { useSaveDraft, useSubmitRound } from '../api/teacher';
import { draftRound, isPastDue } from '../model/draft-round';
import { failureText } from '../model/failure-text';
import { FilesField } from './FilesField';

/** Whether rich text holds any words (an empty editor answers `<p></p>`). */
const hasWords = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/**
 * The teacher's open round: rich text and files, saved as a draft, then submitted after a confirmation that says
 * when it will be late (and the penalty). A returned round starts from the returned one's text and files.
 */
export function DraftEditor({ assignment }: { assignment: TeacherAssignment }) {
  const { t } = useTranslation();
  const start = draftRound(assignment) ?? assignment.rounds.at(-1) ?? null;
  const [text, setText] = useState(start?.text ?? '');
  const [files, setFiles] = useState<AssignmentFile[]>(start?.files ?? []);
  const [busy, setBusy] = useState(false);
  const save = useSaveDraft();
  const submit = useSubmitRound();
  const resubmitting = assignment.rounds.some((round) => round.status === 'returned');
  const body = () => ({ assignmentId: assignment.id, text, fileIds: files.map((file) => file.id) });

  const saveDraft = () =>
    save.mutate(body(), {
      onSuccess: () => notifier().success(t('assessmentAssignments.teacher.draftSaved')),
      onError: (error) => notifier().error(failureText(t, error)),
    });

  const send = async () => {
    setBusy(true);
    try {
      // What is on screen is what is submitted: the draft is saved first, then its round submitted by number.
      const saved = await save.mutateAsync(body());
      const round = draftRound(saved);
      if (!round) throw new Error('no draft round');
      await submit.mutateAsync({ assignmentId: assignment.id, round: round.round });
      notifier().success(t('assessmentAssignments.teacher.submitted'));
    } catch (error) {
      notifier().error(failureText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => {
    if (!hasWords(text) && files.length === 0) {
      notifier().warning(t('assessmentAssignments.teacher.emptyDraft'));
      return;
    }
    const late = isPastDue(assignment);
    Modal.confirm({
      title: t('assessmentAssignments.teacher.submitConfirm'),
      content: (
        <span data-testid="submit-confirm-text">
          {late
            ? assignment.latePolicy === 'penalty'
              ? t('assessmentAssignments.teacher.submitPenalty', { percent: assignment.latePenaltyPercent })
              : t('assessmentAssignments.teacher.submitLate')
            : t('assessmentAssignments.teacher.submitConfirmText')}
        </span>
      ),
      okText: resubmitting ? t('assessmentAssignments.teacher.resubmit') : t('assessmentAssignments.teacher.submit'),
      cancelText: t('assessmentAssignments.common.cancel'),
      okButtonProps: { 'data-testid': 'submit-confirm-ok' } as Record<string, string>,
      onOk: send,
    });
  };

  return (
    <Card size="small" title={t('assessmentAssignments.teacher.draft')} data-testid="draft-editor">
      <Form layout="vertical" component="div">
        <Form.Item label={t('assessmentAssignments.teacher.draftText')}>
          <RichTextEditor value={text} onChange={setText} label={t('assessmentAssignments.teacher.draftText')} testId="draft-text" />
        </Form.Item>
        <Form.Item label={t('assessmentAssignments.teacher.files')}>
          <FilesField
            value={files}
            onChange={setFiles}
            max={L.submissionFiles}
            chooseLabel={t('assessmentAssignments.teacher.upload')}
            label={t('assessmentAssignments.teacher.files')}
            testId="draft-files"
            extra={
              <Suspense fallback={null}>
                <DiskFilePicker
                  disabled={busy || files.length >= L.submissionFiles}
                  testId="draft-disk"
                  // A copy of the chosen resource, owned by the teacher, joins the draft like an uploaded file.
                  onPicked={(file) => setFiles((current) => (current.length >= L.submissionFiles ? current : [...current, file]))}
                />
              </Suspense>
            }
          />
        </Form.Item>
      </Form>
      <Flex gap={8} wrap>
        <Button type="primary" loading={busy} onClick={confirm} data-testid="draft-submit">
          {resubmitting ? t('assessmentAssignments.teacher.resubmit') : t('assessmentAssignments.teacher.submit')}
        </Button>
        <Button loading={save.isPending && !busy} disabled={busy} onClick={saveDraft} data-testid="draft-save">
          {t('assessmentAssignments.teacher.saveDraft')}
        </Button>
      </Flex>
    </Card>
  );
}
