import type { DevelopmentType, PostType, SavePostTypeBody } from '@yanxiu/contract/development-model';
import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { currentLocale } from '@/shared/i18n/i18n';
import { useSavePostType } from '../../api/config/save-post-type';
import { ConfigFormDialog, NameFields } from './ConfigFormDialog';
import { labelled } from './labelled';

// The select cannot hold null: "common to every type" is this value in the form and null in the call.
const COMMON = '';

type FormValues = Omit<SavePostTypeBody, 'developmentTypeCode'> & { developmentTypeCode: string };

/** Creates (postType null) or edits a post type: names, the development type it belongs to and its sections. */
export function PostTypeDialog({
  postType,
  types,
  onClose,
}: {
  postType: PostType | null;
  types: readonly DevelopmentType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sections = useCodeTable('section');
  const save = useSavePostType();
  const initial: FormValues = postType
    ? { ...postType, developmentTypeCode: postType.developmentTypeCode ?? COMMON }
    : { code: '', name: '', nameEn: '', sort: 0, enabled: true, developmentTypeCode: COMMON, sectionCodes: [] };
  return (
    <ConfigFormDialog<FormValues, SavePostTypeBody>
      title={t(postType ? 'developmentConfig.postTypes.edit' : 'developmentConfig.postTypes.create')}
      initialValues={initial}
      testId="config-post-type-form"
      save={save}
      toBody={(values) => ({
        code: values.code,
        name: values.name.trim(),
        nameEn: values.nameEn.trim(),
        sort: values.sort,
        enabled: values.enabled,
        developmentTypeCode: values.developmentTypeCode === COMMON ? null : values.developmentTypeCode,
        sectionCodes: values.sectionCodes,
      })}
      onClose={onClose}
    >
      <NameFields disabledCode={Boolean(postType)} />
      <Form.Item name="developmentTypeCode" label={t('developmentConfig.postTypes.type')}>
        <Select
          options={[
            { value: COMMON, label: t('developmentConfig.postTypes.common') },
            ...types.map((type) => ({ value: type.code, label: labelled(type) })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="sectionCodes"
        label={t('developmentConfig.postTypes.sections')}
        rules={[{ required: true, message: t('developmentConfig.required') }]}
      >
        <Select
          mode="multiple"
          loading={sections.isPending}
          options={sections.data?.map((item) => ({ value: item.code, label: codeLabel(sections.data, item.code, locale) }))}
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('developmentConfig.fields.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ConfigFormDialog>
  );
}
