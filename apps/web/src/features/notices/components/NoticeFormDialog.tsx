import { NOTICE_AUDIENCE_ROLES, type EditableNotice, type NoticeAttachment, type SaveNoticeBody } from '@yanxiu/contract/notices';
import { NoticeLimits } from '@yanxiu/contract/limits';
import { Checkbox, Form, Input, Modal, Select, Space, Tag, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { UploadField } from '@/shared/ui/UploadField';
import { useEditableNotice, useNoticeSchools, useSaveNotice } from '../api/manage-notices';
import { momentOfPicked, pickerNow, pickerValueOf } from '@/shared/format/picker-time';
import { DateField } from '@/shared/ui/DatePickers';

type Values = {
  title: string;
  bodyHtml: string;
  schoolIds: number[];
  sectionCodes: string[];
  roles: SaveNoticeBody['scope']['roles'];
  pinned: boolean;
  requiresAck: boolean;
  publishAt: Dayjs;
  expiresAt: Dayjs | null;
};

const ATTACHMENT_TYPES = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.png,.jpg,.jpeg,.webp';

function valuesOf(notice: EditableNotice): Values {
  return {
    title: notice.title,
    bodyHtml: notice.bodyHtml,
    schoolIds: notice.scope.schoolIds,
    sectionCodes: notice.scope.sectionCodes,
    roles: notice.scope.roles,
    pinned: notice.pinned,
    requiresAck: notice.requiresAck,
    publishAt: pickerValueOf(notice.publishAt)!,
    expiresAt: pickerValueOf(notice.expiresAt),
  };
}

export type NoticeFormDialogProps = { open: boolean; editingId: number | null; onClose: () => void };

/** Creating or editing a notice: title, rich text, scope, attachments, pinning, publish time, expiry, acknowledgement. */
export function NoticeFormDialog({ open, editingId, onClose }: NoticeFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [attachments, setAttachments] = useState<NoticeAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const editing = useEditableNotice(open ? editingId : null);
  const schools = useNoticeSchools();
  const sections = useSubjectAndSection();
  const save = useSaveNotice();
  const english = currentLocale() === 'en-US';

  useEffect(() => {
    if (!open) return;
    if (editingId === null) {
      form.resetFields();
      form.setFieldsValue({
        publishAt: pickerNow(),
        pinned: false,
        requiresAck: false,
        schoolIds: [],
        sectionCodes: [],
        roles: [],
        bodyHtml: '',
      });
      setAttachments([]);
    } else if (editing.data) {
      form.setFieldsValue(valuesOf(editing.data));
      setAttachments(editing.data.attachments);
    }
  }, [open, editingId, editing.data, form]);

  const submit = async (values: Values) => {
    const body: SaveNoticeBody = {
      ...(editing.data && editingId !== null ? { id: editingId, version: editing.data.version } : {}),
      title: values.title,
      bodyHtml: values.bodyHtml,
      scope: { schoolIds: values.schoolIds ?? [], sectionCodes: values.sectionCodes ?? [], roles: values.roles ?? [] },
      attachmentFileIds: attachments.map((file) => file.id),
      pinned: values.pinned,
      requiresAck: values.requiresAck,
      publishAt: momentOfPicked(values.publishAt),
      expiresAt: values.expiresAt ? momentOfPicked(values.expiresAt) : null,
    };
    try {
      await save.mutateAsync(body);
      notifier().success(t('notices.manage.saved'));
      onClose();
    } catch {
      // The request layer has shown why.
    }
  };

  const required = (field: string) => [{ required: true, message: t('notices.manage.form.required', { field }) }];
  return (
    <Modal
      open={open}
      width={760}
      title={editingId === null ? t('notices.manage.form.createTitle') : t('notices.manage.form.editTitle')}
      okText={t('notices.manage.form.submit')}
      cancelText={t('notices.manage.form.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading, 'data-testid': 'notice-form-submit' } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} data-testid="notice-form">
        <Form.Item name="title" label={t('notices.manage.form.title')} rules={required(t('notices.manage.form.title'))}>
          <Input maxLength={NoticeLimits.title} showCount data-testid="notice-form-title" />
        </Form.Item>
        <Form.Item name="bodyHtml" label={t('notices.manage.form.body')} rules={required(t('notices.manage.form.body'))}>
          <RichTextEditor label={t('notices.manage.form.body')} testId="notice-form-body" />
        </Form.Item>
        <Form.Item name="schoolIds" label={t('notices.manage.form.schools')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('notices.manage.form.schoolsAll')}
            aria-label={t('notices.manage.form.schools')}
            loading={schools.isLoading}
            options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
            optionFilterProp="label"
            data-testid="notice-form-schools"
          />
        </Form.Item>
        <Space wrap style={{ width: '100%' }} size="middle">
          <Form.Item name="sectionCodes" label={t('notices.manage.form.sections')} style={{ minWidth: 220 }}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('notices.manage.form.sectionsAll')}
              aria-label={t('notices.manage.form.sections')}
              options={(sections.data ?? []).map((section) => ({
                value: section.sectionCode,
                label: english ? section.sectionNameEn : section.sectionName,
              }))}
            />
          </Form.Item>
          <Form.Item name="roles" label={t('notices.manage.form.roles')} style={{ minWidth: 220 }}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('notices.manage.form.rolesAll')}
              aria-label={t('notices.manage.form.roles')}
              options={NOTICE_AUDIENCE_ROLES.map((role) => ({ value: role, label: t(`notices.roles.${role}`) }))}
            />
          </Form.Item>
        </Space>
        <Form.Item label={t('notices.manage.form.attachments')}>
          <Space wrap>
            {attachments.map((file) => (
              <Tag key={file.id} closable onClose={() => setAttachments((list) => list.filter((item) => item.id !== file.id))}>
                {file.name}
              </Tag>
            ))}
            {attachments.length < NoticeLimits.attachments && (
              <UploadField
                purpose="evidence"
                accept={ATTACHMENT_TYPES}
                fileName={null}
                chooseLabel={t('notices.manage.form.upload')}
                onBusyChange={setUploading}
                onUploaded={(stored) =>
                  setAttachments((list) => [
                    ...list,
                    { id: stored.id, name: stored.name, contentType: stored.contentType, size: stored.size },
                  ])
                }
                testId="notice-form-upload"
              />
            )}
          </Space>
        </Form.Item>
        <Space wrap size="middle">
          <Form.Item name="publishAt" label={t('notices.manage.form.publishAt')} rules={required(t('notices.manage.form.publishAt'))}>
            <DateField
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              aria-label={t('notices.manage.form.publishAt')}
              data-testid="notice-form-publish-at"
            />
          </Form.Item>
          <Form.Item name="expiresAt" label={t('notices.manage.form.expiresAt')}>
            <DateField
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              placeholder={t('notices.manage.form.noExpiry')}
              aria-label={t('notices.manage.form.expiresAt')}
            />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item name="pinned" valuePropName="checked" noStyle>
            <Checkbox data-testid="notice-form-pinned">{t('notices.manage.form.pinned')}</Checkbox>
          </Form.Item>
          <Form.Item name="requiresAck" valuePropName="checked" noStyle>
            <Checkbox data-testid="notice-form-requires-ack">{t('notices.manage.form.requiresAck')}</Checkbox>
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
