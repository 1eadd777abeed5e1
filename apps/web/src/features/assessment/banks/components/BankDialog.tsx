import type { Bank } from '@yanxiu/contract/assessment-banks';
import { AssessmentLimits } from '@yanxiu/contract/limits';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { assessmentAccess } from '../../assessment.access';
import { useCreateBank, useUpdateBank } from '../api/banks';

type BankForm = { name: string; description?: string; sharedDown?: boolean };

/**
 * A new bank (owned by the caller's unit), or a bank's name, description and sharing at the version read. Sharing
 * down is offered to district staff (an office's bank; a school has nothing below it to share with, which the server
 * refuses with 422 should a district admin try it on a school's bank) and kept as it is otherwise.
 */
export function BankDialog({ bank, onClose }: { bank: Bank | null; onClose: () => void }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`assessmentBanks.dialog.${key}`);
  const [form] = Form.useForm<BankForm>();
  const create = useCreateBank();
  const update = useUpdateBank();
  const busy = create.isPending || update.isPending;
  const { canShareBanksDown } = useAccess(assessmentAccess);

  const save = async (fields: BankForm) => {
    // Without the sharing field (a school's staff), the bank keeps its sharing as it is.
    const values = { ...fields, description: fields.description ?? '', sharedDown: fields.sharedDown ?? bank?.sharedDown ?? false };
    try {
      if (bank) await update.mutateAsync({ bankId: bank.bankId, version: bank.version, ...values });
      else await create.mutateAsync(values);
      notifier().success(m(bank ? 'saved' : 'created'));
      onClose();
    } catch {
      // The request layer has shown why (a 409: someone saved the bank first; the list reloads with theirs).
    }
  };

  return (
    <Modal
      open
      title={m(bank ? 'editTitle' : 'createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
      data-testid="bank-dialog"
    >
      <Form<BankForm>
        form={form}
        layout="vertical"
        initialValues={{ name: bank?.name ?? '', description: bank?.description ?? '', sharedDown: bank?.sharedDown ?? false }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="name" label={m('name')} rules={[{ required: true, whitespace: true, message: m('nameRequired') }]}>
          <Input maxLength={AssessmentLimits.bankName} showCount data-testid="bank-name" />
        </Form.Item>
        <Form.Item name="description" label={m('description')}>
          <Input.TextArea maxLength={AssessmentLimits.bankDescription} showCount rows={3} data-testid="bank-description" />
        </Form.Item>
        {canShareBanksDown && (
          <Form.Item name="sharedDown" valuePropName="checked" extra={m('sharedDownHint')}>
            <Checkbox data-testid="bank-shared">{m('sharedDown')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
