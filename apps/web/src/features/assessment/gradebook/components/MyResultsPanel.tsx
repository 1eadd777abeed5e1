import '../../i18n/gradebook.register';
import type { MyExamResult, MyProgrammeResults, MyResult } from '@yanxiu/contract/assessment-gradebook';
import { Card, Empty, Flex, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useMyResults } from '../api/gradebook';
import { PassTag } from './GradebookCellText';

export type MyResultsPanelProps = {
  /** One programme's results (its page); without it, the programmes the teacher has results in (the hours record). */
  programmeId?: number;
};

function ExamResult({ result }: { result: MyExamResult }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentGradebook.mine.${key}`, options ?? {});
  if (result.attempts.length === 0) return <Typography.Text type="secondary">{m('notSat')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {result.counted && result.counted.score !== null && (
        <Space size={4} wrap data-testid={`my-result-counted-${result.unitId}`}>
          <span>{m('counted')}</span>
          <span>{t('assessmentGradebook.cell.score', { score: result.counted.score, max: result.counted.maxScore })}</span>
          <PassTag passed={result.counted.passed} />
        </Space>
      )}
      {result.attempts.map((attempt) => (
        <Space key={attempt.attemptId} size={8} wrap>
          <span>{m('attempt', { number: attempt.number })}</span>
          {attempt.status === 'open' ? (
            <Typography.Text type="secondary">{m('attemptOpen')}</Typography.Text>
          ) : (
            <>
              {attempt.submittedAt && <Typography.Text type="secondary">{formatDateTime(attempt.submittedAt)}</Typography.Text>}
              {attempt.score !== null ? (
                <span>{t('assessmentGradebook.cell.score', { score: attempt.score, max: attempt.maxScore })}</span>
              ) : (
                <Typography.Text type="secondary">{attempt.status === 'grading' ? m('attemptGrading') : m('notRevealed')}</Typography.Text>
              )}
              <Link to={`/training/exam/result/${attempt.attemptId}`}>{m('viewResult', { number: attempt.number })}</Link>
            </>
          )}
        </Space>
      ))}
    </Flex>
  );
}

function ResultBody({ result }: { result: MyResult }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentGradebook.mine.${key}`, options ?? {});
  if (result.kind === 'exam') return <ExamResult result={result} />;
  if (result.kind === 'evaluation')
    return (
      <Typography.Text type={result.answered ? undefined : 'secondary'}>{m(result.answered ? 'answered' : 'notAnswered')}</Typography.Text>
    );
  return (
    <Flex vertical gap={4}>
      {result.score !== null ? (
        <Space size={4} wrap>
          <span>
            {result.maxScore === null ? result.score : t('assessmentGradebook.cell.score', { score: result.score, max: result.maxScore })}
          </span>
          <PassTag passed={result.passed} />
        </Space>
      ) : (
        <Typography.Text type="secondary">
          {result.state === 'none' ? m('notSubmitted') : t(`assessmentGradebook.cell.${result.state}`)}
        </Typography.Text>
      )}
      {result.feedback && (
        <Typography.Paragraph style={{ marginBottom: 0 }}>{m('feedback', { feedback: result.feedback })}</Typography.Paragraph>
      )}
    </Flex>
  );
}

function ProgrammeResults({ programme, showTitle }: { programme: MyProgrammeResults; showTitle: boolean }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      header={showTitle ? <Typography.Text strong>{programme.programmeTitle}</Typography.Text> : undefined}
      dataSource={programme.results}
      locale={{ emptyText: t('assessmentGradebook.mine.emptyProgramme') }}
      data-testid={`my-results-${programme.programmeId}`}
      renderItem={(result) => (
        <List.Item key={result.unitId} data-testid={`my-result-${result.unitId}`}>
          <Flex vertical gap={4} style={{ width: '100%' }}>
            <Typography.Text>
              {t(`assessmentGradebook.kind.${result.kind}`)} · {result.title}
            </Typography.Text>
            <ResultBody result={result} />
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** The signed-in teacher's own exam attempts, assignment grades with feedback, and questionnaires answered. */
export default function MyResultsPanel({ programmeId }: MyResultsPanelProps) {
  const { t } = useTranslation();
  const m = (key: string) => t(`assessmentGradebook.mine.${key}`);
  const results = useMyResults(programmeId);
  const programmes = results.data?.programmes;
  let body;
  if (results.isError && !programmes) body = <RetryAlert title={m('loadFailed')} onRetry={() => void results.refetch()} />;
  else if (!programmes) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (programmes.length === 0 || (programmeId !== undefined && programmes[0]!.results.length === 0))
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={programmeId ? m('emptyProgramme') : m('empty')} />;
  else
    body = (
      <Flex vertical gap={12}>
        {programmes.map((programme) => (
          <ProgrammeResults key={programme.programmeId} programme={programme} showTitle={programmeId === undefined} />
        ))}
      </Flex>
    );
  return (
    <Card size="small" title={programmeId ? m('programmeTitle') : m('title')} data-testid="my-results">
      {body}
    </Card>
  );
}
