import { CertificateLimits } from '@yanxiu/contract/limits';
import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { TeacherSelect } from '@/shared/ui/TeacherSelect';
import { useIssueCertificates } from '../api/issue-certificates';
import { expiryAcceptable, issueBodyOf, type IssueForm } from '../model/certificate-model';
import { chinaToday } from '@yanxiu/contract/china-time';
import { EnrolledTeacherSelect } from './EnrolledTeacherSelect';
import { ProgrammeSelect } from './ProgrammeSelect';
import { formatList } from '@/shared/format/list';
import { DateField } from '@/shared/ui/DatePickers';

type FormValues = Omit<IssueForm, 'expiresOn'> & { expiresOn?: Dayjs | null };

export type IssueDialogProps = { open: boolean; onClose: () => void; programmeId?: number | undefined };

/** Issues certificates by hand: for a programme to its enrolled teachers, or a free title to managed teachers. */
export function IssueDialog({ open, onClose, programmeId }: IssueDialogProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? 'programme';
  const chosenProgramme = Form.useWatch('programmeId', form);
  const issue = useIssueCertificates();
  const [skipped, setSkipped] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields();
    const body = issueBodyOf({ ...values, expiresOn: values.expiresOn ? values.expiresOn.format('YYYY-MM-DD') : null });
    const result = await issue.mutateAsync(body);
    notifier().success(t('certificates.issue.done', { issued: result.issued.length }));
    if (result.skipped.length > 0) {
      setSkipped(
        t('certificates.issue.skipped', {
          names: formatList(
            result.skipped.map((row) => row.name),
            i18n.language,
          ),
        }),
      );
      return;
    }
    form.resetFields();
    onClose();
  };
  const close = () => {
    setSkipped(null);
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('certificates.issue.title')}
      okText={t('certificates.issue.submit')}
      cancelText={t('certificates.issue.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      confirmLoading={issue.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'issue-submit' } as Record<string, string>}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'programme', programmeId, userIds: [] }}
        data-testid="issue-form"
      >
        <Form.Item name="kind" label={t('certificates.issue.kind')}>
          <Radio.Group
            onChange={() => form.setFieldValue('userIds', [])}
            options={[
              { value: 'programme', label: t('certificates.issue.kindProgramme') },
              { value: 'free', label: <span data-testid="issue-kind-free">{t('certificates.issue.kindFree')}</span> },
            ]}
          />
        </Form.Item>
        {kind === 'programme' ? (
          <>
            <Form.Item
              name="programmeId"
              label={t('certificates.issue.programme')}
              rules={[{ required: true, message: t('certificates.issue.programmeRequired') }]}
            >
              <ProgrammeSelect testId="issue-programme" onChange={() => form.setFieldValue('userIds', [])} />
            </Form.Item>
            <Form.Item
              name="userIds"
              label={t('certificates.issue.teachers')}
              rules={[{ required: true, type: 'array', min: 1, message: t('certificates.issue.teachersRequired') }]}
            >
              <EnrolledTeacherSelect programmeId={chosenProgramme} testId="issue-enrolled" />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="title"
              label={t('certificates.issue.freeTitle')}
              rules={[
                { required: true, whitespace: true, max: CertificateLimits.title, message: t('certificates.issue.freeTitleRequired') },
              ]}
            >
              <Input maxLength={CertificateLimits.title} data-testid="issue-title" />
            </Form.Item>
            <Form.Item
              name="hours"
              label={t('certificates.issue.hours')}
              rules={[
                {
                  required: true,
                  type: 'number',
                  min: CertificateLimits.hoursMin,
                  max: CertificateLimits.hoursMax,
                  message: t('certificates.issue.hoursRequired'),
                },
              ]}
            >
              <InputNumber
                min={CertificateLimits.hoursMin}
                max={CertificateLimits.hoursMax}
                step={0.5}
                precision={1}
                style={{ width: 160 }}
                data-testid="issue-hours"
              />
            </Form.Item>
            <Form.Item
              name="userIds"
              label={t('certificates.issue.teachers')}
              rules={[{ required: true, type: 'array', min: 1, message: t('certificates.issue.teachersRequired') }]}
            >
              <TeacherSelect multiple testId="issue-teachers" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="expiresOn"
          label={t('certificates.issue.expiresOn')}
          rules={[
            {
              validator: (_, day: Dayjs | null | undefined) =>
                expiryAcceptable(day ? day.format('YYYY-MM-DD') : null, chinaToday())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('certificates.issue.expiresAfterToday'))),
            },
          ]}
        >
          <DateField style={{ width: 200 }} data-testid="issue-expires" />
        </Form.Item>
      </Form>
      {skipped && <Alert type="warning" showIcon message={skipped} data-testid="issue-skipped" />}
    </Modal>
  );
}
