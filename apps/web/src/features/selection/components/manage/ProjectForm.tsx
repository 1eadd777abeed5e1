import { SelectionLimits } from '@yanxiu/contract/limits';
import { ApplicationKind, ApplyScope, Category, SelfReview } from '@yanxiu/contract/enums';
import { ScoreAggregation } from '@yanxiu/contract/selection-enums';
import { Card, Col, Form, Input, InputNumber, Radio, Row, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CallEditorForm } from '@/shared/call/CallEditorForm';
import { CallTitleField } from '@/shared/call/CallTitleField';
import { CallWindowField } from '@/shared/call/CallWindowField';
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

/** The project's fields in cards: basics and window, who applies (groups and quotas), eligibility, then the items. */
export function ProjectForm({ form, initialValues, disabled, items, onChange }: ProjectFormProps) {
  const { t } = useTranslation();
  const applyScope = Form.useWatch('applyScope', form) ?? initialValues.applyScope;
  return (
    <CallEditorForm<ProjectFormValues>
      form={form}
      initialValues={initialValues}
      disabled={disabled}
      onChange={onChange}
      testId="project-form"
    >
      <Card title={t('selectionManage.form.basics')} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 0]}>
          <Col xs={24} md={16}>
            <CallTitleField label={t('selectionManage.form.title')} maxLength={SelectionLimits.title} testId="project-title" />
          </Col>
          <Col xs={24} md={8}>
            <CallWindowField testId="project-window" />
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
            <Form.Item name="schoolQuota" label={t('selectionManage.form.schoolQuota')} tooltip={t('selectionManage.form.schoolQuotaHelp')}>
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
    </CallEditorForm>
  );
}
