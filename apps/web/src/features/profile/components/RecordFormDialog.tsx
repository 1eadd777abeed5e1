import { UploadOutlined } from '@ant-design/icons';
import { Level } from '@yanxiu/contract/enums';
import { ErrorCodes } from '@yanxiu/contract/errors';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { ProfileLimits } from '@yanxiu/contract/limits';
import {
  chinaToday,
  PROFILE_COMMON_LABELS,
  PROFILE_EVIDENCE_TYPES,
  type AnyProfileRecord,
  type ProfileKind,
} from '@yanxiu/contract/profile';
import { Alert, Button, Form, Input, Modal, Select, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { UploadField } from '@/shared/ui/UploadField';
import { invalidateProfile, isConflict, issuesOf } from '../api/keys';
import { useSaveRecord } from '../api/save-record';
import { fieldLabel, kindFields, kindLabel, levelRequired } from '../model/kind-fields';
import {
  checkBody,
  commonProblem,
  fieldProblem,
  initialValues,
  saveBody,
  serverProblems,
  type Problem,
  type RecordFormValues,
} from '../model/record-form';
import { DayPicker, FieldInput } from './FieldInput';
import { useQueryClient } from '@tanstack/react-query';

/** The accept attribute of the evidence chooser: the contract's evidence types. */
const EVIDENCE_ACCEPT = [...PROFILE_EVIDENCE_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.webp', '.docx'].join(',');

type EvidenceFile = UploadFile<StoredFileInfo>;

/** A record's evidence as the upload list shows it (already uploaded). */
function evidenceFiles(record: AnyProfileRecord | undefined): EvidenceFile[] {
  return (record?.evidence ?? []).map((file) => ({
    uid: file.id,
    name: file.name || file.id,
    status: 'done',
    response: { id: file.id, name: file.name, contentType: file.contentType, size: file.size },
  }));
}

const uploadedIds = (files: EvidenceFile[]) =>
  files.filter((file) => file.status === 'done' && file.response).map((file) => file.response!.id);

export type RecordFormDialogProps = {
  kind: ProfileKind;
  /** The record being changed, as it was when the dialog opened; absent for a new one. */
  record?: AnyProfileRecord;
  /** The same record as the list now has it (after a conflict the list is read again), or null once it is gone. */
  latest?: AnyProfileRecord | null;
  onClose: () => void;
};

/**
 * The one add / edit form of every kind: title, day, level, the kind's own fields as its schema declares them, and
 * evidence uploaded with progress. The contract's save schema checks everything before anything is sent; the
 * server's field problems land on their fields, and a record changed elsewhere meanwhile is not overwritten.
 */
export function RecordFormDialog({ kind, record, latest, onClose }: RecordFormDialogProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const client = useQueryClient();
  const [form] = Form.useForm<RecordFormValues>();
  const [base, setBase] = useState<AnyProfileRecord | undefined>(record);
  const [files, setFiles] = useState<EvidenceFile[]>(() => evidenceFiles(record));
  const [evidenceProblem, setEvidenceProblem] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const save = useSaveRecord(kind);
  const fields = kindFields(kind);
  const uploading = files.some((file) => file.status === 'uploading');
  const label = kindLabel(kind, locale);
  const today = chinaToday();

  const reject = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

  const place = (problems: Problem[]) => {
    const onFields = problems.filter((problem) => problem.name[0] !== 'evidence' && problem.name[0] !== 'form');
    form.setFields(onFields.map((problem) => ({ name: problem.name as (string | number)[], errors: [problem.message] })));
    setEvidenceProblem(problems.find((problem) => problem.name[0] === 'evidence')?.message ?? null);
    const general = problems.find((problem) => problem.name[0] === 'form');
    setFormProblem(general ? general.message : onFields.length > 0 ? t('profile.form.fixProblems') : null);
  };

  const handleError = (error: unknown) => {
    if (isConflict(error)) {
      void invalidateProfile(client);
      // Verified meanwhile: locked for good, nothing to load into the form.
      if (error.code === ErrorCodes.PROFILE_RECORD_LOCKED.code) {
        notifier().warning(error.message);
        onClose();
      } else setConflict(true);
      return;
    }
    if (error instanceof RequestError && error.httpStatus === 404) {
      void invalidateProfile(client);
      notifier().warning(t('profile.form.gone'));
      onClose();
      return;
    }
    const problems = serverProblems(issuesOf(error), t, locale);
    if (problems.length > 0) place(problems);
    else notifier().error(error instanceof RequestError ? error.message : t('errors.generic'));
  };

  const submit = async () => {
    setFormProblem(null);
    if (uploading) {
      setEvidenceProblem(t('profile.form.uploading'));
      return;
    }
    try {
      await form.validateFields();
    } catch {
      setFormProblem(t('profile.form.fixProblems'));
      return;
    }
    const body = saveBody(kind, form.getFieldsValue(true) as RecordFormValues, uploadedIds(files), base);
    // The rules across fields (a paper's ISSN or CN number, a conclusion after the approval) and the evidence.
    const problems = checkBody(kind, body, t, locale);
    if (problems.length > 0) {
      place(problems);
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        notifier().success(t(base ? 'profile.form.saved' : 'profile.form.created'));
        onClose();
      },
      onError: handleError,
    });
  };

  const loadLatest = () => {
    setConflict(false);
    if (!latest || !latest.editable) {
      notifier().warning(t('profile.form.gone'));
      onClose();
      return;
    }
    setBase(latest);
    setFiles(evidenceFiles(latest));
    setEvidenceProblem(null);
    setFormProblem(null);
    form.resetFields();
    form.setFieldsValue(initialValues(kind, latest));
  };

  const checkEvidenceType = (file: File) => {
    if (PROFILE_EVIDENCE_TYPES.includes(file.type)) return true;
    setEvidenceProblem(t('profile.form.wrongType', { name: file.name }));
    return Upload.LIST_IGNORE;
  };

  return (
    <Modal
      open
      title={base ? t('profile.common.editKind', { kind: label, title: base.title }) : t('profile.common.addKind', { kind: label })}
      okText={t('profile.form.submit')}
      cancelText={t('profile.common.cancel')}
      okButtonProps={{ loading: save.isPending, disabled: uploading || conflict, 'data-testid': 'record-submit' }}
      onOk={() => void submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="record-form"
    >
      {base?.state === 'rejected' && base.reason && (
        <Alert
          type="warning"
          showIcon
          title={t('profile.form.rejectedNote', { reason: base.reason })}
          style={{ marginBottom: 16 }}
          data-testid="record-rejected-note"
        />
      )}
      {conflict && (
        <Alert
          type="error"
          showIcon
          title={t('profile.form.conflictTitle')}
          description={t('profile.form.conflictText')}
          action={
            <Button size="small" onClick={loadLatest} data-testid="record-conflict-load">
              {t('profile.form.conflictLoad')}
            </Button>
          }
          style={{ marginBottom: 16 }}
          data-testid="record-conflict"
        />
      )}
      <Form<RecordFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(kind, record)}
        onValuesChange={() => setFormProblem(null)}
        data-testid={`record-form-${kind}`}
      >
        <Form.Item
          name="title"
          label={PROFILE_COMMON_LABELS.title[locale]}
          required
          rules={[{ validator: (_, value) => reject(commonProblem(kind, 'title', value, t, locale)) }]}
        >
          <Input maxLength={ProfileLimits.title} data-testid="record-title" />
        </Form.Item>
        <Form.Item
          name="date"
          label={PROFILE_COMMON_LABELS.date[locale]}
          extra={t(`profile.dateHints.${kind}`)}
          required
          rules={[{ validator: (_, value) => reject(commonProblem(kind, 'date', value, t, locale)) }]}
        >
          <DayPicker label={PROFILE_COMMON_LABELS.date[locale]} notAfter={today} testId="record-date" />
        </Form.Item>
        <Form.Item
          name="level"
          label={PROFILE_COMMON_LABELS.level[locale]}
          required={levelRequired(kind)}
          rules={[{ validator: (_, value) => reject(commonProblem(kind, 'level', value, t, locale)) }]}
        >
          <Select<string>
            options={Level.options(locale)}
            allowClear={!levelRequired(kind)}
            placeholder={t('profile.form.choose')}
            aria-label={PROFILE_COMMON_LABELS.level[locale]}
            data-testid="record-level"
          />
        </Form.Item>
        {fields.map((field) => {
          const fieldName = fieldLabel(field.name, locale);
          return (
            <Form.Item
              key={field.name}
              name={['fields', field.name]}
              label={fieldName}
              required={field.required && field.control !== 'switch'}
              valuePropName="value"
              rules={[{ validator: (_, value) => reject(fieldProblem(field, value, t, locale)) }]}
            >
              <FieldInput field={field} label={fieldName} />
            </Form.Item>
          );
        })}
        <Form.Item
          label={PROFILE_COMMON_LABELS.evidence[locale]}
          extra={t('profile.form.evidenceHint', { count: ProfileLimits.evidenceFiles })}
          validateStatus={evidenceProblem ? 'error' : undefined}
          help={evidenceProblem ?? undefined}
        >
          {/* Each upload is aborted when its file is removed or the dialog goes, so no upload runs on unseen. */}
          <UploadField
            multiple
            purpose="evidence"
            accept={EVIDENCE_ACCEPT}
            maxCount={ProfileLimits.evidenceFiles}
            fileList={files}
            beforeUpload={checkEvidenceType}
            onChange={({ fileList }) => {
              setFiles(fileList.filter((file) => file.status !== 'error'));
              setEvidenceProblem(null);
            }}
          >
            <Button icon={<UploadOutlined />} disabled={files.length >= ProfileLimits.evidenceFiles} data-testid="record-upload">
              {t('profile.form.upload')}
            </Button>
          </UploadField>
        </Form.Item>
      </Form>
      {formProblem && (
        <Typography.Text type="danger" role="alert" data-testid="record-form-problem">
          {formProblem}
        </Typography.Text>
      )}
    </Modal>
  );
}
