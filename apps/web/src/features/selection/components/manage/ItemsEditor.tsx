import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SelectionLimits } from '@yanxiu/contract/limits';
import { IndicatorKind } from '@yanxiu/contract/selection-enums';
import { Button, Card, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Select, Typography, type FormListOperation } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumOptions } from '../shared/labels';
import { newIndicator, newSection } from '../../model/manage/project-form';

type Move = {
  index: number;
  count: number;
  move: FormListOperation['move'];
  remove: FormListOperation['remove'];
  label: string;
  testId: string;
};

/** Up, down and remove buttons of one entry of a list, each named with the entry it acts on. */
function MoveButtons({ index, count, move, remove, label, testId }: Move) {
  const { t } = useTranslation();
  return (
    <Flex gap={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('selectionManage.items.moveUp', { what: label })}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        data-testid={`${testId}-up`}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('selectionManage.items.moveDown', { what: label })}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        data-testid={`${testId}-down`}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('selectionManage.items.remove', { what: label })}
        disabled={count <= 1}
        onClick={() => remove(index)}
        data-testid={`${testId}-remove`}
      />
    </Flex>
  );
}

/** The options of a choice indicator: at least two, each a label; the keys are kept or made when saving. */
function ChoiceOptions({ path, label }: { path: Array<string | number>; label: string }) {
  const { t } = useTranslation();
  const testId = `indicator-${path.join('-')}`;
  return (
    <Form.List
      name={[...path.slice(-1), 'options']}
      rules={[
        {
          validator: async (_, options?: unknown[]) => {
            if ((options?.length ?? 0) < 2) throw new Error(t('selectionManage.items.optionsTooFew'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('selectionManage.items.options')}</Typography.Text>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={4} align="flex-start">
              <Form.Item
                name={[field.name, 'label']}
                rules={[{ required: true, whitespace: true, message: t('selectionManage.items.optionRequired') }]}
                style={{ flex: 1, marginBottom: 4 }}
              >
                <Input
                  maxLength={SelectionLimits.title}
                  aria-label={t('selectionManage.items.optionOf', { what: label, position: index + 1 })}
                  data-testid={`${testId}-option-${index}`}
                />
              </Form.Item>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('selectionManage.items.removeOption', { what: label, position: index + 1 })}
                disabled={fields.length <= 2}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={fields.length >= SelectionLimits.options}
            onClick={() => add({ label: '' })}
            style={{ alignSelf: 'flex-start' }}
            data-testid={`${testId}-add-option`}
          >
            {t('selectionManage.items.addOption')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** One indicator's fields: title, kind, maximum score, required, the scoring guide and (choices) the options. */
function IndicatorFields({ section, name, position }: { section: number; name: number; position: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['sections', section, 'indicators', name, 'kind']) as string | undefined;
  const optionsPath = ['sections', section, 'indicators', name, 'options'];
  // A choice starts with two empty options to fill; other kinds keep theirs unsent (the body drops them).
  const seedOptions = (chosen: string) => {
    if (chosen === 'choice' && ((form.getFieldValue(optionsPath) as unknown[] | undefined)?.length ?? 0) === 0)
      form.setFieldValue(optionsPath, [{ label: '' }, { label: '' }]);
  };
  const label = t('selectionManage.items.indicatorLabel', { position });
  const testId = `indicator-${section}-${name}`;
  return (
    <Row gutter={[12, 0]}>
      <Col xs={24} md={12}>
        <Form.Item
          name={[name, 'title']}
          label={t('selectionManage.items.indicatorTitle')}
          rules={[{ required: true, whitespace: true, message: t('selectionManage.items.titleRequired') }]}
        >
          <Input
            maxLength={SelectionLimits.title}
            aria-label={t('selectionManage.items.titleOf', { what: label })}
            data-testid={`${testId}-title`}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name={[name, 'kind']} label={t('selectionManage.items.kind')}>
          <Select
            options={enumOptions(IndicatorKind)}
            onChange={seedOptions}
            aria-label={t('selectionManage.items.kindOf', { what: label })}
            data-testid={`${testId}-kind`}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name={[name, 'maxScore']}
          label={t('selectionManage.items.maxScore')}
          rules={[{ required: true, message: t('selectionManage.items.maxScoreRequired') }]}
        >
          <InputNumber
            min={0}
            max={SelectionLimits.maxScore}
            step={0.5}
            precision={1}
            style={{ width: '100%' }}
            aria-label={t('selectionManage.items.maxScoreOf', { what: label })}
            data-testid={`${testId}-max`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        <Form.Item name={[name, 'guide']} label={t('selectionManage.items.guide')}>
          <Input.TextArea rows={2} maxLength={SelectionLimits.guide} aria-label={t('selectionManage.items.guideOf', { what: label })} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[name, 'required']} valuePropName="checked" label={t('selectionManage.items.requiredLabel')}>
          <Checkbox aria-label={t('selectionManage.items.requiredOf', { what: label })}>{t('selectionManage.items.required')}</Checkbox>
        </Form.Item>
        {kind === 'choice' && (
          <Form.Item name={[name, 'multiple']} valuePropName="checked">
            <Checkbox>{t('selectionManage.items.multiple')}</Checkbox>
          </Form.Item>
        )}
      </Col>
      {kind === 'choice' && (
        <Col xs={24}>
          <ChoiceOptions path={[section, name]} label={label} />
        </Col>
      )}
    </Row>
  );
}

/** The indicators of one section, in order: add, reorder, remove (a section keeps at least one). */
function SectionIndicators({ section }: { section: number }) {
  const { t } = useTranslation();
  return (
    <Form.List
      name={[section, 'indicators']}
      rules={[
        {
          validator: async (_, indicators?: unknown[]) => {
            if ((indicators?.length ?? 0) < 1) throw new Error(t('selectionManage.items.indicatorsTooFew'));
          },
        },
      ]}
    >
      {(fields, { add, move, remove }, { errors }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => {
            const position = `${section + 1}.${index + 1}`;
            const label = t('selectionManage.items.indicatorLabel', { position });
            return (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={label}
                extra={
                  <MoveButtons
                    index={index}
                    count={fields.length}
                    move={move}
                    remove={remove}
                    label={label}
                    testId={`indicator-${section}-${index}`}
                  />
                }
                data-testid={`indicator-${section}-${index}`}
              >
                <IndicatorFields section={section} name={field.name} position={position} />
              </Card>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= SelectionLimits.indicators}
            onClick={() => add(newIndicator())}
            style={{ alignSelf: 'flex-start' }}
            data-testid={`section-${section}-add-indicator`}
          >
            {t('selectionManage.items.addIndicator')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/**
 * The items of a project inside its form (`sections`): ordered sections of indicators, each with its kind, maximum
 * score and scoring guide; add, reorder and remove, within the contract's limits.
 */
export function ItemsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List
      name="sections"
      rules={[
        {
          validator: async (_, sections?: unknown[]) => {
            if ((sections?.length ?? 0) < 1) throw new Error(t('selectionManage.items.sectionsTooFew'));
          },
        },
      ]}
    >
      {(fields, { add, move, remove }, { errors }) => (
        <Flex vertical gap={12} data-testid="items-editor">
          {fields.map((field, index) => {
            const label = t('selectionManage.items.sectionLabel', { position: index + 1 });
            return (
              <Card
                key={field.key}
                size="small"
                title={label}
                extra={
                  <MoveButtons index={index} count={fields.length} move={move} remove={remove} label={label} testId={`section-${index}`} />
                }
                data-testid={`section-${index}`}
              >
                <Form.Item
                  name={[field.name, 'title']}
                  label={t('selectionManage.items.sectionTitle')}
                  rules={[{ required: true, whitespace: true, message: t('selectionManage.items.titleRequired') }]}
                >
                  <Input
                    maxLength={SelectionLimits.title}
                    aria-label={t('selectionManage.items.titleOf', { what: label })}
                    data-testid={`section-${index}-title`}
                  />
                </Form.Item>
                <SectionIndicators section={field.name} />
              </Card>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= SelectionLimits.sections}
            onClick={() => add(newSection())}
            data-testid="add-section"
          >
            {t('selectionManage.items.addSection')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
