import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFolders } from '../api/folders';
import { folderTree, TOP_LEVEL } from '../model/folders';

export type FolderPickerProps = {
  /** The chosen folder; null is the top level. */
  value: number | null;
  onChange: (folderId: number | null) => void;
  /** Folders that cannot be chosen (a folder being moved, and what is under it). */
  exclude?: ReadonlySet<number>;
  testId?: string;
  ariaLabel: string;
};

/** Picks one of the caller's folders, or the top level, from the folder tree. */
export function FolderPicker({ value, onChange, exclude, testId, ariaLabel }: FolderPickerProps) {
  const { t } = useTranslation();
  const folders = useFolders();
  const treeData = useMemo(() => folderTree(folders.data?.folders ?? [], t('disk.common.topLevel'), exclude), [folders.data, t, exclude]);
  return (
    <TreeSelect<number>
      style={{ width: '100%' }}
      treeDefaultExpandAll
      loading={folders.isLoading}
      value={value ?? TOP_LEVEL}
      treeData={treeData}
      onChange={(chosen) => onChange(chosen === TOP_LEVEL ? null : chosen)}
      data-testid={testId}
      aria-label={ariaLabel}
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}
