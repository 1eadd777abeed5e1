import type { TeacherAssignment } from '@yanxiu/contract/assessment-assignments';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { isPastDue } from '../model/draft-round';

/** What the teacher needs to know before writing: when it opens and is due (overdue shown), late work, scores, resubmissions. */
export function AssignmentFacts({ assignment }: { assignment: TeacherAssignment }) {
  const { t } = useTranslation();
  const returns = assignment.rounds.filter((round) => round.status === 'returned').length;
  const left = Math.max(0, assignment.resubmissionsAllowed - returns);
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="assignment-facts">
      {assignment.opensAt && (
        <Descriptions.Item label={t('assessmentAssignments.teacher.opensAt')}>{formatDateTime(assignment.opensAt)}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('assessmentAssignments.teacher.dueAt')}>
        <span data-testid="assignment-due">{formatDateTime(assignment.dueAt)}</span>{' '}
        {isPastDue(assignment) && (
          <Tag color="red" data-testid="assignment-overdue">
            {t('assessmentAssignments.teacher.overdue')}
          </Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('assessmentAssignments.teacher.latePolicy')}>
        {assignment.latePolicy === 'penalty'
          ? t('assessmentAssignments.teacher.penalty', { percent: assignment.latePenaltyPercent })
          : t(`assessmentAssignments.latePolicy.${assignment.latePolicy}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('assessmentAssignments.teacher.scores')}>
        {t('assessmentAssignments.teacher.scoresValue', { max: assignment.maxScore, pass: assignment.passScore })}
      </Descriptions.Item>
      {assignment.resubmissionsAllowed > 0 && (
        <Descriptions.Item label={t('assessmentAssignments.teacher.resubmissions')}>
          {t('assessmentAssignments.teacher.resubmissionsLeft', { count: left })}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
