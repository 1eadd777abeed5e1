import '../../../i18n/assignments.register';
import type { DecideBody, TutorSubmission } from '@yanxiu/contract/assessment-assignments';
import { Alert, Button, Descriptions, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { assessmentAccess } from '../../../assessment.access';
import { nextWaiting, useDecide, useMarkExcellent, useTutorSubmission } from '../../api/tutor';
import { AssignmentStaffGate } from '../../components/AssignmentStaffGate';
import { DecisionForm } from '../../components/DecisionForm';
import { PeerReviewList } from '../../components/PeerReviewList';
import { RoundCard } from '../../components/RoundCard';
import { ScoreTag } from '../../components/ScoreTag';
import { failureText, isConflict } from '../../model/failure-text';
import { gradingPath, submissionsPath } from '../../model/paths';
import { parseId } from '../../model/parse-id';

/** One teacher's submission for the tutor: who, every round (newest first), the peer reviews beside the decision. */
function SubmissionReview({ submission, onReload }: { submission: TutorSubmission; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const decide = useDecide();
  const excellent = useMarkExcellent();
  const rounds = [...submission.rounds].sort((a, b) => b.round - a.round);

  // After a decision the next submission of the same assignment waiting for one opens; with none left the page stays
  // on this one, now decided (where a graded one can be marked excellent).
  const openNext = async () => {
    try {
      const next = await nextWaiting(submission.assignmentId);
      if (next && next.submissionId !== submission.submissionId) navigate(gradingPath(next.submissionId));
    } catch {
      // The decision stands; the list says what waits.
    }
  };
  const onDecide = (body: DecideBody) =>
    decide.mutate(body, {
      onSuccess: () => {
        notifier().success(
          t(body.decision === 'grade' ? 'assessmentAssignments.grading.graded' : 'assessmentAssignments.grading.returned'),
        );
        void openNext();
      },
      onError: (error) => {
        notifier().error(failureText(t, error));
        if (isConflict(error)) onReload();
      },
    });
  const toggleExcellent = () =>
    excellent.mutate(
      { submissionId: submission.submissionId, excellent: !submission.excellent },
      {
        onSuccess: () =>
          notifier().success(
            t(submission.excellent ? 'assessmentAssignments.grading.excellentRemoved' : 'assessmentAssignments.grading.excellentNow'),
          ),
        onError: (error) => notifier().error(failureText(t, error)),
      },
    );

  return (
    <Flex vertical gap={12} data-testid="tutor-submission">
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={t('assessmentAssignments.grading.assignment')}>{submission.assignmentTitle}</Descriptions.Item>
        <Descriptions.Item label={t('assessmentAssignments.grading.teacher')}>
          <span data-testid="tutor-teacher">{submission.teacherName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('assessmentAssignments.grading.school')}>{submission.schoolName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('assessmentAssignments.grading.counted')}>
          {submission.counted ? (
            <ScoreTag counted={submission.counted} maxScore={submission.maxScore} />
          ) : (
            <Typography.Text type="secondary">{t('assessmentAssignments.teacher.noGrade')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      {submission.status === 'graded' && (
        <Flex gap={8} align="center" wrap>
          {submission.excellent && (
            <Tag color="purple" data-testid="excellent-tag">
              {t('assessmentAssignments.grading.excellentTag')}
            </Tag>
          )}
          <Popconfirm
            title={t(submission.excellent ? 'assessmentAssignments.grading.unmarkConfirm' : 'assessmentAssignments.grading.markConfirm')}
            onConfirm={toggleExcellent}
          >
            <Button loading={excellent.isPending} data-testid="mark-excellent">
              {t(submission.excellent ? 'assessmentAssignments.grading.unmarkExcellent' : 'assessmentAssignments.grading.markExcellent')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
      {submission.status === 'submitted' ? (
        <DecisionForm
          key={`${submission.submissionId}-${submission.round}`}
          submission={submission}
          pending={decide.isPending}
          onDecide={onDecide}
        />
      ) : null}
      <PeerReviewList
        reviews={submission.peerReviews}
        rubric={submission.rubric}
        maxScore={submission.maxScore}
        showReviewer
        testId="tutor-peer-reviews"
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('assessmentAssignments.grading.rounds')}
      </Typography.Title>
      {rounds.map((round) => (
        <RoundCard
          key={round.round}
          round={round}
          rubric={submission.rubric}
          maxScore={submission.maxScore}
          assignmentId={submission.assignmentId}
        />
      ))}
    </Flex>
  );
}

/** A tutor's page of one teacher's submission (`/manage/assessment/assignments/submission/:submissionId`). */
export default function GradingPage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  const submissionId = parseId(useParams().submissionId);
  const submission = useTutorSubmission(access.canManageAssignments ? submissionId : null);
  usePageSubject(submission.data?.teacherName);
  const title = t('routes.manageAssessmentAssignmentGrading');
  let body;
  if (submissionId === null)
    body = (
      <LoadFailure
        error={new RequestError('', 404, null)}
        notFound={t('assessmentAssignments.grading.notFound')}
        onRetry={() => undefined}
      />
    );
  else if (submission.isPending)
    body = (
      <div data-testid="tutor-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (submission.isError)
    body = (
      <LoadFailure
        error={submission.error}
        notFound={t('assessmentAssignments.grading.notFound')}
        onRetry={() => void submission.refetch()}
        testId="tutor-failed"
      />
    );
  else body = <SubmissionReview submission={submission.data} onReload={() => void submission.refetch()} />;
  return (
    <AssignmentStaffGate pageTitle={title}>
      <PageFrame
        title={title}
        extra={
          submission.data && (
            <ActionLink to={submissionsPath(submission.data.assignmentId)} testId="tutor-back">
              {t('assessmentAssignments.grading.backToList')}
            </ActionLink>
          )
        }
      >
        {submission.data && submission.data.status !== 'submitted' && submission.data.status !== 'graded' && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t(`assessmentAssignments.grading.nothingToDecide`)} />
        )}
        {body}
      </PageFrame>
    </AssignmentStaffGate>
  );
}
