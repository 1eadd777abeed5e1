import type { PaperPreview as Preview } from '@yanxiu/contract/assessment-exams';
import { QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { RichHtml } from '../../components/RichHtml';

/** A drawn paper as a teacher would see it (without answers): each question's stem, options and points. */
export function PaperPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Flex vertical gap={8} data-testid="paper-preview">
      <Typography.Text strong>
        {t('assessmentExams.preview.summary', {
          questions: t('assessment.questionCount', { count: preview.questions.length }),
          points: t('assessmentExams.common.points', { count: preview.totalPoints }),
        })}
      </Typography.Text>
      {preview.questions.map((question) => (
        <Card
          key={question.position}
          size="small"
          data-testid={`preview-question-${question.position}`}
          title={`${question.position}. ${QuestionKind.label(question.kind, locale)}`}
          extra={t('assessmentExams.common.points', { count: question.points })}
        >
          <RichHtml className="exam-rich-text" html={question.stem} />
          {question.options.map((option, index) => (
            <Flex key={option.key} gap={6} align="baseline">
              <strong>{String.fromCharCode(65 + index)}.</strong>
              <RichHtml inline className="exam-rich-text" html={option.text} />
            </Flex>
          ))}
          {question.blankCount > 0 && (
            <Typography.Text type="secondary">{t('assessmentExams.preview.blanks', { count: question.blankCount })}</Typography.Text>
          )}
        </Card>
      ))}
    </Flex>
  );
}
