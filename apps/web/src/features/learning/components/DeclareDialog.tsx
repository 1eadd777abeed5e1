import { UploadOutlined } from '@ant-design/icons';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { hourCategoryName } from '@yanxiu/contract/hour-category-name';
import { Button, Form, Input, InputNumber, Modal, Select, Typography, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { UploadField } from '@/shared/ui/UploadField';
import { DateField } from '@/shared/ui/DatePickers';
import { useCreateDeclaration } from '../api/create-declaration';
import { useHourCategories } from '../api/get-categories';
import {
  checkActivityOn,
  checkCategory,
  checkEvidence,
  checkHours,
  checkOrganiser,
  checkTitle,
  declarationBody,
  declarationProblems,
  MAX_DECLARED_HOURS,
  MAX_EVIDENCE_FILES,
  TEXT_MAX,
} from '../model/declaration-form';
import { chinaToday } from '@yanxiu/contract/china-time';

type FormValues = { title?: string; organiser?: string; category?: string; hours?: number | null; activityOn?: Dayjs | null };

const EVIDENCE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt';

/** The ids of the evidence files uploaded so far. */
const uploadedIds = (files: UploadFile<StoredFileInfo>[]) =>
  files.filter((file) => file.status === 'done' && file.response).map((file) => file.response!.id);

/** Hours of training done elsewhere, with evidence, declared by the teacher (or staff for `forUser`); the school reviews them. */
export function DeclareDialog({ open, onClose, forUser }: { open: boolean; onClose: () => void; forUser?: { id: number; name: string } }) {
  const { t } = useTranslation();
  const d = (key: string) => t(`learningHours.declare.${key}`);
  const problem = (key: string | null) => (key ? Promise.reject(new Error(d(`problems.${key}`))) : Promise.resolve());
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<UploadFile<StoredFileInfo>[]>([]);
  const [evidenceProblem, setEvidenceProblem] = useState<string | null>(null);
  const categories = useHourCategories(open);
  const create = useCreateDeclaration();
  const locale = currentLocale();
  const today = chinaToday();
  const uploading = files.some((file) => file.status === 'uploading');

  const close = () => {
    form.resetFields();
    setFiles([]);
    setEvidenceProblem(null);
    onClose();
  };

  const submit = async () => {
    const evidenceCheck = checkEvidence(uploadedIds(files), uploading);
    setEvidenceProblem(evidenceCheck);
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const draft = { ...values, activityOn: values.activityOn?.format('YYYY-MM-DD') ?? null, evidenceFileIds: uploadedIds(files) };
    if (Object.keys(declarationProblems(draft, today, uploading)).length > 0) return;
    create.mutate(declarationBody(draft, forUser?.id), {
      onSuccess: () => {
        notifier().success(d('submitted'));
        close();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={forUser ? t('learningHours.declare.titleFor', { name: forUser.name }) : d('title')}
      okText={d('submit')}
      okButtonProps={{ loading: create.isPending, disabled: uploading, 'data-testid': 'declare-submit' }}
      cancelText={t('learningHours.common.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">{d('intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="declare-form">
        <Form.Item name="title" label={d('name')} required rules={[{ validator: (_, value?: string) => problem(checkTitle(value)) }]}>
          <Input maxLength={TEXT_MAX} data-testid="declare-title" />
        </Form.Item>
        <Form.Item name="organiser" label={d('organiser')} rules={[{ validator: (_, value?: string) => problem(checkOrganiser(value)) }]}>
          <Input maxLength={TEXT_MAX} data-testid="declare-organiser" />
        </Form.Item>
        <Form.Item
          name="category"
          label={d('category')}
          required
          rules={[{ validator: (_, value?: string) => problem(checkCategory(value)) }]}
        >
          <Select
            loading={categories.isLoading}
            options={(categories.data?.categories ?? []).map((category) => ({
              value: category.code,
              label: hourCategoryName(category, locale),
            }))}
            data-testid="declare-category"
          />
        </Form.Item>
        <Form.Item
          name="hours"
          label={d('hours')}
          extra={d('hoursHint')}
          required
          rules={[{ validator: (_, value?: number | null) => problem(checkHours(value)) }]}
        >
          <InputNumber
            min={0}
            max={MAX_DECLARED_HOURS}
            step={0.5}
            style={{ width: '100%' }}
            inputMode="decimal"
            data-testid="declare-hours"
          />
        </Form.Item>
        <Form.Item
          name="activityOn"
          label={d('activityOn')}
          required
          rules={[{ validator: (_, value?: Dayjs | null) => problem(checkActivityOn(value ? value.format('YYYY-MM-DD') : null, today)) }]}
        >
          <DateField
            style={{ width: '100%' }}
            disabledDate={(day) => day.format('YYYY-MM-DD') > today}
            maxDate={dayjs(today)}
            data-testid="declare-date"
          />
        </Form.Item>
        <Form.Item
          label={d('evidence')}
          required
          extra={d('evidenceHint')}
          validateStatus={evidenceProblem ? 'error' : undefined}
          help={evidenceProblem ? d(`problems.${evidenceProblem}`) : undefined}
        >
          {/* Each upload is aborted when its file is removed or the dialog goes, so no upload runs on unseen. */}
          <UploadField
            multiple
            purpose="evidence"
            accept={EVIDENCE_ACCEPT}
            maxCount={MAX_EVIDENCE_FILES}
            fileList={files}
            onChange={({ fileList }) => {
              setFiles(fileList.filter((file) => file.status !== 'error'));
              setEvidenceProblem(null);
            }}
          >
            <Button icon={<UploadOutlined />} disabled={files.length >= MAX_EVIDENCE_FILES} data-testid="declare-upload">
              {d('upload')}
            </Button>
          </UploadField>
        </Form.Item>
      </Form>
    </Modal>
  );
}
