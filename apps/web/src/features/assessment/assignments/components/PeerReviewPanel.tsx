import type { PeerReviewTask, TeacherAssignment } from '@yanxiu/contract/assessment-assignments';
import { AssessmentAssignmentLimits as L } from '@yanxiu/contract/limits';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { RichHtml } from '../../components/RichHtml';
import { useRequestPeerReview, useSubmitPeerReview } from '../api/teacher';
import { failureText } from '../model/failure-text';
import { FileList } from './FileList';
import { RubricScoring } from './RubricScoring';

/** A submission handed to the teacher to review, its author never named: read it, score it by the rubric, comment. */
function ReviewTask({ task, onSent }: { task: PeerReviewTask; onSent: () => void }) {
  const { t } = useTranslation();
  const sendReview = useSubmitPeerReview();
  const [points, setPoints] = useState<Array<number | null>>(() => task.rubric.map(() => null));
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const send = () => {
    if (task.rubric.length > 0 ? points.some((value) => value === null) : score === null) {
      notifier().warning(t('assessmentAssignments.peer.scoreRequired'));
      return;
    }
    if (!comment.trim()) {
      notifier().warning(t('assessmentAssignments.peer.commentRequired'));
      return;
    }
    sendReview.mutate(
      task.rubric.length > 0
        ? { reviewId: task.reviewId, rubricPoints: points.map((value) => value ?? 0), comment: comment.trim() }
        : { reviewId: task.reviewId, score: score ?? 0, comment: comment.trim() },
      {
        onSuccess: () => {
          notifier().success(t('assessmentAssignments.peer.sent'));
          onSent();
        },
        onError: (error) => notifier().error(failureText(t, error)),
      },
    );
  };
  return (
    <Card size="small" title={t('assessmentAssignments.peer.anonymous')} data-testid="peer-task">
      <Flex vertical gap={12}>
        {task.text ? (
          <RichHtml className="assignment-rich-text" html={task.text} testId="peer-task-text" />
        ) : (
          <Typography.Text type="secondary">{t('assessmentAssignments.grading.noText')}</Typography.Text>
        )}
        <FileList files={task.files} assignmentId={task.assignmentId} testId="peer-task-files" />
        <Form layout="vertical" component="div">
          {task.rubric.length > 0 ? (
            <Form.Item label={t('assessmentAssignments.rubric.title')} required>
              <RubricScoring rubric={task.rubric} points={points} onChange={setPoints} testIdPrefix="peer-points" />
            </Form.Item>
          ) : (
            <Form.Item label={t('assessmentAssignments.peer.score', { max: task.maxScore })} required>
              <InputNumber
                value={score}
                min={0}
                max={task.maxScore}
                precision={0}
                aria-label={t('assessmentAssignments.peer.score', { max: task.maxScore })}
                data-testid="peer-score"
                onChange={(value) => setScore(value ?? null)}
              />
            </Form.Item>
          )}
          <Form.Item label={t('assessmentAssignments.peer.comment')} required>
            <Input.TextArea
              value={comment}
              maxLength={L.comment}
              autoSize={{ minRows: 3, maxRows: 8 }}
              aria-label={t('assessmentAssignments.peer.comment')}
              data-testid="peer-comment"
              onChange={(event) => setComment(event.target.value)}
            />
          </Form.Item>
        </Form>
        <Button type="primary" style={{ alignSelf: 'flex-start' }} loading={sendReview.isPending} onClick={send} data-testid="peer-send">
          {t('assessmentAssignments.peer.send')}
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * Peer review on the teacher's assignment page: once they have submitted, they ask for a classmate's submission to
 * review (asking again hands back the same open one) and score it; none may be waiting for a review now.
 */
export function PeerReviewPanel({ assignment }: { assignment: TeacherAssignment }) {
  const { t } = useTranslation();
  const ask = useRequestPeerReview();
  const [task, setTask] = useState<PeerReviewTask | null>(null);
  const [noneNow, setNoneNow] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const { reviewers, dueAt } = assignment.peerReview;
  if (reviewers === 0) return <Alert type="info" showIcon title={t('assessmentAssignments.peer.off')} data-testid="peer-off" />;
  const submitted = assignment.rounds.some((round) => round.submittedAt !== null);
  const request = () =>
    ask.mutate(assignment.id, {
      onSuccess: (offer) => {
        setTask(offer.task);
        setNoneNow(offer.task === null);
      },
      onError: (error) => notifier().error(failureText(t, error)),
    });
  return (
    <Flex vertical gap={12} data-testid="peer-panel">
      <Typography.Paragraph style={{ margin: 0 }}>{t('assessmentAssignments.peer.intro', { count: reviewers })}</Typography.Paragraph>
      {dueAt && (
        <Typography.Text type="secondary">{t('assessmentAssignments.peer.dueAt', { time: formatDateTime(dueAt) })}</Typography.Text>
      )}
      {sentCount > 0 && <Tag color="success">{t('assessmentAssignments.peer.done', { count: sentCount })}</Tag>}
      {!submitted ? (
        <Alert type="info" showIcon title={t('assessmentAssignments.peer.submitFirst')} data-testid="peer-submit-first" />
      ) : task && task.status === 'open' ? (
        <ReviewTask
          key={task.reviewId}
          task={task}
          onSent={() => {
            setTask(null);
            setSentCount((count) => count + 1);
          }}
        />
      ) : (
        <Flex vertical gap={8} align="flex-start">
          {noneNow && <Alert type="info" showIcon title={t('assessmentAssignments.peer.noneAvailable')} data-testid="peer-none" />}
          <Button type="primary" loading={ask.isPending} onClick={request} data-testid="peer-ask">
            {t('assessmentAssignments.peer.ask')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
