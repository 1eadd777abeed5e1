import { FolderAddOutlined, MoreOutlined } from '@ant-design/icons';
import type { BankFolder } from '@yanxiu/contract/assessment-banks';
import { Button, Dropdown, Flex, Modal, Skeleton, Tree, Typography, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useDeleteFolder, useFolders } from '../api/folders';
import { folderTree, type FolderNode } from '../model/folder-tree';
import { FolderDialog, type FolderAction } from './FolderDialogs';

const ALL = 'all';

export type FolderPanelProps = {
  bankId: number;
  /** The folder whose questions are listed (null: the whole bank). */
  selected: number | null;
  onSelect: (folderId: number | null) => void;
  editable: boolean;
  /** The bank's live questions, its top level's included (the tree counts only those in folders). */
  bankQuestions: number;
};

/**
 * The bank's folder tree beside its questions: choosing a folder lists its questions and those of the folders inside
 * it; a keeper creates, renames, moves and deletes (empty) folders from each folder's menu.
 */
export function FolderPanel({ bankId, selected, onSelect, editable, bankQuestions }: FolderPanelProps) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.folders.${key}`, options ?? {});
  const folders = useFolders(bankId);
  const remove = useDeleteFolder();
  const [action, setAction] = useState<FolderAction | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const list = folders.data?.folders ?? [];

  const confirmDelete = (folder: BankFolder) =>
    modal.confirm({
      title: m('deleteConfirm', { name: folder.name }),
      okText: m('delete'),
      okButtonProps: { danger: true },
      // A folder that is not empty (or no longer) is refused with 409, which the request layer shows.
      onOk: () =>
        remove.mutateAsync({ folderId: folder.folderId }).then(
          () => {
            notifier().success(m('deleted'));
            if (selected === folder.folderId) onSelect(folder.parentId);
          },
          () => undefined,
        ),
    });

  const menu = (node: FolderNode) => ({
    items: [
      { key: 'create', label: m('create') },
      { key: 'rename', label: m('rename') },
      { key: 'move', label: m('move') },
      // An emptiness the tree already knows is said before asking; the server decides anyway.
      { key: 'delete', label: m('delete'), danger: true, disabled: node.totalQuestions > 0 || node.children.length > 0, title: undefined },
    ],
    onClick: ({ key, domEvent }: { key: string; domEvent: { stopPropagation: () => void } }) => {
      domEvent.stopPropagation();
      if (key === 'create') setAction({ kind: 'create', bankId, parent: node });
      else if (key === 'rename') setAction({ kind: 'rename', folder: node });
      else if (key === 'move') setAction({ kind: 'move', folder: node });
      else confirmDelete(node);
    },
  });

  const titleOf = (node: FolderNode) => (
    <Flex gap={4} align="center" justify="space-between" data-testid={`folder-${node.folderId}`}>
      <Typography.Text ellipsis style={{ maxWidth: 180 }}>
        {node.name} <Typography.Text type="secondary">({node.totalQuestions})</Typography.Text>
      </Typography.Text>
      {editable && (
        <Dropdown menu={menu(node)} trigger={['click']}>
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={m('actionsOf', { name: node.name })}
            onClick={(event) => event.stopPropagation()}
            data-testid={`folder-actions-${node.folderId}`}
          />
        </Dropdown>
      )}
    </Flex>
  );
  const toData = (node: FolderNode): TreeDataNode => ({ key: node.folderId, title: titleOf(node), children: node.children.map(toData) });

  return (
    <Flex vertical gap={8} data-testid="folder-panel">
      {modalHolder}
      <Flex align="center" justify="space-between">
        <Typography.Text strong>{m('title')}</Typography.Text>
        {editable && (
          <Button
            size="small"
            icon={<FolderAddOutlined />}
            onClick={() => setAction({ kind: 'create', bankId, parent: null })}
            data-testid="folder-create"
          >
            {m('create')}
          </Button>
        )}
      </Flex>
      {folders.isError ? (
        <RetryAlert title={m('failed')} onRetry={() => void folders.refetch()} />
      ) : folders.data === undefined ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          aria-label={m('tree')}
          selectedKeys={[selected ?? ALL]}
          onSelect={(keys) => {
            const [key] = keys;
            if (key !== undefined) onSelect(key === ALL ? null : Number(key));
          }}
          treeData={[
            {
              key: ALL,
              title: (
                <span data-testid="folder-all">
                  {m('all')} <Typography.Text type="secondary">({bankQuestions})</Typography.Text>
                </span>
              ),
              children: folderTree(list).map(toData),
            },
          ]}
        />
      )}
      <FolderDialog action={action} folders={list} onClose={() => setAction(null)} />
    </Flex>
  );
}
