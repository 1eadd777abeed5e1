import { Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';
import { DateField } from '@/shared/ui/DatePickers';
import { useTranslation } from 'react-i18next';

export type ExtendDialogProps = { open: boolean; endsAt: string; busy: boolean; onExtend: (endsAt: string) => void; onCancel: () => void };

/** Asks for a later end of a published project's window (the server refuses an earlier one). */
export function ExtendDialog({ open, endsAt, busy, onExtend, onCancel }: ExtendDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ endsAt: Dayjs }>();
  const current = pickerValueOf(endsAt)!;
  return (
    <Modal
      open={open}
      title={t('selectionManage.project.extendTitle')}
      okText={t('selectionManage.project.extend')}
      cancelText={t('selectionManage.common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ endsAt: current.add(7, 'day') }}
        onFinish={(values) => onExtend(momentOfPicked(values.endsAt))}
        preserve={false}
      >
        <Form.Item
          name="endsAt"
          label={t('selectionManage.project.newEnd')}
          rules={[
            { required: true, message: t('selectionManage.project.newEndRequired') },
            {
              validator: async (_, value?: Dayjs) => {
                if (value && !value.isAfter(current)) throw new Error(t('selectionManage.project.newEndLater'));
              },
            },
          ]}
        >
          <DateField
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(day) => day.isBefore(current, 'day')}
            style={{ width: '100%' }}
            data-testid="extend-ends-at"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
