import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Bank } from '@yanxiu/contract/assessment-banks';
import { QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { AssessmentExamLimits as L } from '@yanxiu/contract/limits';
import { Button, Card, Empty, Flex, Input, InputNumber, List, Pagination, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';
import { useBankQuestions } from '../api/bank-reads';
import type { FixedItemDraft } from '../model/exam-form';

export type FixedPaperEditorProps = {
  items: FixedItemDraft[];
  banks: Bank[];
  onChange: (items: FixedItemDraft[]) => void;
  disabled?: boolean;
};

/** Strips a stem's markup for a one-line preview (the stem itself is sanitised rich text). */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A fixed paper: its questions in order with their points, and a picker adding questions from a bank the caller may use. */
export function FixedPaperEditor({ items, banks, onChange, disabled = false }: FixedPaperEditorProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [bankId, setBankId] = useState<number | null>(banks[0]?.bankId ?? null);
  const [page, setPage] = useState(1);
  const search = useDebouncedSearch();
  const questions = useBankQuestions(bankId === null ? null : { bankId, current: page, keyword: search.keyword || undefined });
  const chosen = new Set(items.map((item) => item.questionId));
  const move = (index: number, delta: -1 | 1) => {
    const next = [...items];
    [next[index], next[index + delta]] = [next[index + delta]!, next[index]!];
    onChange(next);
  };

  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('assessmentExams.fixed.paper', { count: items.length })} data-testid="fixed-items">
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentExams.fixed.empty')} />
        ) : (
          <List
            dataSource={items}
            renderItem={(item, index) => (
              <List.Item
                data-testid={`fixed-item-${index}`}
                actions={[
                  <InputNumber
                    key="points"
                    value={item.points}
                    min={1}
                    max={L.pointsMax}
                    precision={0}
                    disabled={disabled}
                    suffix={t('assessmentExams.fixed.pointsUnit')}
                    aria-label={t('assessmentExams.fixed.pointsOf', { position: index + 1 })}
                    onChange={(points) => onChange(items.map((entry, at) => (at === index ? { ...entry, points: points ?? 1 } : entry)))}
                  />,
                  <Button
                    key="up"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={disabled || index === 0}
                    aria-label={t('assessmentExams.fixed.moveUp', { position: index + 1 })}
                    onClick={() => move(index, -1)}
                  />,
                  <Button
                    key="down"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={disabled || index === items.length - 1}
                    aria-label={t('assessmentExams.fixed.moveDown', { position: index + 1 })}
                    onClick={() => move(index, 1)}
                  />,
                  <Button
                    key="remove"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={disabled}
                    aria-label={t('assessmentExams.fixed.remove', { position: index + 1 })}
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                  />,
                ]}
              >
                <List.Item.Meta
                  title={`${index + 1}. ${QuestionKind.label(item.kind, locale)}`}
                  description={<Typography.Paragraph ellipsis={{ rows: 2 }}>{plain(item.stem)}</Typography.Paragraph>}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card size="small" title={t('assessmentExams.fixed.pick')}>
        <Flex vertical gap={8}>
          <Flex gap={8} wrap>
            <Select
              value={bankId ?? undefined}
              style={{ minWidth: 220 }}
              aria-label={t('assessmentExams.rules.bank')}
              placeholder={t('assessmentExams.rules.bank')}
              options={banks.map((bank) => ({ value: bank.bankId, label: bank.name }))}
              onChange={(next) => {
                setBankId(next);
                setPage(1);
              }}
            />
            <Input.Search
              allowClear
              style={{ maxWidth: 280 }}
              placeholder={t('assessmentExams.fixed.keyword')}
              aria-label={t('assessmentExams.fixed.keyword')}
              onChange={(event) => {
                search.search(event.target.value);
                setPage(1);
              }}
            />
          </Flex>
          {bankId === null ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentExams.editor.noBanks')} />
          ) : questions.isPending ? (
            <Spin data-testid="bank-questions-loading" />
          ) : questions.isError ? (
            <RetryAlert onRetry={() => void questions.refetch()} />
          ) : questions.data.records.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentExams.fixed.noQuestions')} />
          ) : (
            <>
              <List
                size="small"
                dataSource={questions.data.records}
                renderItem={(question) => (
                  <List.Item
                    actions={[
                      <Button
                        key="add"
                        size="small"
                        icon={<PlusOutlined />}
                        disabled={disabled || chosen.has(question.questionId) || items.length >= L.paperQuestions}
                        aria-label={t('assessmentExams.fixed.addOne', { text: question.stemText.slice(0, 40) })}
                        data-testid={`fixed-add-${question.questionId}`}
                        onClick={() =>
                          onChange([...items, { questionId: question.questionId, points: 2, kind: question.kind, stem: question.stemText }])
                        }
                      >
                        {chosen.has(question.questionId) ? t('assessmentExams.fixed.added') : t('assessmentExams.fixed.add')}
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta title={QuestionKind.label(question.kind, locale)} description={question.stemText} />
                  </List.Item>
                )}
              />
              <Pagination
                size="small"
                current={page}
                total={questions.data.total}
                pageSize={10}
                onChange={setPage}
                showSizeChanger={false}
              />
            </>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
