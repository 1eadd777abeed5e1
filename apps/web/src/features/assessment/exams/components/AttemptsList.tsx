import type { AttemptSummary } from '@yanxiu/contract/assessment-exams';
import { List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { attemptPath, resultPath } from '../model/exam-paths';
import { ScoreText } from './ScoreText';

/** The teacher's attempts at an exam, newest first: when, how it ended, the score as far as it is revealed. */
export function AttemptsList({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useTranslation();
  const sorted = [...attempts].sort((a, b) => b.number - a.number);
  return (
    <List
      data-testid="my-attempts"
      dataSource={sorted}
      renderItem={(attempt) => (
        <List.Item
          data-testid={`my-attempt-${attempt.id}`}
          actions={[
            attempt.status === 'open' ? (
              <ActionLink key="resume" to={attemptPath(attempt.id)} testId={`resume-${attempt.id}`}>
                {t('assessmentExams.exam.resume')}
              </ActionLink>
            ) : (
              <ActionLink key="result" to={resultPath(attempt.id)} testId={`result-${attempt.id}`}>
                {t('assessmentExams.exam.viewResult')}
              </ActionLink>
            ),
          ]}
        >
          <List.Item.Meta
            title={
              <Space wrap>
                <span>{t('assessmentExams.exam.attemptNumber', { number: attempt.number })}</span>
                <Tag>{t(`assessmentExams.attemptStatus.${attempt.status}`)}</Tag>
                {attempt.submittedBy === 'deadline' && <Tag color="orange">{t('assessmentExams.exam.byDeadline')}</Tag>}
              </Space>
            }
            description={
              <Space wrap size={12}>
                <Typography.Text type="secondary">
                  {t('assessmentExams.exam.startedAt', { time: formatDateTime(attempt.startedAt) })}
                </Typography.Text>
                {attempt.status !== 'open' && <ScoreText score={attempt} />}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
