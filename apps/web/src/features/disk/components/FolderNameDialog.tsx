import { DiskLimits } from '@yanxiu/contract/limits';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useCreateFolder, useRenameFolder } from '../api/folders';

/** Creating a folder in `parentId`, or renaming the folder `id`. */
export type FolderNaming = { kind: 'create'; parentId: number | null } | { kind: 'rename'; id: number; name: string };

/** Asks for a folder's name and creates or renames it. */
export function FolderNameDialog({ naming, onClose }: { naming: FolderNaming | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const handleFinish = async ({ name }: { name: string }) => {
    if (!naming) return;
    try {
      if (naming.kind === 'create') {
        await create.mutateAsync({ name, parentId: naming.parentId });
        notifier().success(t('disk.index.folderCreated'));
      } else {
        await rename.mutateAsync({ id: naming.id, name });
        notifier().success(t('disk.common.saved'));
      }
      onClose();
    } catch {
      // The request layer has shown why.
    }
  };
  return (
    <Modal
      open={naming !== null}
      title={naming?.kind === 'rename' ? t('disk.index.rename') : t('disk.index.newFolder')}
      okText={t('disk.common.save')}
      cancelText={t('disk.common.cancel')}
      confirmLoading={create.isPending || rename.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'disk-folder-submit' } as Record<string, string>}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void handleFinish(values)}
        initialValues={{ name: naming?.kind === 'rename' ? naming.name : '' }}
        preserve={false}
      >
        <Form.Item
          name="name"
          label={t('disk.index.folderName')}
          rules={[
            { required: true, whitespace: true, message: t('disk.index.folderNameRequired') },
            { pattern: /^[^/\\]*$/, message: t('disk.index.folderNameSlash') },
          ]}
        >
          <Input maxLength={DiskLimits.folderName} autoFocus data-testid="disk-folder-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
