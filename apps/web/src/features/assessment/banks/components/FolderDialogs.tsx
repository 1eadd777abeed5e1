import type { BankFolder } from '@yanxiu/contract/assessment-banks';
import { AssessmentLimits } from '@yanxiu/contract/limits';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useCreateFolder, useMoveFolder, useRenameFolder } from '../api/folders';
import { folderAndBelow, folderTree, type FolderNode } from '../model/folder-tree';
import { keepEnterFromSubmitting } from './keep-enter';

/** What the folder dialogs do: a new folder under a parent (null: the top), a rename, or a move. */
export type FolderAction =
  | { kind: 'create'; bankId: number; parent: BankFolder | null }
  | { kind: 'rename'; folder: BankFolder }
  | { kind: 'move'; folder: BankFolder };

/** A folder name as the contract takes it: 1-60 characters, no slashes (the import writes paths with them). */
function useNameRules() {
  const { t } = useTranslation();
  return [
    { required: true, whitespace: true, message: t('assessmentBanks.folders.nameRequired') },
    { pattern: /^[^/\\]*$/, message: t('assessmentBanks.folders.nameSlash') },
  ];
}

function NameDialog({ action, onClose }: { action: Extract<FolderAction, { kind: 'create' | 'rename' }>; onClose: () => void }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.folders.${key}`, options ?? {});
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const rules = useNameRules();
  const title =
    action.kind === 'rename'
      ? m('renameTitle', { name: action.folder.name })
      : action.parent
        ? m('createIn', { name: action.parent.name })
        : m('create');
  const save = async ({ name }: { name: string }) => {
    try {
      if (action.kind === 'rename') await rename.mutateAsync({ folderId: action.folder.folderId, name: name.trim() });
      else await create.mutateAsync({ bankId: action.bankId, parentId: action.parent?.folderId ?? null, name: name.trim() });
      notifier().success(m('saved'));
      onClose();
    } catch {
      // The request layer has shown why (a name already used beside it, say).
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || rename.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: action.kind === 'rename' ? action.folder.name : '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="name" label={m('name')} rules={rules}>
          <Input maxLength={AssessmentLimits.folderName} showCount data-testid="folder-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type TreeOption = { value: number | 'top'; title: string; disabled?: boolean; children?: TreeOption[] };

function MoveDialog({ folder, folders, onClose }: { folder: BankFolder; folders: readonly BankFolder[]; onClose: () => void }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.folders.${key}`, options ?? {});
  const [form] = Form.useForm<{ parent: number | 'top' }>();
  const move = useMoveFolder();
  // A folder never goes under itself or a folder inside it: those are offered disabled, so the tree still reads whole.
  const excluded = folderAndBelow(folders, folder.folderId);
  const option = (node: FolderNode): TreeOption => ({
    value: node.folderId,
    title: node.name,
    disabled: excluded.has(node.folderId),
    children: node.children.map(option),
  });
  const treeData: TreeOption[] = [{ value: 'top', title: m('top') }, ...folderTree(folders).map(option)];
  const save = async ({ parent }: { parent: number | 'top' }) => {
    try {
      await move.mutateAsync({ folderId: folder.folderId, parentId: parent === 'top' ? null : parent });
      notifier().success(m('saved'));
      onClose();
    } catch {
      // The request layer has shown why.
    }
  };
  return (
    <Modal
      open
      title={m('moveTitle', { name: folder.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ parent: folder.parentId ?? 'top' }}
        onFinish={(values) => void save(values)}
        onKeyPress={keepEnterFromSubmitting}
      >
        <Form.Item name="parent" label={m('moveTo')} rules={[{ required: true }]}>
          <TreeSelect treeData={treeData} treeDefaultExpandAll aria-label={m('moveTo')} data-testid="folder-move-to" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The dialog of a folder action, or nothing. */
export function FolderDialog({
  action,
  folders,
  onClose,
}: {
  action: FolderAction | null;
  folders: readonly BankFolder[];
  onClose: () => void;
}) {
  if (!action) return null;
  if (action.kind === 'move') return <MoveDialog folder={action.folder} folders={folders} onClose={onClose} />;
  return <NameDialog action={action} onClose={onClose} />;
}
