import '../../i18n/learning.register';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { LessonQuestion } from '@yanxiu/contract/learning-presence';
import { PresenceLimits } from '@yanxiu/contract/limits';
import { Button, Card, Empty, Flex, Modal, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '@/shared/format/duration';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useLessonQuestions, useLessonQuestionWrites } from '../../api/manage-presence';
import { emptyQuestion, questionBody, questionDraft, type QuestionDraft } from '../../model/question-form';
import { QuestionForm } from './QuestionForm';

/** One saved question: its moment, the question, its choices with the right one marked, its results, its actions. */
function QuestionCard({
  question,
  onEdit,
  onRemove,
  removing,
}: {
  question: LessonQuestion;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation();
  const q = (key: string, options?: Record<string, unknown>) => t(`learningHours.presence.questions.${key}`, options ?? {});
  return (
    <Card
      size="small"
      data-testid={`question-${question.id}`}
      title={
        <Flex gap={8} align="center" wrap>
          <Tag>{q('at', { time: formatDuration(question.atSecond) })}</Tag>
          <span>{question.prompt}</span>
        </Flex>
      }
      extra={
        <Flex gap={4}>
          <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={`${q('edit')} ${question.prompt}`} />
          <Popconfirm title={q('removeConfirm')} onConfirm={onRemove}>
            <Button size="small" danger icon={<DeleteOutlined />} loading={removing} aria-label={`${q('remove')} ${question.prompt}`} />
          </Popconfirm>
        </Flex>
      }
    >
      <Flex vertical gap={4}>
        {question.choices.map((choice, index) => (
          <Typography.Text key={index} strong={index === question.correctChoice}>
            {index + 1}. {choice} {index === question.correctChoice && <Tag color="success">{q('correct')}</Tag>}
          </Typography.Text>
        ))}
        <Typography.Text type="secondary">{q('results', { ...question.results })}</Typography.Text>
      </Flex>
    </Card>
  );
}

export type LessonQuestionsDialogProps = { unitId: number; lessonTitle: string; open: boolean; onClose: () => void };

/**
 * The author's questions of one lesson (an in-video quiz): listed with their results, added, edited and removed.
 * Loaded on demand from the programme editor; registers learning's staff texts itself.
 */
export default function LessonQuestionsDialog({ unitId, lessonTitle, open, onClose }: LessonQuestionsDialogProps) {
  const { t } = useTranslation();
  const q = (key: string, options?: Record<string, unknown>) => t(`learningHours.presence.questions.${key}`, options ?? {});
  const list = useLessonQuestions(unitId);
  const { save, remove } = useLessonQuestionWrites(unitId);
  const [editing, setEditing] = useState<QuestionDraft | null>(null);
  const questions = list.data?.questions ?? [];
  const full = questions.length >= PresenceLimits.questionsPerLesson;

  const onSave = (draft: QuestionDraft) =>
    save.mutate(questionBody(unitId, draft), {
      onSuccess: () => {
        notifier().success(q('saved'));
        setEditing(null);
      },
    });

  let body;
  if (list.isError) body = <RetryAlert title={t('learningHours.common.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton active />;
  else
    body = (
      <Flex vertical gap={8}>
        {questions.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q('empty')} />}
        {[...questions]
          .sort((a, b) => a.atSecond - b.atSecond)
          .map((question) =>
            editing?.id === question.id ? null : (
              <QuestionCard
                key={question.id}
                question={question}
                removing={remove.isPending && remove.variables === question.id}
                onEdit={() => setEditing(questionDraft(question))}
                onRemove={() => remove.mutate(question.id, { onSuccess: () => notifier().success(q('removed')) })}
              />
            ),
          )}
        {editing ? (
          <QuestionForm
            key={editing.id ?? 'new'}
            initial={editing}
            lessonSeconds={list.data.lessonSeconds}
            saving={save.isPending}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={full}
            onClick={() => setEditing(emptyQuestion())}
            data-testid="question-add"
          >
            {q('add')}
          </Button>
        )}
      </Flex>
    );

  return (
    <Modal
      open={open}
      title={q('title', { lesson: lessonTitle })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{q('close')}</Button>}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="lesson-questions">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {q('intro')}
        </Typography.Paragraph>
        {body}
        <Link to={`/manage/presenceChecks?unit=${unitId}`} data-testid="question-report-link">
          {t('learningHours.presence.report.thisLesson')}
        </Link>
      </Flex>
    </Modal>
  );
}
