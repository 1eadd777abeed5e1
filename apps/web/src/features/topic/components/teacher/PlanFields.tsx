import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TopicLimits } from '@yanxiu/contract/topic-enums';
import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DayField } from './DayField';

/** The research plan's parts as form fields: background, aims, methods, stages with dates, expected results, references. */
export function PlanFields() {
  const { t } = useTranslation();
  const text = (name: 'background' | 'aims' | 'methods' | 'expectedResults') => (
    <Form.Item name={name} label={t(`topicTeacher.plan.${name}`)}>
      <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={TopicLimits.text} data-testid={`plan-${name}`} />
    </Form.Item>
  );
  return (
    <>
      {text('background')}
      {text('aims')}
      {text('methods')}
      <Form.Item label={t('topicTeacher.plan.stages')} required>
        <Form.List name="stages">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  data-testid="plan-stage"
                  title={t('topicTeacher.plan.stageNo', { index: index + 1 })}
                  extra={
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('topicTeacher.plan.removeStage', { index: index + 1 })}
                      onClick={() => remove(field.name)}
                      data-testid="plan-stage-remove"
                    />
                  }
                >
                  <Row gutter={8}>
                    <Col xs={24} md={10}>
                      <Form.Item name={[field.name, 'title']} label={t('topicTeacher.plan.stageTitle')}>
                        <Input maxLength={TopicLimits.title} data-testid="plan-stage-title" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={7}>
                      <Form.Item name={[field.name, 'startsOn']} label={t('topicTeacher.plan.startsOn')}>
                        <DayField ariaLabel={t('topicTeacher.plan.startsOnOf', { index: index + 1 })} testId="plan-stage-start" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={7}>
                      <Form.Item
                        name={[field.name, 'endsOn']}
                        label={t('topicTeacher.plan.endsOn')}
                        dependencies={[['stages', field.name, 'startsOn']]}
                        rules={[
                          ({ getFieldValue }) => ({
                            validator: (_, value: string | null) => {
                              const start = getFieldValue(['stages', field.name, 'startsOn']) as string | null;
                              return !value || !start || start <= value
                                ? Promise.resolve()
                                : Promise.reject(new Error(t('topicTeacher.plan.endsBeforeStart')));
                            },
                          }),
                        ]}
                      >
                        <DayField ariaLabel={t('topicTeacher.plan.endsOnOf', { index: index + 1 })} testId="plan-stage-end" />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Form.Item name={[field.name, 'tasks']} label={t('topicTeacher.plan.tasks')} style={{ marginBottom: 0 }}>
                    <Input.TextArea
                      autoSize={{ minRows: 1, maxRows: 6 }}
                      maxLength={TopicLimits.shortText}
                      data-testid="plan-stage-tasks"
                    />
                  </Form.Item>
                </Card>
              ))}
              {fields.length < TopicLimits.planStages && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ title: '', startsOn: null, endsOn: null, tasks: '' })}
                  data-testid="plan-stage-add"
                >
                  {t('topicTeacher.plan.addStage')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      {text('expectedResults')}
      <Form.Item label={t('topicTeacher.plan.references')}>
        <Form.List name="references">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="center">
                  <Form.Item name={field.name} noStyle>
                    <Input
                      maxLength={TopicLimits.shortText}
                      aria-label={t('topicTeacher.plan.referenceNo', { index: index + 1 })}
                      data-testid="plan-reference"
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('topicTeacher.plan.removeReference', { index: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              {fields.length < TopicLimits.references && (
                <Button icon={<PlusOutlined />} onClick={() => add('')} data-testid="plan-reference-add">
                  {t('topicTeacher.plan.addReference')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
