import '../../../i18n/exams.register';
import type { ExamPlacement } from '@yanxiu/contract/assessment-exams';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useManagedExam, useManagedExams } from '../../api/manage-exams';
import { ExamEditor } from '../../components/ExamEditor';
import { manageExamPath } from '../../model/exam-paths';
import { parseId } from '../../model/parse-id';
import { ExamStaffGate } from '../../components/ExamStaffGate';

/**
 * A new exam for a programme's exam unit (`/manage/assessment/exams/new?unitId=&programmeId=`, from the programme
 * editor): the unit's exam when it has one already, else an empty editor placed on the unit. With `?schoolId=` (from
 * the exams list) an empty editor for a school's standalone exam; the server checks the caller manages the school.
 */
function NewExam() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unitId = parseId(params.get('unitId'));
  const programmeId = parseId(params.get('programmeId'));
  const schoolId = parseId(params.get('schoolId'));
  const existing = useManagedExams(unitId !== null && programmeId !== null ? { current: 1, size: 100, programmeId } : null);
  if (schoolId !== null && unitId === null)
    return <ExamEditor exam={null} placement={{ kind: 'school', schoolId }} onReload={() => undefined} />;
  if (unitId === null || programmeId === null)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="exam-needs-unit"
        title={t('assessmentExams.editor.needsUnit')}
        action={<ActionLink to="/manage/training">{t('assessmentExams.editor.toProgrammes')}</ActionLink>}
      />
    );
  if (existing.isPending)
    return (
      <div data-testid="exam-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (existing.isError) return <RetryAlert onRetry={() => void existing.refetch()} />;
  const found = existing.data.records.find((exam) => exam.placement.kind === 'unit' && exam.placement.unitId === unitId);
  if (found) return <Navigate to={manageExamPath(found.id)} replace />;
  const placement: ExamPlacement = { kind: 'unit', unitId };
  return <ExamEditor exam={null} placement={placement} onReload={() => void existing.refetch()} />;
}

/** A saved exam in the editor; a newer version read after a conflict replaces the form. */
function SavedExam({ examId }: { examId: number }) {
  const { t } = useTranslation();
  const exam = useManagedExam(examId);
  if (exam.isPending)
    return (
      <div data-testid="exam-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (exam.isError)
    return (
      <LoadFailure
        error={exam.error}
        notFound={t('assessmentExams.editor.notFound')}
        onRetry={() => void exam.refetch()}
        testId="exam-failed"
      />
    );
  return (
    <ExamEditor
      key={`${exam.data.id}-${exam.data.version}`}
      exam={exam.data}
      placement={exam.data.placement}
      onReload={() => void exam.refetch()}
    />
  );
}

/** The staff's exam editor (`/manage/assessment/exams/:examId`, or `/new` from a programme's exam unit). */
export default function ExamEditPage() {
  const { t } = useTranslation();
  const raw = useParams().examId;
  const examId = parseId(raw);
  const title = t('routes.manageAssessmentExam');
  let body;
  if (raw === undefined) body = <NewExam />;
  else if (examId === null)
    body = (
      <LoadFailure error={new RequestError('', 404, null)} notFound={t('assessmentExams.editor.notFound')} onRetry={() => undefined} />
    );
  else body = <SavedExam examId={examId} />;
  return (
    <ExamStaffGate pageTitle={title}>
      <PageFrame title={title}>{body}</PageFrame>
    </ExamStaffGate>
  );
}
