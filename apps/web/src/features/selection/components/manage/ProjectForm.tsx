import { SelectionLimits } from '@yanxiu/contract/limits';
import { ApplicationKind, ApplyScope, Category, SelfReview } from '@yanxiu/contract/enums';
import { ScoreAggregation } from '@yanxiu/contract/selection-enums';
import { Card, Col, ConfigProvider, DatePicker, Form, Input, InputNumber, Radio, Row, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectFormValues } from '../../model/manage/project-form';
import { enumOptions } from '../shared/labels';
import { EligibilityFields } from './EligibilityFields';
import { GroupsEditor } from './GroupsEditor';

export type ProjectFormProps = {
  form: FormInstance<ProjectFormValues>;
  initialValues: ProjectFormValues;
  /** A published or closed project: every field shown, none editable. */
  disabled: boolean;
  /** The items: the editor for a draft, the frozen list otherwise. */
  items: ReactNode;
  onChange: () => void;
};

const READ_ONLY_THEME = { token: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' } };

/** The project's fields in cards: basics and window, who applies (groups and quotas), eligibility, then the items. */
export function ProjectForm({ form, initialValues, disabled, items, onChange }: ProjectFormProps) {
  const { t } = useTranslation();
  const applyScope = Form.useWatch('applyScope', form) ?? initialValues.applyScope;
  return (
    // A published project's fields are read, not edited: their text keeps a readable contrast instead of the faint
    // grey of disabled inputs.
    <ConfigProvider theme={disabled ? READ_ONLY_THEME : {}}>
      <Form<ProjectFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={disabled}
        onValuesChange={onChange}
        scrollToFirstError
        data-testid="project-form"
      >
        <Card title={t('selectionManage.form.basics')} size="small" style={{ marginBottom: 16 }}>
          <Row gutter={[12, 0]}>
            <Col xs={24} md={16}>
              <Form.Item
                name="title"
                label={t('selectionManage.form.title')}
                rules={[{ required: true, whitespace: true, message: t('selectionManage.form.titleRequired') }]}
              >
                <Input maxLength={SelectionLimits.title} showCount data-testid="project-title" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="period"
                label={t('selectionManage.form.window')}
                rules={[{ required: true, message: t('selectionManage.form.windowRequired') }]}
              >
                <DatePicker.RangePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  style={{ width: '100%' }}
                  aria-label={t('selectionManage.form.window')}
                  data-testid="project-window"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="category" label={t('selectionManage.form.category')}>
                <Select options={enumOptions(Category)} data-testid="project-category" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="kind" label={t('selectionManage.form.kind')}>
                <Select options={enumOptions(ApplicationKind)} data-testid="project-kind" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="selfReview" label={t('selectionManage.form.selfReview')} tooltip={t('selectionManage.form.selfReviewHelp')}>
                <Select options={enumOptions(SelfReview)} data-testid="project-self-review" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="scoreAggregation" label={t('selectionManage.form.aggregation')}>
                <Select options={enumOptions(ScoreAggregation)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="description" label={t('selectionManage.form.description')}>
                <Input.TextArea rows={3} maxLength={SelectionLimits.description} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('selectionManage.form.scopeTitle')} size="small" style={{ marginBottom: 16 }}>
          <Row gutter={[12, 0]}>
            <Col xs={24} md={12}>
              <Form.Item name="applyScope" label={t('selectionManage.form.applyScope')}>
                <Radio.Group options={enumOptions(ApplyScope)} data-testid="project-scope" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="schoolQuota"
                label={t('selectionManage.form.schoolQuota')}
                tooltip={t('selectionManage.form.schoolQuotaHelp')}
              >
                <InputNumber
                  min={1}
                  max={SelectionLimits.quotaMax}
                  precision={0}
                  placeholder={t('selectionManage.common.unlimited')}
                  style={{ width: '100%' }}
                  data-testid="project-quota"
                />
              </Form.Item>
            </Col>
          </Row>
          {applyScope === '2' && <GroupsEditor />}
        </Card>
        <Card title={t('selectionManage.eligibility.title')} size="small" style={{ marginBottom: 16 }}>
          <EligibilityFields />
        </Card>
        <Card title={t('selectionManage.items.title')} size="small">
          {items}
        </Card>
      </Form>
    </ConfigProvider>
  );
}
