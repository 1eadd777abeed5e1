import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AssessmentAssignmentLimits as L } from '@yanxiu/contract/limits';
import { Button, Card, Col, Empty, Flex, Input, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { newCriterion, rubricTotal, type CriterionDraft } from '../model/assignment-form';

export type RubricEditorProps = { rubric: CriterionDraft[]; onChange: (rubric: CriterionDraft[]) => void; disabled?: boolean };

/** The rubric's criteria in order (name, description, points), added and removed; the total is the assignment's max score. */
export function RubricEditor({ rubric, onChange, disabled = false }: RubricEditorProps) {
  const { t } = useTranslation();
  const patch = (key: string, change: Partial<CriterionDraft>) =>
    onChange(rubric.map((criterion) => (criterion.key === key ? { ...criterion, ...change } : criterion)));
  return (
    <Flex vertical gap={8} data-testid="rubric-editor">
      <Typography.Text type="secondary">{t('assessmentAssignments.rubric.help')}</Typography.Text>
      {rubric.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentAssignments.rubric.empty')} />}
      {rubric.map((criterion, index) => {
        const position = index + 1;
        return (
          <Card
            key={criterion.key}
            size="small"
            title={t('assessmentAssignments.rubric.criterion', { position })}
            extra={
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={t('assessmentAssignments.rubric.remove', { position })}
                onClick={() => onChange(rubric.filter((other) => other.key !== criterion.key))}
                data-testid={`criterion-remove-${index}`}
              />
            }
          >
            <Row gutter={[12, 8]}>
              <Col xs={24} md={16}>
                <Input
                  value={criterion.title}
                  maxLength={L.criterionTitle}
                  disabled={disabled}
                  placeholder={t('assessmentAssignments.rubric.criterionTitle', { position })}
                  aria-label={t('assessmentAssignments.rubric.criterionTitle', { position })}
                  data-testid={`criterion-title-${index}`}
                  onChange={(event) => patch(criterion.key, { title: event.target.value })}
                />
              </Col>
              <Col xs={24} md={8}>
                <InputNumber
                  value={criterion.maxPoints}
                  min={1}
                  max={L.scoreMax}
                  precision={0}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  placeholder={t('assessmentAssignments.rubric.criterionPoints', { position })}
                  aria-label={t('assessmentAssignments.rubric.criterionPoints', { position })}
                  data-testid={`criterion-points-${index}`}
                  onChange={(points) => patch(criterion.key, { maxPoints: points ?? null })}
                />
              </Col>
              <Col xs={24}>
                <Input.TextArea
                  value={criterion.description}
                  maxLength={L.criterionDescription}
                  disabled={disabled}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  placeholder={t('assessmentAssignments.rubric.criterionDescription', { position })}
                  aria-label={t('assessmentAssignments.rubric.criterionDescription', { position })}
                  data-testid={`criterion-description-${index}`}
                  onChange={(event) => patch(criterion.key, { description: event.target.value })}
                />
              </Col>
            </Row>
          </Card>
        );
      })}
      <Flex align="center" gap={12} wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || rubric.length >= L.criteria}
          onClick={() => onChange([...rubric, newCriterion()])}
          data-testid="criterion-add"
        >
          {t('assessmentAssignments.rubric.add')}
        </Button>
        {rubric.length > 0 && (
          <Typography.Text data-testid="rubric-total">
            {t('assessmentAssignments.editor.scoreFromRubric', { points: rubricTotal(rubric) })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
