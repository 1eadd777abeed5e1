import type { ApplyDetail, ApplyEvidence } from '@yanxiu/contract/development-apply';
import type { CheckedCondition, ConditionFile, FileKind } from '@yanxiu/contract/development-model';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { DevelopmentLimits } from '@yanxiu/contract/limits';
import { Button, Form, Input, Space, Tag, Typography, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { UploadField } from '@/shared/ui/UploadField';
import { deleteEvidence } from '../api/delete-evidence';
import { evidenceOf, evidenceSlots } from '../model/apply-state';
import { acceptOf } from '../model/condition-status';

/** What the form hands back: the statement and, per condition, the ids of the uploaded files. */
export type ApplicationFormResult = { statement: string; evidence: ApplyEvidence };

type FormValues = { statement: string; evidence: Record<string, UploadFile<StoredFileInfo>[] | undefined> };

export type ApplicationFormProps = {
  conditions: readonly CheckedCondition[];
  files: readonly ConditionFile[];
  /** The application being edited (a returned one): its statement and evidence fill the form. */
  initial?: Pick<ApplyDetail, 'statement' | 'evidence'>;
  submitLabel: string;
  submitting: boolean;
  /** False when the application cannot be submitted (a condition is not met): the button is disabled. */
  canSubmit?: boolean;
  onSubmit: (result: ApplicationFormResult) => void;
  onCancel?: () => void;
};

/** The files of an existing application as the Upload component lists them. */
function initialUploads(initial: ApplicationFormProps['initial']): FormValues['evidence'] {
  const uploads: FormValues['evidence'] = {};
  for (const entry of initial?.evidence ?? []) {
    // A file deleted since cannot be submitted again; the teacher uploads a new one.
    const present = entry.files.filter((file) => !file.missing);
    uploads[entry.conditionCode] = present.map((file) => ({ uid: file.id, name: file.name, status: 'done', percent: 100, response: file }));
  }
  return uploads;
}

/**
 * antd Upload's onRemove: a file uploaded in this form and taken out again is deleted on the server at once. The
 * files of the application being edited stay: the running application still names them (the server would refuse).
 */
export function removeUpload(submitted: ReadonlySet<string>) {
  return (file: UploadFile<StoredFileInfo>) => {
    const id = file.response?.id;
    if (file.status === 'done' && id && !submitted.has(id)) void deleteEvidence(id).catch(() => undefined);
    return true;
  };
}

/** The application form: a statement and, for each condition that asks for files, the evidence uploads. */
export function ApplicationForm({
  conditions,
  files,
  initial,
  submitLabel,
  submitting,
  canSubmit = true,
  onSubmit,
  onCancel,
}: ApplicationFormProps) {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const [form] = Form.useForm<FormValues>();
  const slots = evidenceSlots(conditions, [...files]);
  const kindLabel = (kinds: FileKind[]) => kinds.map((kind) => t(`development.kinds.${kind}`)).join(' / ');
  const submitted = new Set((initial?.evidence ?? []).flatMap((entry) => entry.files.map((file) => file.id)));
  const handleRemove = removeUpload(submitted);

  const handleFinish = (values: FormValues) =>
    onSubmit({ statement: values.statement.trim(), evidence: evidenceOf(values.evidence ?? {}) });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={handleFinish}
      initialValues={{ statement: initial?.statement ?? '', evidence: initialUploads(initial) }}
      data-testid="application-form"
    >
      <Form.Item
        name="statement"
        label={t('development.stage.statement')}
        rules={[{ required: true, whitespace: true, message: t('development.stage.statementRequired') }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={DevelopmentLimits.statement}
          showCount
          placeholder={t('development.stage.statementPlaceholder')}
        />
      </Form.Item>
      {slots.length > 0 && <Typography.Title level={5}>{t('development.stage.evidence')}</Typography.Title>}
      {slots.map(({ condition, asked, needed }) => {
        const kinds = [...new Set(asked.flatMap((file) => file.kinds))];
        return (
          <Form.Item
            key={condition.code}
            name={['evidence', condition.code]}
            label={en ? condition.nameEn : condition.name}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
            data-testid={`evidence-${condition.code}`}
            extra={
              <Space wrap size={4}>
                {asked.map((file) => (
                  <Tag key={file.code} color={file.required ? 'blue' : 'default'}>
                    {t('development.files.tag', {
                      name: en ? file.nameEn : file.name,
                      need: file.required ? t('development.files.required') : t('development.files.optional'),
                    })}
                  </Tag>
                ))}
                {asked.length === 0 && (
                  // Nothing listed by the district, but the platform cannot check this condition: it needs proof.
                  <Tag color="blue" data-testid={`evidence-proof-${condition.code}`}>
                    {t('development.files.tag', { name: t('development.files.proof'), need: t('development.files.required') })}
                  </Tag>
                )}
                <span>{t('development.stage.uploadKinds', { kinds: kindLabel(kinds.length > 0 ? kinds : ['pdf', 'image', 'word']) })}</span>
              </Space>
            }
            rules={[
              {
                // Checked on submit only: while a file uploads its list changes many times, and a message flashing
                // "still uploading" at each change helps nobody.
                validateTrigger: 'onSubmit',
                validator: async (_, value: UploadFile[] | undefined) => {
                  const list = value ?? [];
                  if (list.some((file) => file.status === 'uploading')) throw new Error(t('development.stage.uploadBusy'));
                  if (list.filter((file) => file.status === 'done').length < needed)
                    throw new Error(t('development.stage.evidenceRequired', { count: needed }));
                },
              },
            ]}
          >
            <UploadField
              multiple
              purpose="evidence"
              onRemove={handleRemove}
              accept={acceptOf(kinds)}
              maxCount={DevelopmentLimits.evidenceFiles}
            >
              <Button>{t('development.stage.upload')}</Button>
            </UploadField>
          </Form.Item>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={!canSubmit} data-testid="application-submit">
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('development.stage.cancelEdit')}</Button>}
      </Space>
    </Form>
  );
}
