import type { QuestionListItem, QuestionPage } from '@yanxiu/contract/assessment-banks';
import { QUESTION_DIFFICULTY_LABELS, QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { ManagedTable, type ManagedList } from '@/shared/ui/ManagedTable';
import { useRemoveQuestion } from '../api/questions';

export type QuestionsTableProps = {
  list: ManagedList<QuestionListItem> & { data?: QuestionPage };
  current: number;
  onPage: (page: number) => void;
  /** Whether a filter narrows the list: its empty text then says nothing matches rather than that the bank is empty. */
  filtered: boolean;
  editable: boolean;
  onOpen: (question: QuestionListItem) => void;
  onHistory: (question: QuestionListItem) => void;
};

/** A bank's questions: the stem's text, kind, difficulty and tags, the version, and a keeper's actions. */
export function QuestionsTable({ list, current, onPage, filtered, editable, onOpen, onHistory }: QuestionsTableProps) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.questions.${key}`, options ?? {});
  const locale = currentLocale();
  const remove = useRemoveQuestion();
  const removeQuestion = async (question: QuestionListItem) => {
    try {
      await remove.mutateAsync({ questionId: question.questionId, version: question.version });
      notifier().success(m('removed'));
    } catch {
      // The request layer has shown why (409: an exam's paper uses it, or it changed since).
    }
  };
  return (
    <ManagedTable<QuestionListItem>
      list={list}
      rowKey="questionId"
      testId="questions-table"
      empty={m(filtered ? 'emptyFiltered' : 'empty')}
      failedTitle={m('failed')}
      paging={{ current, onChange: onPage, totalText: (count) => m('total', { count }) }}
      columns={[
        {
          title: m('stem'),
          key: 'stem',
          render: (_: unknown, question) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, minWidth: 240, maxWidth: 480 }}>
              {question.stemText}
            </Typography.Paragraph>
          ),
        },
        { title: m('kind'), dataIndex: 'kind', render: (kind: QuestionListItem['kind']) => QuestionKind.label(kind, locale) },
        {
          title: m('difficulty'),
          dataIndex: 'difficulty',
          render: (level: QuestionListItem['difficulty']) => `${level} · ${QUESTION_DIFFICULTY_LABELS[level][locale]}`,
        },
        {
          title: m('tags'),
          dataIndex: 'tags',
          render: (tags: string[]) =>
            tags.length > 0 ? (
              <Space size={[0, 4]} wrap>
                {tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </Space>
            ) : null,
        },
        { title: m('version'), dataIndex: 'version', render: (version: number) => m('versionNumber', { version }) },
        { title: m('updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatDateTime(at, locale) },
        {
          title: m('actions'),
          key: 'actions',
          render: (_: unknown, question) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => onOpen(question)} data-testid={`question-open-${question.questionId}`}>
                {m(editable ? 'edit' : 'view')}
              </Button>
              <Button type="link" size="small" onClick={() => onHistory(question)} data-testid={`question-history-${question.questionId}`}>
                {m('history')}
              </Button>
              {editable && (
                <Popconfirm title={m('removeConfirm')} onConfirm={() => removeQuestion(question)}>
                  <Button type="link" size="small" danger data-testid={`question-remove-${question.questionId}`}>
                    {m('remove')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
