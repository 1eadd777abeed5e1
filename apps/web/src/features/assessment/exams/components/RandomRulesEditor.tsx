import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Bank } from '@yanxiu/contract/assessment-banks';
import { QUESTION_DIFFICULTIES, QUESTION_DIFFICULTY_LABELS, QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { AssessmentExamLimits as L } from '@yanxiu/contract/limits';
import { Alert, Button, Card, Col, Empty, Flex, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { useQuestionTags } from '../api/bank-reads';
import { newRule, type RuleDraft } from '../model/exam-form';

export type RandomRulesEditorProps = {
  rules: RuleDraft[];
  banks: Bank[];
  onChange: (rules: RuleDraft[]) => void;
  /** A refusal's words per rule (0-based): too few questions match it, say. */
  problems: ReadonlyMap<number, string>;
  disabled?: boolean;
};

/** A random paper's rules: each draws a count of questions from a bank by tags (any of), difficulties and kinds. */
export function RandomRulesEditor({ rules, banks, onChange, problems, disabled = false }: RandomRulesEditorProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const tags = useQuestionTags();
  const patch = (key: string, change: Partial<RuleDraft>) =>
    onChange(rules.map((rule) => (rule.key === key ? { ...rule, ...change } : rule)));
  const label = (key: string, position: number) => `${t(`assessmentExams.rules.${key}`)} ${position}`;
  return (
    <Flex vertical gap={12} data-testid="rules-editor">
      {rules.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentExams.rules.empty')} />}
      {rules.map((rule, index) => {
        const position = index + 1;
        const problem = problems.get(index);
        return (
          <Card
            key={rule.key}
            size="small"
            data-testid={`rule-${index}`}
            title={t('assessmentExams.rules.rule', { position })}
            extra={
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={t('assessmentExams.rules.remove', { position })}
                onClick={() => onChange(rules.filter((entry) => entry.key !== rule.key))}
              />
            }
            style={problem ? { borderColor: '#ff4d4f' } : undefined}
          >
            <Row gutter={[12, 8]}>
              <Col xs={24} md={12}>
                <Typography.Text type="secondary">{t('assessmentExams.rules.bank')}</Typography.Text>
                <Select
                  value={rule.bankId}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  aria-label={label('bank', position)}
                  data-testid={`rule-bank-${index}`}
                  options={banks.map((bank) => ({
                    value: bank.bankId,
                    label: t('assessmentExams.rules.bankOption', {
                      name: bank.name,
                      questions: t('assessment.questionCount', { count: bank.questionCount }),
                    }),
                  }))}
                  onChange={(bankId) => patch(rule.key, { bankId })}
                />
              </Col>
              <Col xs={24} md={12}>
                <Typography.Text type="secondary">{t('assessmentExams.rules.tags')}</Typography.Text>
                <Select
                  mode="tags"
                  value={rule.tags}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  maxCount={L.ruleTags}
                  placeholder={t('assessmentExams.rules.anyTag')}
                  aria-label={label('tags', position)}
                  data-testid={`rule-tags-${index}`}
                  options={(tags.data?.tags ?? []).map((tag) => ({ value: tag.tag, label: tag.tag }))}
                  onChange={(next: string[]) => patch(rule.key, { tags: next.map((tag) => tag.trim()).filter(Boolean) })}
                />
              </Col>
              <Col xs={24} md={12}>
                <Typography.Text type="secondary">{t('assessmentExams.rules.difficulties')}</Typography.Text>
                <Select
                  mode="multiple"
                  value={rule.difficulties}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  placeholder={t('assessmentExams.rules.anyDifficulty')}
                  aria-label={label('difficulties', position)}
                  data-testid={`rule-difficulties-${index}`}
                  options={QUESTION_DIFFICULTIES.map((level) => ({ value: level, label: QUESTION_DIFFICULTY_LABELS[level][locale] }))}
                  onChange={(difficulties: number[]) => patch(rule.key, { difficulties })}
                />
              </Col>
              <Col xs={24} md={12}>
                <Typography.Text type="secondary">{t('assessmentExams.rules.kinds')}</Typography.Text>
                <Select
                  mode="multiple"
                  value={rule.kinds}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  placeholder={t('assessmentExams.rules.anyKind')}
                  aria-label={label('kinds', position)}
                  data-testid={`rule-kinds-${index}`}
                  options={QuestionKind.values.map((kind) => ({ value: kind, label: QuestionKind.label(kind, locale) }))}
                  onChange={(kinds: RuleDraft['kinds']) => patch(rule.key, { kinds })}
                />
              </Col>
              <Col xs={12} md={6}>
                <Typography.Text type="secondary">{t('assessmentExams.rules.count')}</Typography.Text>
                <InputNumber
                  value={rule.count}
                  min={1}
                  max={L.paperQuestions}
                  precision={0}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  aria-label={label('count', position)}
                  data-testid={`rule-count-${index}`}
                  onChange={(count) => patch(rule.key, { count: count ?? 1 })}
                />
              </Col>
              <Col xs={12} md={6}>
                <Typography.Text type="secondary">{t('assessmentExams.rules.pointsEach')}</Typography.Text>
                <InputNumber
                  value={rule.pointsEach}
                  min={1}
                  max={L.pointsMax}
                  precision={0}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  aria-label={label('pointsEach', position)}
                  data-testid={`rule-points-${index}`}
                  onChange={(points) => patch(rule.key, { pointsEach: points ?? 1 })}
                />
              </Col>
            </Row>
            {problem && (
              <Alert type="error" showIcon style={{ marginTop: 8 }} role="alert" data-testid={`rule-problem-${index}`} title={problem} />
            )}
          </Card>
        );
      })}
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || banks.length === 0 || rules.length >= L.rules}
          onClick={() => onChange([...rules, newRule(banks[0]!.bankId)])}
          data-testid="rule-add"
        >
          {t('assessmentExams.rules.add')}
        </Button>
      </div>
    </Flex>
  );
}
