import '../../../i18n/exams.register';
import type { TeacherExam } from '@yanxiu/contract/assessment-exams';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useSchoolExams } from '../../api/teacher-exam';
import { ScoreText } from '../../components/ScoreText';

/** One of the school's exams: when it is open, its paper, my counted result, and the way in. */
function SchoolExamCard({ exam }: { exam: TeacherExam }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={exam.title}
      extra={
        <ActionLink to={`/training/exam/${exam.id}`} testId={`school-exam-open-${exam.id}`}>
          {t('assessmentExams.schoolExams.open')}
        </ActionLink>
      }
      data-testid={`school-exam-${exam.id}`}
    >
      <Flex vertical gap={4}>
        <Typography.Text>
          {t('assessmentExams.common.range', { start: formatDateTime(exam.opensAt), end: formatDateTime(exam.closesAt) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('assessmentExams.exam.paperSize', {
            questions: t('assessment.questionCount', { count: exam.questionCount }),
            points: t('assessmentExams.common.points', { count: exam.totalPoints }),
          })}
        </Typography.Text>
        <Typography.Text>
          {t('assessmentExams.exam.countedResult')}:{' '}
          {exam.counted ? <ScoreText score={exam.counted} /> : t('assessmentExams.exam.noResult')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** /training/exams: the published standalone exams of the teacher's school (a programme's exams open from its page). */
export default function SchoolExamsPage() {
  const { t } = useTranslation();
  const exams = useSchoolExams();
  let body;
  if (exams.isPending) body = <Skeleton active />;
  else if (exams.isError) body = <RetryAlert onRetry={() => void exams.refetch()} />;
  else if (exams.data.records.length === 0)
    body = <Empty description={t('assessmentExams.schoolExams.empty')} data-testid="school-exams-empty" />;
  else
    body = (
      <Flex vertical gap={12} data-testid="school-exams">
        {exams.data.records.map((exam) => (
          <SchoolExamCard key={exam.id} exam={exam} />
        ))}
      </Flex>
    );
  return (
    <PageFrame title={t('routes.trainingSchoolExams')}>
      <Typography.Paragraph type="secondary">{t('assessmentExams.schoolExams.intro')}</Typography.Paragraph>
      {body}
    </PageFrame>
  );
}
