import type { QuestionVersion } from '@yanxiu/contract/assessment-banks';
import { QUESTION_DIFFICULTY_LABELS, QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { RichHtml } from '../../components/RichHtml';

/** Rich text as the server sanitised it when it was saved. */
function Html({ html, testId }: { html: string; testId?: string }) {
  return <RichHtml className="question-rich-text" testId={testId} html={html} />;
}

/** The answer of a version, as its kind writes it. */
function Answer({ version }: { version: QuestionVersion }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.history.${key}`, options ?? {});
  const locale = currentLocale();
  const { answer } = version;
  if (answer.kind === 'single' || answer.kind === 'multiple')
    return (
      <Flex vertical gap={4} data-testid="question-view-options">
        {answer.options.map((option) => (
          <Flex key={option.key} gap={8} align="baseline">
            <Typography.Text strong={option.correct} type={option.correct ? 'success' : undefined}>
              {option.key}.
            </Typography.Text>
            <Html html={option.text} />
            {option.correct && <Typography.Text type="success">{m('correctMark')}</Typography.Text>}
          </Flex>
        ))}
      </Flex>
    );
  if (answer.kind === 'true_false') return <Typography.Text>{t(`assessment.trueFalse.${answer.correct}`)}</Typography.Text>;
  if (answer.kind === 'fill_blank')
    return (
      <Flex vertical gap={4}>
        {answer.blanks.map((blank, index) => (
          <Typography.Text key={index}>{m('blank', { number: index + 1, answers: formatList(blank.accepted, locale) })}</Typography.Text>
        ))}
      </Flex>
    );
  return answer.referenceAnswer ? (
    <Html html={answer.referenceAnswer} />
  ) : (
    <Typography.Text type="secondary">{m('noReference')}</Typography.Text>
  );
}

/** One version of a question, read-only: what an exam paper that names it shows, with its answer and explanation. */
export function QuestionView({ version }: { version: QuestionVersion }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`assessmentBanks.history.${key}`);
  const q = (key: string) => t(`assessmentBanks.questions.${key}`);
  const locale = currentLocale();
  return (
    <Descriptions column={1} size="small" bordered data-testid="question-view">
      <Descriptions.Item label={q('kind')}>{QuestionKind.label(version.kind, locale)}</Descriptions.Item>
      <Descriptions.Item label={q('difficulty')}>
        {version.difficulty} · {QUESTION_DIFFICULTY_LABELS[version.difficulty][locale]}
      </Descriptions.Item>
      <Descriptions.Item label={q('stem')}>
        <Html html={version.stem} testId="question-view-stem" />
      </Descriptions.Item>
      <Descriptions.Item label={version.kind === 'short_answer' ? m('reference') : m('answer')}>
        <Answer version={version} />
      </Descriptions.Item>
      <Descriptions.Item label={m('explanation')}>
        {version.explanation ? (
          <Html html={version.explanation} />
        ) : (
          <Typography.Text type="secondary">{m('noExplanation')}</Typography.Text>
        )}
      </Descriptions.Item>
      {version.tags.length > 0 && (
        <Descriptions.Item label={q('tags')}>
          <Space size={[0, 4]} wrap>
            {version.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={m('savedAt')}>
        {formatDateTime(version.savedAt, locale)} · {version.savedByName}
      </Descriptions.Item>
    </Descriptions>
  );
}
