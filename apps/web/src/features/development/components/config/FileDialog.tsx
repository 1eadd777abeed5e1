import type { Condition, ConditionFile, FileKind, SaveConditionFileBody } from '@yanxiu/contract/development-model';
import { Checkbox, Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveConditionFile } from '../../api/config/save-condition-file';
import { ConfigFormDialog, NameFields } from './ConfigFormDialog';
import { labelled } from './labelled';

// The contract's FILE_KINDS, without bundling zod.
const KINDS: readonly FileKind[] = ['pdf', 'image', 'word'];

type FormValues = Omit<SaveConditionFileBody, 'postTypeCode' | 'phaseCode'>;

/** Creates (file null) or edits a file a condition asks for: which condition, whether required, which kinds. */
export function FileDialog({
  postTypeCode,
  phaseCode,
  conditions,
  file,
  onClose,
}: {
  postTypeCode: string;
  phaseCode: string;
  conditions: readonly Condition[];
  file: ConditionFile | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveConditionFile();
  const initial: FormValues = file
    ? {
        conditionCode: file.conditionCode,
        code: file.code,
        name: file.name,
        nameEn: file.nameEn,
        required: file.required,
        kinds: file.kinds,
        sort: file.sort,
      }
    : { conditionCode: conditions[0]?.code ?? '', code: '', name: '', nameEn: '', required: true, kinds: ['pdf'], sort: 0 };
  return (
    <ConfigFormDialog<FormValues, SaveConditionFileBody>
      title={t(file ? 'developmentConfig.files.edit' : 'developmentConfig.files.create')}
      initialValues={initial}
      testId="config-file-form"
      save={save}
      toBody={(values) => ({ ...values, postTypeCode, phaseCode, name: values.name.trim(), nameEn: values.nameEn.trim() })}
      onClose={onClose}
    >
      <Form.Item
        name="conditionCode"
        label={t('developmentConfig.files.condition')}
        rules={[{ required: true, message: t('developmentConfig.required') }]}
      >
        <Select disabled={Boolean(file)} options={conditions.map((condition) => ({ value: condition.code, label: labelled(condition) }))} />
      </Form.Item>
      <NameFields disabledCode={Boolean(file)} />
      <Form.Item name="required" label={t('developmentConfig.files.required')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="kinds"
        label={t('developmentConfig.files.kinds')}
        rules={[{ required: true, type: 'array', min: 1, message: t('developmentConfig.files.kindsRequired') }]}
      >
        <Checkbox.Group options={KINDS.map((kind) => ({ value: kind, label: t(`development.kinds.${kind}`) }))} />
      </Form.Item>
    </ConfigFormDialog>
  );
}
