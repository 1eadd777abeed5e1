import type { Condition, SaveConditionBody } from '@yanxiu/contract/development-model';
import { Level } from '@yanxiu/contract/enums';
import { DevelopmentLimits } from '@yanxiu/contract/limits';
import { PROFILE_KIND_CODES, PROFILE_KINDS } from '@yanxiu/contract/profile';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { currentLocale } from '@/shared/i18n/i18n';
import { useSaveCondition } from '../../api/config/save-condition';
import { fieldsOf, paramsOf, ruleOf, RULE_KINDS, type RuleFields } from '../../model/condition-rule';
import { ConfigFormDialog, NameFields } from './ConfigFormDialog';

type FormValues = Pick<Condition, 'code' | 'name' | 'nameEn' | 'sort'> & RuleFields;

/** Creates (condition null) or edits a condition of a phase: its names and its rule, the kind's parameters only. */
export function ConditionDialog({
  postTypeCode,
  phaseCode,
  condition,
  onClose,
}: {
  postTypeCode: string;
  phaseCode: string;
  condition: Condition | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? condition?.rule.kind ?? 'declared';
  const titles = useCodeTable('professionalTitle');
  const save = useSaveCondition();
  const initial: FormValues = condition
    ? { code: condition.code, name: condition.name, nameEn: condition.nameEn, sort: condition.sort, ...fieldsOf(condition.rule) }
    : { code: '', name: '', nameEn: '', sort: 0, kind: 'declared' };
  const required = { required: true, message: t('developmentConfig.required') };
  return (
    <ConfigFormDialog<FormValues, SaveConditionBody>
      title={t(condition ? 'developmentConfig.conditions.edit' : 'developmentConfig.conditions.create')}
      form={form}
      initialValues={initial}
      testId="config-condition-form"
      save={save}
      toBody={(values) => ({
        postTypeCode,
        phaseCode,
        code: values.code,
        name: values.name.trim(),
        nameEn: values.nameEn.trim(),
        sort: values.sort,
        rule: ruleOf(values),
      })}
      onClose={onClose}
    >
      <NameFields disabledCode={Boolean(condition)} />
      <Form.Item
        name="kind"
        label={t('developmentConfig.conditions.kind')}
        extra={t(`developmentConfig.kindHints.${kind}`)}
        rules={[required]}
      >
        <Select
          options={RULE_KINDS.map((value) => ({ value, label: t(`developmentConfig.kinds.${value}`) }))}
          data-testid="config-condition-kind"
        />
      </Form.Item>
      {paramsOf(kind).map((param) => {
        if (param === 'minTitleCode')
          return (
            <Form.Item key={param} name={param} label={t(`developmentConfig.params.${param}`)} rules={[required]}>
              <Select
                loading={titles.isPending}
                options={titles.data?.map((item) => ({ value: item.code, label: codeLabel(titles.data, item.code, locale) }))}
              />
            </Form.Item>
          );
        if (param === 'recordKind')
          return (
            <Form.Item key={param} name={param} label={t(`developmentConfig.params.${param}`)} rules={[required]}>
              <Select
                showSearch
                optionFilterProp="label"
                options={PROFILE_KIND_CODES.map((value) => ({ value, label: PROFILE_KINDS[value].label[locale] }))}
                data-testid="config-condition-record-kind"
              />
            </Form.Item>
          );
        if (param === 'minLevel')
          return (
            <Form.Item key={param} name={param} label={t(`developmentConfig.params.${param}`)} rules={[required]}>
              <Select
                options={Level.values.map((value) => ({ value, label: Level.label(value, locale) }))}
                data-testid="config-condition-min-level"
              />
            </Form.Item>
          );
        const [min, max] = DevelopmentLimits.conditionParams[param === 'minCount' ? 'minRecords' : param];
        return (
          <Form.Item key={param} name={param} label={t(`developmentConfig.params.${param}`)} rules={[required]}>
            <InputNumber min={min} max={max} precision={0} />
          </Form.Item>
        );
      })}
    </ConfigFormDialog>
  );
}
