import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TopicLevel, TopicLimits } from '@yanxiu/contract/topic-enums';
import { Button, Card, Checkbox, Col, Empty, Flex, Form, Input, InputNumber, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CallEditorForm } from '@/shared/call/CallEditorForm';
import { CallEligibilityFields } from '@/shared/call/CallEligibilityFields';
import { CallTitleField } from '@/shared/call/CallTitleField';
import { CallWindowField } from '@/shared/call/CallWindowField';
import { DateRangeField } from '@/shared/ui/DatePickers';
import type { CallFormValues } from './call-form';
import { enumOptions } from './labels';

export type CallFormProps = {
  form: FormInstance<CallFormValues>;
  initialValues: CallFormValues;
  /** A published or closed call: every field shown, none editable. */
  disabled: boolean;
  onChange: () => void;
};

/** The suggested topics (选题指南): a title, the level it suits and a note each. */
function SuggestionsEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const levels = (Form.useWatch('levels') as string[] | undefined) ?? [];
  const levelOptions = [
    { value: '', label: t('topicManage.form.suggestionAnyLevel') },
    ...enumOptions(TopicLevel).filter((option) => levels.includes(option.value)),
  ];
  return (
    <Form.List name="suggestions">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} data-testid="call-suggestions">
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topicManage.form.suggestionsEmpty')} />}
          {fields.map((field, index) => (
            <Card key={field.key} size="small" data-testid={`call-suggestion-${index}`}>
              <Row gutter={[12, 0]} align="bottom">
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('topicManage.form.suggestionTitle', { position: index + 1 })}
                    rules={[{ required: true, whitespace: true, message: t('topicManage.form.suggestionTitleRequired') }]}
                  >
                    <Input maxLength={TopicLimits.title} />
                  </Form.Item>
                </Col>
                <Col xs={18} md={8}>
                  <Form.Item
                    name={[field.name, 'level']}
                    label={t('topicManage.form.suggestionLevel')}
                    // The select holds '' for "any level"; the model keeps null.
                    getValueProps={(value: string | null | undefined) => ({ value: value ?? '' })}
                    normalize={(value: string) => (value === '' ? null : value)}
                  >
                    <Select options={levelOptions} aria-label={t('topicManage.form.suggestionLevel')} />
                  </Form.Item>
                </Col>
                <Col xs={6} md={4}>
                  {!disabled && (
                    <Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('topicManage.form.removeSuggestion', { position: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    </Form.Item>
                  )}
                </Col>
                <Col xs={24}>
                  <Form.Item
                    name={[field.name, 'description']}
                    label={t('topicManage.form.suggestionDescription')}
                    style={{ marginBottom: 0 }}
                  >
                    <Input.TextArea rows={2} maxLength={TopicLimits.shortText} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          {!disabled && fields.length < TopicLimits.suggestions && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ title: '', level: null, description: '' })}
              data-testid="call-add-suggestion"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('topicManage.form.addSuggestion')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}

/** The documents an application must attach, by name. */
function DocumentsEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.List name="requiredDocuments">
      {(fields, { add, remove }) => (
        <Flex vertical gap={0} data-testid="call-documents">
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topicManage.form.documentsEmpty')} />}
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start">
              <Form.Item
                name={field.name}
                rules={[{ required: true, whitespace: true, message: t('topicManage.form.documentRequired') }]}
                style={{ flex: 1, marginBottom: 12 }}
              >
                <Input
                  maxLength={TopicLimits.title}
                  aria-label={t('topicManage.form.document', { position: index + 1 })}
                  placeholder={t('topicManage.form.document', { position: index + 1 })}
                />
              </Form.Item>
              {!disabled && (
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('topicManage.form.removeDocument', { position: index + 1 })}
                  onClick={() => remove(field.name)}
                />
              )}
            </Flex>
          ))}
          {!disabled && fields.length < TopicLimits.documents && (
            <Button icon={<PlusOutlined />} onClick={() => add('')} data-testid="call-add-document" style={{ alignSelf: 'flex-start' }}>
              {t('topicManage.form.addDocument')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}

/** The call's fields in cards: basics and dates, members and review, who may apply, suggested topics, documents. */
export function CallForm({ form, initialValues, disabled, onChange }: CallFormProps) {
  const { t } = useTranslation();
  return (
    <CallEditorForm<CallFormValues> form={form} initialValues={initialValues} disabled={disabled} onChange={onChange} testId="call-form">
      <Card title={t('topicManage.form.basics')} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 0]}>
          <Col xs={24} md={16}>
            <CallTitleField label={t('topicManage.form.title')} maxLength={TopicLimits.title} testId="call-title" />
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="year"
              label={t('topicManage.form.year')}
              rules={[{ required: true, message: t('topicManage.form.yearRequired') }]}
            >
              <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} data-testid="call-year" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="levels"
              label={t('topicManage.form.levels')}
              rules={[{ required: true, type: 'array', min: 1, message: t('topicManage.form.levelsRequired') }]}
            >
              <Checkbox.Group options={enumOptions(TopicLevel)} data-testid="call-levels" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <CallWindowField testId="call-window" />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="period"
              label={t('topicManage.form.period')}
              tooltip={t('topicManage.form.periodHelp')}
              rules={[{ required: true, message: t('topicManage.form.periodRequired') }]}
            >
              <DateRangeField
                format="YYYY-MM-DD"
                style={{ width: '100%' }}
                aria-label={t('topicManage.form.period')}
                data-testid="call-period"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={t('topicManage.form.description')}>
              <Input.TextArea rows={4} maxLength={TopicLimits.text} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('topicManage.form.rulesTitle')} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 0]}>
          <Col xs={24} md={8}>
            <Form.Item
              name="memberCap"
              label={t('topicManage.form.memberCap')}
              tooltip={t('topicManage.form.memberCapHelp')}
              rules={[{ required: true, message: t('topicManage.form.required') }]}
            >
              <InputNumber min={0} max={TopicLimits.memberCapMax} precision={0} style={{ width: '100%' }} data-testid="call-member-cap" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="expertCount"
              label={t('topicManage.form.expertCount')}
              tooltip={t('topicManage.form.expertCountHelp')}
              rules={[{ required: true, message: t('topicManage.form.required') }]}
            >
              <InputNumber min={1} max={TopicLimits.expertsMax} precision={0} style={{ width: '100%' }} data-testid="call-expert-count" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="passScore"
              label={t('topicManage.form.passScore')}
              tooltip={t('topicManage.form.passScoreHelp')}
              rules={[{ required: true, message: t('topicManage.form.required') }]}
            >
              <InputNumber
                min={0}
                max={TopicLimits.scoreMax}
                step={1}
                precision={1}
                style={{ width: '100%' }}
                data-testid="call-pass-score"
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('topicManage.form.eligibilityTitle')} size="small" style={{ marginBottom: 16 }}>
        <CallEligibilityFields testId="call-eligibility" />
      </Card>
      <Card title={t('topicManage.form.suggestionsTitle')} size="small" style={{ marginBottom: 16 }}>
        <SuggestionsEditor disabled={disabled} />
      </Card>
      <Card title={t('topicManage.form.documentsTitle')} size="small" style={{ marginBottom: 16 }}>
        <DocumentsEditor disabled={disabled} />
      </Card>
    </CallEditorForm>
  );
}
