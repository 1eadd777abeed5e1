import type { DevelopmentType, SaveDevelopmentTypeBody } from '@yanxiu/contract/development-model';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveConfigType } from '../../api/config/save-type';
import { ConfigFormDialog, NameFields } from './ConfigFormDialog';

/** Creates (type null) or edits a development type; the code of an existing one is fixed (saves are upserts by code). */
export function TypeDialog({ type, onClose }: { type: DevelopmentType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveConfigType();
  return (
    <ConfigFormDialog<SaveDevelopmentTypeBody, SaveDevelopmentTypeBody>
      title={t(type ? 'developmentConfig.types.edit' : 'developmentConfig.types.create')}
      initialValues={type ?? { code: '', name: '', nameEn: '', sort: 0, enabled: true }}
      testId="config-type-form"
      save={save}
      toBody={(values) => ({ ...values, name: values.name.trim(), nameEn: values.nameEn.trim() })}
      onClose={onClose}
    >
      <NameFields disabledCode={Boolean(type)} />
      <Form.Item name="enabled" label={t('developmentConfig.fields.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ConfigFormDialog>
  );
}
